import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { NotFoundError, type ObjectStorage } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { BUILT_AT, BUILTIN_ASSETS } from '../builtin-assets.ts';
import { type Sendable, sendObject } from '../http/send-object.ts';
import { keyFromPath } from './media-files.ts';

/** Assets keep their names when replaced: a day fresh, then revalidated with the ETag. */
export const ASSET_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  json: 'application/json',
  mp4: 'video/mp4',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt',
  webm: 'video/webm',
  webp: 'image/webp',
  woff2: 'font/woff2',
};

export function assetContentType(name: string): string {
  return TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

async function toBuffer(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * `GET /api/assets/{file}` (spec 7: hero video, pictures, avatars): an asset stored under `assets/` in object
 * storage (what an operator or another service put there) wins over a file in `assetsDir`, which wins over the
 * assets compiled in (the listing placeholder).
 * Byte ranges are answered, so the hero video plays and seeks on phones.
 */
export const assetRoutes: FastifyPluginAsync<{ storage: ObjectStorage; assetsDir: string | null }> = async (
  app,
  { storage, assetsDir },
) => {
  const root = assetsDir ? resolve(assetsDir) : null;

  async function fromStorage(name: string): Promise<Sendable | null> {
    const key = `assets/${name}`;
    const info = await storage.head(key);
    if (!info) return null;
    let bytes: Buffer | undefined;
    const load = async () => {
      if (!bytes) {
        const object = await storage.get(key);
        if (!object) throw new NotFoundError('No asset with this name.');
        bytes = await toBuffer(object.body);
      }
      return bytes;
    };
    const contentType =
      info.contentType === 'application/octet-stream' ? assetContentType(name) : info.contentType;
    return {
      ...info,
      contentType,
      body: load,
      range: async (start, end) => (await load()).subarray(start, end + 1),
    };
  }

  async function fromFiles(name: string): Promise<Sendable | null> {
    if (!root) return null;
    const file = join(root, ...name.split('/'));
    if (!file.startsWith(root + sep)) return null;
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    return {
      size: stats.size,
      contentType: assetContentType(name),
      etag: `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`,
      lastModified: stats.mtime,
      body: async () => createReadStream(file),
      range: async (start, end) => createReadStream(file, { start, end }),
    };
  }

  function builtIn(name: string): Sendable | null {
    const found = BUILTIN_ASSETS[name];
    if (!found) return null;
    return {
      size: found.body.length,
      contentType: found.contentType,
      etag: found.etag,
      lastModified: BUILT_AT,
      body: async () => found.body,
      range: async (start, end) => found.body.subarray(start, end + 1),
    };
  }

  app.get('/api/assets/*', async (request, reply) => {
    const name = keyFromPath((request.params as { '*': string })['*']);
    const asset = name ? ((await fromStorage(name)) ?? (await fromFiles(name)) ?? builtIn(name)) : null;
    if (!asset) throw new NotFoundError('No asset with this name.');
    return sendObject(request, reply, asset, ASSET_CACHE);
  });
};
