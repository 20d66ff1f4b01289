# One backend service (ARG SERVICE), built from the monorepo and run on Node 24 LTS as a non-root user.
# docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=catalog .
FROM node:24-bookworm-slim AS build
ARG SERVICE
WORKDIR /repo
COPY . .
RUN npm ci --no-fund --no-audit \
 && node scripts/prisma-generate.mjs \
 && node scripts/build-service.mjs "$SERVICE" \
 && npm prune --omit=dev --no-fund --no-audit

FROM node:24-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build --chown=node:node /repo/node_modules ./node_modules
COPY --from=build --chown=node:node /repo/services/${SERVICE} ./services/${SERVICE}
COPY --from=build --chown=node:node /repo/package.json ./package.json
USER node
WORKDIR /app/services/${SERVICE}
CMD ["node", "--enable-source-maps", "dist/server.js"]
