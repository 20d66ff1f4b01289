import { migrationsDirFor } from '@manzil/service-kit';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from './generated/prisma/client.ts';

export type ContactDb = PrismaClient;

/** The Postgres schema of this service (tables, outbox). */
export const CONTACT_SCHEMA = 'contact';

/** Builds the contact service's Prisma client on the driver adapter service-kit chose (PGlite or PostgreSQL). */
export function createContactClient(adapter: unknown): ContactDb {
  return new PrismaClient({ adapter: adapter as SqlDriverAdapterFactory });
}

/** `prisma/migrations` from source, `dist/migrations/contact` from a bundle (service-kit's migrationsDirFor). */
export const MIGRATIONS_DIR = migrationsDirFor('contact', import.meta.url);
