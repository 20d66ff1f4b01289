import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { adminGuard, type ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { assetRoutes } from './routes/assets.ts';
import { imageRoutes, type MediaLimits } from './routes/images.ts';
import { mediaFileRoutes } from './routes/media-files.ts';

export interface MediaOptions {
  ctx: ServiceContext;
  /** A folder of extra assets for `/api/assets/*` (default: `services/media/assets` when it exists); null for none. */
  assetsDir?: string | null;
  /** Smaller limits for tests. */
  limits?: Partial<MediaLimits>;
}

/**
 * `services/media/assets`, found from this module whether it runs from src/ (tsx, vitest), from the media
 * bundle (services/media/dist) or from the gateway's bundle (services/gateway/dist).
 */
export function defaultAssetsDir(): string | null {
  const candidates = ['../assets', '../../media/assets'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(dir)) ?? null;
}

/**
 * The media service as a Fastify plugin: image uploads (validated by their bytes, re-encoded, stored through
 * the object-storage port), `/media/*` from storage with immutable caching, and `/api/assets/*`.
 */
const mediaService: FastifyPluginAsync<MediaOptions> = async (app, { ctx, assetsDir, limits }) => {
  await app.register(adminGuard, { tokens: ctx.tokens });
  await app.register(imageRoutes, { storage: ctx.storage, limits });
  await app.register(mediaFileRoutes, { storage: ctx.storage });
  await app.register(assetRoutes, {
    storage: ctx.storage,
    assetsDir: assetsDir === undefined ? defaultAssetsDir() : assetsDir,
  });
};

export default mediaService;
