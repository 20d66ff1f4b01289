import { migrationsDirFor } from '@manzil/service-kit';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from './generated/prisma/client.ts';

export type NotificationsDb = PrismaClient;

/** The Postgres schema of this service. */
export const NOTIFICATIONS_SCHEMA = 'notifications';

/** Builds the service's Prisma client on the driver adapter service-kit chose (PGlite or PostgreSQL). */
export function createNotificationsClient(adapter: unknown): NotificationsDb {
  return new PrismaClient({ adapter: adapter as SqlDriverAdapterFactory });
}

/** `prisma/migrations` from source, `dist/migrations/notifications` from a bundle (service-kit's migrationsDirFor). */
export const MIGRATIONS_DIR = migrationsDirFor('notifications', import.meta.url);
