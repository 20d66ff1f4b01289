import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { StartupError } from '../../config/config-error.ts';
import type { Logger } from '../../log/logger.ts';
import type { Database, PrismaLikeClient } from '../../ports/database.ts';
import { databaseHealth } from './database-health.ts';
import type { DatabaseTarget } from './database-target.ts';
import { applyMigrations, type MigrationConnection, readMigrations } from './migrator.ts';
import { describeServer, reasonOf } from './pg-errors.ts';

type PostgresTarget = Extract<DatabaseTarget, { kind: 'postgres' }>;

export interface PostgresDatabaseOptions<C extends PrismaLikeClient> {
  service: string;
  target: PostgresTarget;
  migrationsDir: string;
  createClient: (adapter: unknown) => C;
  log?: Logger;
  /** How long to wait for another process's migration before giving up (default 60 s). */
  lockTimeoutMs?: number;
}

/** Prisma Migrate's advisory lock key: holding it keeps `prisma migrate deploy` and us from migrating at once. */
export const MIGRATION_LOCK_KEY = 72707369;
const CONNECT_TIMEOUT_MS = 5000;

function unreachable(url: string, source: string, error: unknown): StartupError {
  const reason = reasonOf(error);
  const fix =
    reason === 'authentication failed'
      ? `Check the user and password in ${source}.`
      : reason === 'the database does not exist'
        ? `Create it, or point ${source} at a database that exists.`
        : `Start PostgreSQL or unset ${source} to use the embedded database under DATA_DIR/db.`;
  return new StartupError(
    `Cannot reach PostgreSQL at ${describeServer(url)} (${source}): ${reason}. ${fix}`,
    { cause: error },
  );
}

async function connect(url: string, source: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {}); // a dropped connection surfaces as a failed query instead of a crash
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw unreachable(url, source, error);
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates `<db>_<service>` on the DATABASE_URL server when missing (two processes may race: both succeed). */
export async function ensureDatabase(target: PostgresTarget, service: string): Promise<void> {
  if (!target.create) return;
  const { database, adminUrl } = target.create;
  const admin = await connect(adminUrl, target.source);
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount) return;
    await admin.query(`CREATE DATABASE ${quoteIdent(database)}`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '42P04' || code === '23505') return; // created meanwhile by another process
    const variable = `${service.toUpperCase()}_DATABASE_URL`;
    if (code === '42501') {
      throw new StartupError(
        `The user in DATABASE_URL may not create the database "${database}" (permission denied). Create it once (CREATE DATABASE ${quoteIdent(database)}), or set ${variable} to a database that exists.`,
        { cause: error },
      );
    }
    throw new StartupError(
      `Could not create the database "${database}" (${reasonOf(error)}). Create it yourself, or set ${variable}.`,
      {
        cause: error,
      },
    );
  } finally {
    await admin.end().catch(() => {});
  }
}

function connectionOf(client: pg.Client): MigrationConnection {
  return {
    async exec(sql) {
      await client.query(sql); // no parameters: the simple protocol runs a whole script
    },
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as T[];
    },
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn(this);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

async function migrate(
  options: PostgresDatabaseOptions<PrismaLikeClient>,
  migrations: Awaited<ReturnType<typeof readMigrations>>,
) {
  const { target, service, log } = options;
  const client = await connect(target.url, target.source);
  try {
    await client.query(`SET lock_timeout = ${Math.round(options.lockTimeoutMs ?? 60_000)}`);
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    } catch (error) {
      throw new StartupError(
        `Another process has been migrating the ${service} database for too long (advisory lock ${MIGRATION_LOCK_KEY}, ${reasonOf(error)}). Wait for it to finish, or stop it, and start again.`,
        { cause: error },
      );
    }
    await client.query('SET lock_timeout = 0');
    await applyMigrations(connectionOf(client), { service, migrations, log });
  } finally {
    // Ending the session releases the advisory lock too.
    await client.end().catch(() => {});
  }
}

/** The service's own PostgreSQL database, created from DATABASE_URL when needed and migrated. */
export async function openPostgresDatabase<C extends PrismaLikeClient>(
  options: PostgresDatabaseOptions<C>,
): Promise<Database<C>> {
  const { service, target, log } = options;
  const migrations = await readMigrations(options.migrationsDir);
  await ensureDatabase(target, service);
  await migrate(options, migrations);

  const pool = new pg.Pool({ connectionString: target.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => log?.warn({ err: error, service }, 'idle database connection lost'));
  const client = options.createClient(new PrismaPg(pool));

  let closed = false;
  return {
    client,
    adapter: 'postgres',
    health: () => databaseHealth(client, service, 'postgres'),
    async close() {
      if (closed) return;
      closed = true;
      await client.$disconnect().catch(() => {});
      await pool.end();
    },
  };
}
