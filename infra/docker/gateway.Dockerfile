# The gateway with the built micro-frontends it serves (distributed mode: it proxies /api to the services).
FROM node:24-bookworm-slim AS build
WORKDIR /repo
COPY . .
RUN npm ci --no-fund --no-audit \
 && node scripts/build-all.mjs \
 && npm prune --omit=dev --no-fund --no-audit

FROM node:24-bookworm-slim
ENV NODE_ENV=production GATEWAY_MODE=distributed
WORKDIR /app
COPY --from=build --chown=node:node /repo/node_modules ./node_modules
COPY --from=build --chown=node:node /repo/package.json ./package.json
COPY --from=build --chown=node:node /repo/services ./services
COPY --from=build --chown=node:node /repo/shell/dist ./shell/dist
COPY --from=build --chown=node:node /repo/mfe-search/dist ./mfe-search/dist
COPY --from=build --chown=node:node /repo/mfe-property/dist ./mfe-property/dist
COPY --from=build --chown=node:node /repo/mfe-calculators/dist ./mfe-calculators/dist
COPY --from=build --chown=node:node /repo/mfe-chat/dist ./mfe-chat/dist
COPY --from=build --chown=node:node /repo/mfe-admin/dist ./mfe-admin/dist
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "services/gateway/dist/server.js"]
