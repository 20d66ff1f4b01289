import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createLogger,
  createServer,
  createServiceContext,
  type Env,
  loadConfig,
  type ServiceContext,
} from '@manzil/service-kit';
import pg from 'pg';
import { type CatalogDb, createCatalogClient, MIGRATIONS_DIR } from '../src/db.ts';
import { generateListings } from '../src/seed/listings.ts';
import { seedCatalog } from '../src/seed/seed-catalog.ts';

/** A temp DATA_DIR removed by the returned function. */
export async function tempDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'catalog-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export const testEnv = (dataDir: string, extra: Env = {}): Env => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  ...extra,
});

/** A context and the catalog's own database (migrated), as the plugin would open them. */
export async function openCatalog(env: Env): Promise<{ ctx: ServiceContext; db: CatalogDb }> {
  const config = loadConfig('catalog', env);
  const ctx = await createServiceContext(config, createLogger(config));
  try {
    const database = await ctx.openDatabase({
      service: 'catalog',
      migrationsDir: MIGRATIONS_DIR,
      createClient: createCatalogClient,
    });
    return { ctx, db: database.client };
  } catch (error) {
    await ctx.close();
    throw error;
  }
}

/**
 * A catalog database (PGlite, in a temp DATA_DIR) seeded with `listings` generated listings, and a server with the
 * routes `register` adds: the database stays at hand for a test to change rows directly. `close` removes it all.
 */
export async function seededCatalogApp(
  register: (app: ReturnType<typeof createServer>, db: CatalogDb) => Promise<void>,
  listings = 4,
): Promise<{ db: CatalogDb; app: ReturnType<typeof createServer>; close: () => Promise<void> }> {
  const data = await tempDataDir();
  const env = testEnv(data.dir);
  const opened = await openCatalog(env);
  await seedCatalog(opened.db, opened.ctx.storage, generateListings(listings));
  const app = createServer(loadConfig('catalog', env));
  await register(app, opened.db);
  await app.ready();
  return {
    db: opened.db,
    app,
    close: async () => {
      await app.close();
      await opened.ctx.close();
      await data.remove();
    },
  };
}

/**
 * A PostgreSQL database of its own for one test run when DATABASE_URL is set: created on that server under a
 * random name and handed to the kit as CATALOG_DATABASE_URL (used as is), so runs never share rows; `drop`
 * removes it.
 */
export async function isolatedPostgres(url: string): Promise<{ env: Env; drop: () => Promise<void> }> {
  const name = `manzil_test_catalog_${randomBytes(4).toString('hex')}`;
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    env: { CATALOG_DATABASE_URL: own.toString() },
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

/** Per-table fingerprint of every row: equal fingerprints mean no row was added, removed or changed. */
export async function fingerprint(db: CatalogDb): Promise<Record<string, string>> {
  const tables = ['emirates', 'areas', 'property_types', 'properties', 'property_images', 'price_changes'];
  const result: Record<string, string> = {};
  for (const table of tables) {
    const rows = await db.$queryRawUnsafe<Array<{ hash: string }>>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS hash FROM catalog.${table} t`,
    );
    result[table] = rows[0]?.hash ?? '';
  }
  return result;
}
