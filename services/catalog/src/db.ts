import { migrationsDirFor } from '@manzil/service-kit';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from './generated/prisma/client.ts';

export type CatalogDb = PrismaClient;

/** Builds the catalog's Prisma client on the driver adapter service-kit chose (PGlite or PostgreSQL). */
export function createCatalogClient(adapter: unknown): CatalogDb {
  return new PrismaClient({ adapter: adapter as SqlDriverAdapterFactory });
}

/** `prisma/migrations`, found from this file so it works from src/ (tsx, vitest) and dist/ (bundle) alike. */
export const MIGRATIONS_DIR = migrationsDirFor('catalog', import.meta.url);
