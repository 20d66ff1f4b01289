import { migrationsDirFor } from '@manzil/service-kit';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from './generated/prisma/client.ts';

export type ContentDb = PrismaClient;

/** The Postgres schema of this service (tables, outbox). */
export const CONTENT_SCHEMA = 'content';

/** Builds the content service's Prisma client on the driver adapter service-kit chose (PGlite or PostgreSQL). */
export function createContentClient(adapter: unknown): ContentDb {
  return new PrismaClient({ adapter: adapter as SqlDriverAdapterFactory });
}

/** `prisma/migrations`, found from this file so it works from src/ (tsx, vitest) and dist/ (bundle) alike. */
export const MIGRATIONS_DIR = migrationsDirFor('content', import.meta.url);
