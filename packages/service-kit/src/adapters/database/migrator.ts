import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StartupError } from '../../config/config-error.ts';
import type { Logger } from '../../log/logger.ts';
import { KIT_SQL_PARTS, type KitSqlPart } from './kit-sql.ts';

/** What the migrator needs from a raw driver connection (pg client or PGlite), not Prisma. */
export interface MigrationConnection {
  /** Runs a script of one or more statements. */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  transaction<T>(fn: (tx: MigrationConnection) => Promise<T>): Promise<T>;
}

export interface Migration {
  /** The folder name, e.g. `20261122073218_init`. */
  name: string;
  file: string;
  sql: string;
}

/** Prisma Migrate's checksum: the SHA-256 of migration.sql, in hex. */
export const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

// Git may turn LF into CRLF on checkout; Prisma accepts either form of the same script, so do we.
function matchesChecksum(sql: string, checksum: string): boolean {
  const lf = sql.replace(/\r\n/g, '\n');
  return [sql, lf, lf.replace(/\n/g, '\r\n')].some((variant) => checksumOf(variant) === checksum);
}

/** Prisma's own table, so `prisma migrate deploy` and this migrator share one history. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
}

/**
 * The kit's migrations a service takes (see kit-sql.ts): `prisma/migrations/kit-migrations.json` names its schema
 * and, per migration name, the kit's SQL parts that make it, e.g.
 * `{ "schema": "catalog", "migrations": { "20261126100000_audit_log": ["audit_log"] } }`.
 */
export const KIT_MIGRATIONS_FILE = 'kit-migrations.json';

interface KitMigrationsFile {
  schema: string;
  migrations: Record<string, string[]>;
}

async function readKitMigrations(dir: string): Promise<Migration[]> {
  const file = join(dir, KIT_MIGRATIONS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  let listed: KitMigrationsFile;
  try {
    listed = JSON.parse(text) as KitMigrationsFile;
  } catch (error) {
    throw new StartupError(`${file} is not valid JSON (${(error as Error).message}).`);
  }
  if (typeof listed.schema !== 'string' || !/^[a-z_][a-z0-9_]*$/.test(listed.schema)) {
    throw new StartupError(
      `${file} must name the service's schema in "schema" (lowercase letters, digits, _).`,
    );
  }
  return Object.entries(listed.migrations ?? {}).map(([name, parts]) => {
    const unknown = parts.filter((part) => !Object.hasOwn(KIT_SQL_PARTS, part));
    if (parts.length === 0 || unknown.length > 0) {
      throw new StartupError(
        `${file}: migration ${name} must list the kit's SQL parts (${Object.keys(KIT_SQL_PARTS).join(', ')})${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}.`,
      );
    }
    const sql = parts.map((part) => KIT_SQL_PARTS[part as KitSqlPart](listed.schema)).join('');
    return { name, file: `${file} (service-kit's ${parts.join(' + ')})`, sql };
  });
}

/**
 * Every `<folder>/migration.sql` of a Prisma migrations folder, and the kit's migrations the service lists in
 * `kit-migrations.json`, in name order (Prisma's order).
 */
export async function readMigrations(dir: string): Promise<Migration[]> {
  let entries: Array<{ name: string; isDirectory(): boolean }>;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw new StartupError(`Cannot read the migrations folder ${dir} (${(error as Error).message}).`);
  }
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const own = await Promise.all(
    folders.map(async (name) => {
      const file = join(dir, name, 'migration.sql');
      try {
        return { name, file, sql: await readFile(file, 'utf8') };
      } catch {
        throw new StartupError(
          `Migration folder ${join(dir, name)} has no migration.sql. Add it or remove the folder.`,
        );
      }
    }),
  );
  const kit = await readKitMigrations(dir);
  const twice = kit.find((migration) => folders.includes(migration.name));
  if (twice) {
    throw new StartupError(
      `Migration ${twice.name} is both a folder in ${dir} and a kit migration in ${KIT_MIGRATIONS_FILE}; keep one.`,
    );
  }
  return [...own, ...kit].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export interface ApplyOptions {
  /** Names the database in messages, e.g. `catalog`. */
  service: string;
  migrations: Migration[];
  log?: Logger;
}

/**
 * Applies the migrations not yet recorded, each in its own transaction with its history row, so a failure
 * leaves no trace of it. Refuses to run when a recorded migration was edited or failed earlier. The caller
 * holds the lock that keeps two processes from migrating at once.
 */
export async function applyMigrations(
  connection: MigrationConnection,
  options: ApplyOptions,
): Promise<string[]> {
  const { service, migrations, log } = options;
  await connection.exec(MIGRATIONS_TABLE);
  const rows = await connection.query<AppliedRow>(
    'SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at',
  );
  const applied = new Set<string>();
  for (const row of rows) {
    if (row.rolled_back_at) continue;
    if (!row.finished_at) {
      throw new StartupError(
        `Migration ${row.migration_name} of ${service} failed earlier and is unfinished in _prisma_migrations. Repair the database, then run \`prisma migrate resolve --rolled-back ${row.migration_name}\` (or --applied).`,
      );
    }
    const migration = migrations.find((candidate) => candidate.name === row.migration_name);
    if (!migration) {
      log?.warn(
        { migration: row.migration_name },
        'the database has a migration that is not in the migrations folder',
      );
    } else if (!matchesChecksum(migration.sql, row.checksum)) {
      throw new StartupError(
        `Migration ${row.migration_name} of ${service} was edited after it was applied (checksum differs). Restore ${migration.file} and put the change in a new migration.`,
      );
    }
    applied.add(row.migration_name);
  }

  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    try {
      await connection.transaction(async (tx) => {
        await tx.exec(migration.sql);
        await tx.query(
          `INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, logs, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, NULL, now(), 1)`,
          [randomUUID(), checksumOf(migration.sql), migration.name],
        );
      });
    } catch (error) {
      const reason = ((error as Error).message ?? String(error)).split('\n')[0];
      throw new StartupError(
        `Migration ${migration.name} of ${service} failed: ${reason}. Nothing of it was applied; fix ${migration.file} and start again.`,
        { cause: error },
      );
    }
    log?.info({ migration: migration.name, service }, 'migration applied');
    done.push(migration.name);
  }
  return done;
}
