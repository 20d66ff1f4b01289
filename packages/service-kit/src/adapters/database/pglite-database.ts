import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { StartupError } from '../../config/config-error.ts';
import { ensurePrivateDir, narrowTree, PRIVATE_FILE_MODE } from '../../fs/private-files.ts';
import type { Logger } from '../../log/logger.ts';
import type { Database, PrismaLikeClient } from '../../ports/database.ts';
import { databaseHealth } from './database-health.ts';
import { applyMigrations, type MigrationConnection, readMigrations } from './migrator.ts';
import { analyzeChangedTables } from './pglite-maintenance.ts';

export interface PgliteDatabaseOptions<C extends PrismaLikeClient> {
  service: string;
  dir: string;
  migrationsDir: string;
  createClient: (adapter: unknown) => C;
  log?: Logger;
}

const label = (service: string, dir: string) => `DATA_DIR/db/${service} (${dir})`;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A folder that is neither empty nor a Postgres data directory belongs to someone else: PGlite would write into it. */
async function assertOwnDirectory(service: string, dir: string): Promise<void> {
  let entries: string[];
  try {
    if (!(await stat(dir)).isDirectory()) throw new Error('not a directory');
    entries = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return;
    throw new StartupError(
      `${label(service, dir)} is not a readable database (${(error as Error).message}). Move it away to start fresh, or point DATA_DIR elsewhere. Nothing was deleted.`,
    );
  }
  if (entries.length > 0 && !entries.includes('PG_VERSION')) {
    throw new StartupError(
      `${label(service, dir)} is not a readable database (it holds other files). Move it away to start fresh, or point DATA_DIR elsewhere. Nothing was deleted.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. A lock file
 * beside the folder holds the owner's pid; a lock left by a dead process is taken over.
 */
async function lock(service: string, dir: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (owner === process.pid) {
      throw new StartupError(
        `${label(service, dir)} is already open in this process. Open each service's database once.`,
      );
    }
    if (Number.isInteger(owner) && isAlive(owner)) {
      throw new StartupError(
        `${label(service, dir)} is in use by another process (pid ${owner}). Stop it, or point DATA_DIR elsewhere (if no Manzil process runs, delete ${file}).`,
      );
    }
    await rm(file, { force: true }); // stale: its process is gone
  }
  throw new StartupError(
    `Could not lock ${label(service, dir)}. Another process keeps taking it; stop it and start again.`,
  );
}

function connectionOf(db: PGlite | Transaction): MigrationConnection {
  return {
    async exec(sql) {
      await db.exec(sql);
    },
    async query<T>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params)).rows;
    },
    transaction(fn) {
      if (!('transaction' in db)) throw new Error('nested transactions are not supported');
      return db.transaction((tx) => fn(connectionOf(tx)));
    },
  };
}

/** The embedded database: PGlite (PostgreSQL in WebAssembly) in `DATA_DIR/db/<service>`. */
export async function openPgliteDatabase<C extends PrismaLikeClient>(
  options: PgliteDatabaseOptions<C>,
): Promise<Database<C>> {
  const { service, dir, log } = options;
  const migrations = await readMigrations(options.migrationsDir);
  await assertOwnDirectory(service, dir);
  try {
    await ensurePrivateDir(dirname(dir));
  } catch (error) {
    throw new StartupError(
      `Cannot create ${dirname(dir)} (${(error as Error).message}). Point DATA_DIR at a folder this user can write.`,
    );
  }
  const unlock = await lock(service, dir);

  let db: PGlite;
  try {
    db = new PGlite(dir);
    await db.waitReady;
  } catch (error) {
    await unlock();
    const reason = (error as Error).message ?? String(error);
    throw new StartupError(
      `${label(service, dir)} is not a readable database (${reason}). Move it away to start fresh, or point DATA_DIR elsewhere. Nothing was deleted.`,
      { cause: error },
    );
  }

  let client: C;
  try {
    await applyMigrations(connectionOf(db), { service, migrations, log });
    await analyzeChangedTables(db, log);
    // PGlite's file system sets the modes Postgres asks for inside WebAssembly (0666): narrow its files to 0600.
    await narrowTree(dir, log);
    // The adapter's types come from the root copy of PGlite; the instance is the same API.
    client = options.createClient(
      new PrismaPGlite(db as unknown as ConstructorParameters<typeof PrismaPGlite>[0]),
    );
  } catch (error) {
    await db.close().catch(() => {});
    await unlock();
    throw error;
  }

  let closed = false;
  return {
    client,
    adapter: 'pglite',
    health: () => databaseHealth(client, service, 'pglite'),
    async close() {
      if (closed) return;
      closed = true;
      await client.$disconnect().catch(() => {});
      await db.close();
      // Files PGlite made while open (new tables) are narrowed too; the 0700 folders kept them private meanwhile.
      await narrowTree(dir, log);
      await unlock();
    },
  };
}
