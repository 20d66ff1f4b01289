import type { HealthCheck } from './health.ts';

/**
 * A Prisma driver adapter factory (from `@prisma/adapter-pg` or `pglite-prisma-adapter`).
 * Kept structural so service-kit does not depend on one service's generated client.
 */
export type PrismaAdapter = unknown;

/** The minimum a generated Prisma client offers that the kit relies on. */
export interface PrismaLikeClient {
  $disconnect(): Promise<void>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

export interface OpenDatabaseOptions<C extends PrismaLikeClient> {
  /** Service that owns this database, e.g. `catalog`. Names the PGlite directory or the Postgres database. */
  service: string;
  /** Absolute path of the service's `prisma/migrations` folder; every folder in it is applied once, in order. */
  migrationsDir: string;
  /** Builds the service's generated client on the adapter chosen by configuration. */
  createClient: (adapter: PrismaAdapter) => C;
}

/** A service's own database: PGlite under `DATA_DIR/db/<service>` by default, PostgreSQL with `DATABASE_URL`. */
export interface Database<C extends PrismaLikeClient> extends HealthCheck {
  readonly client: C;
  readonly adapter: 'pglite' | 'postgres';
  close(): Promise<void>;
}
