import { migrationsDirFor } from '@manzil/service-kit';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from './generated/prisma/client.ts';

export type AuthDb = PrismaClient;

/** Builds the auth service's Prisma client on the driver adapter service-kit chose (PGlite or PostgreSQL). */
export function createAuthClient(adapter: unknown): AuthDb {
  return new PrismaClient({ adapter: adapter as SqlDriverAdapterFactory });
}

/** `prisma/migrations`, found from source (tsx, vitest) or from a bundle that carries them (dist/migrations/auth). */
export const MIGRATIONS_DIR = migrationsDirFor('auth', import.meta.url);
