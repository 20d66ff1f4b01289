import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type AuditedRoutes,
  type AuditLog,
  adminGuard,
  auditTrail,
  createAuditLog,
  type ServiceContext,
} from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { createMediaClient, MEDIA_SCHEMA, MIGRATIONS_DIR } from './db.ts';
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

/** Uploads are recorded with the ids of the stored images (issue 22, ADR 0009). */
export const MEDIA_AUDITED_ROUTES: AuditedRoutes = {
  'POST /api/media/images': {
    kind: 'image',
    action: 'upload',
    target: (_request, answer) =>
      ((answer as { images?: Array<{ id: string }> } | undefined)?.images ?? [])
        .map((image) => image.id)
        .join(',') || null,
  },
};

/**
 * The media service's audit log, in its own small database. With a configured PostgreSQL it is opened at start
 * (an unreachable server stops the start); embedded, the PGlite database is opened at the first upload or
 * reading of the log, so a site nobody administers does not pay for it.
 */
async function mediaAuditLog(ctx: ServiceContext): Promise<AuditLog> {
  let opened: Promise<AuditLog> | undefined;
  const open = () => {
    opened ??= ctx
      .openDatabase({ service: 'media', migrationsDir: MIGRATIONS_DIR, createClient: createMediaClient })
      .then((database) => createAuditLog(database.client, { service: 'media', schema: MEDIA_SCHEMA }))
      .catch((error: unknown) => {
        opened = undefined;
        throw error;
      });
    return opened;
  };
  if (ctx.config.databaseUrl || ctx.config.serviceDatabaseUrls.media) await open();
  return {
    service: 'media',
    record: async (entry) => (await open()).record(entry),
    list: async (query) => (await open()).list(query),
  };
}

/**
 * The media service as a Fastify plugin: image uploads (validated by their bytes, re-encoded, stored through
 * the object-storage port), `/media/*` from storage with immutable caching, and `/api/assets/*`.
 */
const mediaService: FastifyPluginAsync<MediaOptions> = async (app, { ctx, assetsDir, limits }) => {
  await app.register(adminGuard, { tokens: ctx.tokens });
  await app.register(auditTrail, { log: await mediaAuditLog(ctx), routes: MEDIA_AUDITED_ROUTES });
  await app.register(imageRoutes, { storage: ctx.storage, limits });
  await app.register(mediaFileRoutes, { storage: ctx.storage });
  await app.register(assetRoutes, {
    storage: ctx.storage,
    assetsDir: assetsDir === undefined ? defaultAssetsDir() : assetsDir,
  });
};

export default mediaService;
