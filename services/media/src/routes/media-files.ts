import { assertSafeKey, NotFoundError, type ObjectStorage } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { sendObject } from '../http/send-object.ts';

/** Keys are content-addressed (a new picture gets a new key), so a file never changes under its URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The stored key a request path names, or null for anything that is not a plain relative key (`..`, `.x`). */
export function keyFromPath(path: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(path);
  } catch {
    return null;
  }
  try {
    return assertSafeKey(key);
  } catch {
    return null;
  }
}

/** `GET /media/*`: files from object storage (uploads, the seed's pictures) with year-long immutable caching. */
export const mediaFileRoutes: FastifyPluginAsync<{ storage: ObjectStorage }> = async (app, { storage }) => {
  app.get('/media/*', async (request, reply) => {
    const raw = (request.params as { '*': string })['*'];
    const key = keyFromPath(raw);
    const info = key ? await storage.head(key) : null;
    if (!key || !info) {
      reply.header('cache-control', 'no-cache');
      throw new NotFoundError('No media file at this address.');
    }
    return sendObject(
      request,
      reply,
      {
        ...info,
        body: async () => {
          const object = await storage.get(key);
          if (!object) throw new NotFoundError('No media file at this address.');
          return object.body;
        },
      },
      IMMUTABLE,
    );
  });
};
