import { migrationsDirFor } from '@manzil/service-kit';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from './generated/prisma/client.ts';

export type MediaDb = PrismaClient;

/** The Postgres schema of this service (its audit log; the images themselves are in object storage). */
export const MEDIA_SCHEMA = 'media';

/** Builds the media service's Prisma client on the driver adapter service-kit chose (PGlite or PostgreSQL). */
export function createMediaClient(adapter: unknown): MediaDb {
  return new PrismaClient({ adapter: adapter as SqlDriverAdapterFactory });
}

/** `prisma/migrations` from source, `dist/migrations/media` from a bundle (service-kit's migrationsDirFor). */
export const MIGRATIONS_DIR = migrationsDirFor('media', import.meta.url);
