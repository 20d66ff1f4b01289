import { migrationsDirFor } from '@manzil/service-kit';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from './generated/prisma/client.ts';

export type AuthDb = PrismaClient;

/** Builds the auth service's Prisma client on the driver adapter service-kit chose (PGlite or PostgreSQL). */
export function createAuthClient(adapter: unknown): AuthDb {
  return new PrismaClient({ adapter: adapter as SqlDriverAdapterFactory });
}

/**
 * `services/auth/prisma/migrations`, found from this file: from src/ (tsx, vitest), from the service's own
 * dist/ bundle and from the gateway's bundle (services/gateway/dist), which mounts this plugin.
 */
export const MIGRATIONS_DIR = migrationsDirFor('auth', import.meta.url);
