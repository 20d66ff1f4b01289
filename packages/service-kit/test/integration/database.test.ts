import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { postgresForTests } from '@manzil/test-servers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargetFor } from '../../src/adapters/database/database-target.ts';
import { openDatabase } from '../../src/adapters/database/open-database.ts';
import { StartupError } from '../../src/config/config-error.ts';
import type { Database } from '../../src/ports/database.ts';
import {
  copyOfMigrations,
  createClient,
  dropDatabase,
  migrationsDir,
  type TestClient,
  tempDir,
  uniqueService,
} from '../helpers/fixtures.ts';

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  applied_steps_count: number;
  rolled_back_at: Date | null;
}

async function historyOf(db: Database<TestClient>): Promise<MigrationRow[]> {
  return db.client.$queryRawUnsafe<MigrationRow[]>(
    'SELECT migration_name, checksum, finished_at, applied_steps_count, rolled_back_at FROM _prisma_migrations ORDER BY migration_name',
  );
}

async function startupError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StartupError);
  const message = (error as Error).message;
  expect(message).not.toContain('\n');
  return message;
}

/** Runs the same behaviour checks against PGlite and, when DATABASE_URL is set, PostgreSQL. */
function databaseContract(
  name: string,
  env: () => { dataDir: string; databaseUrl?: string },
  track: (service: string) => void = () => {},
) {
  describe(`database on ${name}`, () => {
    const opened: Array<Database<TestClient>> = [];
    const open = async (service: string, dir = migrationsDir) => {
      const { dataDir, databaseUrl } = env();
      track(service);
      const db = await openDatabase({
        service,
        migrationsDir: dir,
        createClient,
        config: { dataDir, databaseUrl, serviceDatabaseUrls: {} },
      });
      opened.push(db);
      return db;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((db) => db.close()));
    });

    it('applies every migration once and records it as Prisma Migrate does', async () => {
      const service = uniqueService();
      const db = await open(service);
      const note = await db.client.note.create({ data: { title: 'Marina view', tags: ['sea'] } });
      expect(note).toMatchObject({ title: 'Marina view', tags: ['sea'] });

      const history = await historyOf(db);
      expect(history.map((row) => row.migration_name)).toEqual([
        '20260101000000_init',
        '20260102000000_note_tags',
      ]);
      expect(history[0]?.checksum).toBe(
        await sha256(join(migrationsDir, '20260101000000_init', 'migration.sql')),
      );
      for (const row of history) {
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row.applied_steps_count).toBe(1);
        expect(row.rolled_back_at).toBeNull();
      }
      await db.close();

      const again = await open(service);
      expect(await historyOf(again)).toHaveLength(2);
      expect(await again.client.note.count()).toBe(1);
    });

    it('reports its health with latency', async () => {
      const db = await open(uniqueService());
      const health = await db.health();
      expect(health).toMatchObject({ adapter: db.adapter, ok: true });
      expect(health.name).toMatch(/^database:kit_/);
      expect(health.latencyMs).toBeGreaterThanOrEqual(0);
    });

    it('refuses to start when an applied migration was edited', async () => {
      const service = uniqueService();
      const { dir, remove } = await tempDir();
      try {
        const migrations = await copyOfMigrations(dir);
        await (await open(service, migrations)).close();
        await appendFile(join(migrations, '20260101000000_init', 'migration.sql'), '\n-- changed\n');
        const message = await startupError(open(service, migrations));
        expect(message).toMatch(
          new RegExp(
            `^Migration 20260101000000_init of ${service} was edited after it was applied \\(checksum differs\\)\\. Restore `,
          ),
        );
      } finally {
        await remove();
      }
    });

    it('applies nothing of a migration that fails, and says which', async () => {
      const service = uniqueService();
      const { dir, remove } = await tempDir();
      try {
        const migrations = await copyOfMigrations(dir);
        await mkdir(join(migrations, '20260103000000_broken'));
        await writeFile(
          join(migrations, '20260103000000_broken', 'migration.sql'),
          'CREATE TABLE "kit"."half" (id INT);\nALTER TABLE "kit"."missing" ADD COLUMN x INT;\n',
        );
        const message = await startupError(open(service, migrations));
        expect(message).toMatch(
          /^Migration 20260103000000_broken of kit_\w+ failed: .*"kit\.missing" does not exist/,
        );
        expect(message).toContain('Nothing of it was applied');

        await writeFile(
          join(migrations, '20260103000000_broken', 'migration.sql'),
          'CREATE TABLE "kit"."half" (id INT);\n',
        );
        const fixed = await open(service, migrations);
        expect((await historyOf(fixed)).map((row) => row.migration_name)).toContain('20260103000000_broken');
      } finally {
        await remove();
      }
    });
  });
}

let pgliteDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  pgliteDir = await tempDir('kit-db-');
});
afterAll(async () => {
  await pgliteDir.remove();
});
databaseContract('PGlite', () => ({ dataDir: pgliteDir.dir }));

const postgres = await postgresForTests();
afterAll(() => postgres.stop());
const databaseUrl = postgres.url;
describe.skipIf(!databaseUrl)('on PostgreSQL', () => {
  const created: string[] = [];
  const url = databaseUrl as string;
  afterAll(async () => {
    for (const service of new Set(created)) {
      const target = databaseTargetFor({ dataDir: '', databaseUrl: url, serviceDatabaseUrls: {} }, service);
      if (target.kind === 'postgres' && target.create)
        await dropDatabase(target.create.adminUrl, target.create.database);
    }
  });
  databaseContract(
    'PostgreSQL',
    () => ({ dataDir: '/unused', databaseUrl: url }),
    (service) => created.push(service),
  );

  it('gives each service its own database named after DATABASE_URL', () => {
    const target = databaseTargetFor(
      { dataDir: '', databaseUrl: 'postgres://h:5432/test', serviceDatabaseUrls: {} },
      'catalog',
    );
    expect(target).toMatchObject({
      kind: 'postgres',
      url: 'postgres://h:5432/test_catalog',
      source: 'DATABASE_URL',
    });
  });

  it('lets two processes migrate the same database at once', async () => {
    const service = uniqueService();
    created.push(service);
    const config = { dataDir: '', databaseUrl: url, serviceDatabaseUrls: {} };
    const [a, b] = await Promise.all([
      openDatabase({ service, migrationsDir, createClient, config }),
      openDatabase({ service, migrationsDir, createClient, config }),
    ]);
    try {
      expect(await historyOf(a)).toHaveLength(2);
      await b.client.note.create({ data: { title: 'x' } });
      expect(await a.client.note.count()).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
