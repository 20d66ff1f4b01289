import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { postgresForTests } from '@manzil/test-servers';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/database/open-database.ts';
import { StartupError } from '../../src/config/config-error.ts';
import { createClient, migrationsDir, tempDir, uniqueService } from '../helpers/fixtures.ts';

const postgres = await postgresForTests();
afterAll(() => postgres.stop());

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

describe('PGlite data directory problems', () => {
  let data: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    data = await tempDir('kit-dberr-');
  });
  afterAll(async () => {
    await data.remove();
  });
  const open = (service: string) =>
    openDatabase({
      service,
      migrationsDir,
      createClient,
      config: { dataDir: data.dir, serviceDatabaseUrls: {} },
    });

  it('refuses a folder holding other files, and leaves them alone', async () => {
    const dir = join(data.dir, 'db', 'foreign');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'holiday.jpg'), 'not a database');
    const message = await startupError(open('foreign'));
    expect(message).toBe(
      `DATA_DIR/db/foreign (${dir}) is not a readable database (it holds other files). Move it away to start fresh, or point DATA_DIR elsewhere. Nothing was deleted.`,
    );
    expect(await readdir(dir)).toEqual(['holiday.jpg']);
  });

  it('refuses a damaged database without deleting it', async () => {
    const dir = join(data.dir, 'db', 'damaged');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'PG_VERSION'), '9\n');
    const message = await startupError(open('damaged'));
    expect(message).toMatch(
      /^DATA_DIR\/db\/damaged \(.*\) is not a readable database \(.+\)\. Move it away to start fresh/,
    );
    expect(await readFile(join(dir, 'PG_VERSION'), 'utf8')).toBe('9\n');
  });

  it('refuses a database another live process has open', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      await mkdir(join(data.dir, 'db'), { recursive: true });
      await writeFile(join(data.dir, 'db', 'busy.lock'), String(child.pid));
      const message = await startupError(open('busy'));
      expect(message).toContain(
        `is in use by another process (pid ${child.pid}). Stop it, or point DATA_DIR elsewhere`,
      );
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and refuses a second open in this process', async () => {
    await mkdir(join(data.dir, 'db'), { recursive: true });
    await writeFile(join(data.dir, 'db', 'stale.lock'), '999999999');
    const db = await open('stale');
    try {
      expect((await db.health()).ok).toBe(true);
      expect(await startupError(open('stale'))).toContain('is already open in this process');
    } finally {
      await db.close();
    }
  });
});

describe('PostgreSQL connection problems', () => {
  it('stops with one line when the configured server cannot be reached', async () => {
    const message = await startupError(
      openDatabase({
        service: 'catalog',
        migrationsDir,
        createClient,
        config: {
          dataDir: '',
          databaseUrl: 'postgresql://app:s3cret@127.0.0.1:1/manzil',
          serviceDatabaseUrls: {},
        },
      }),
    );
    expect(message).toBe(
      'Cannot reach PostgreSQL at postgresql://127.0.0.1:1/manzil (DATABASE_URL): connection refused. Start PostgreSQL or unset DATABASE_URL to use the embedded database under DATA_DIR/db.',
    );
    expect(message).not.toContain('s3cret');
  });

  it('names the per-service variable when its URL is used', async () => {
    const message = await startupError(
      openDatabase({
        service: 'catalog',
        migrationsDir,
        createClient,
        config: { dataDir: '', serviceDatabaseUrls: { catalog: 'postgresql://127.0.0.1:1/catalog' } },
      }),
    );
    expect(message).toContain(
      '(CATALOG_DATABASE_URL): connection refused. Start PostgreSQL or unset CATALOG_DATABASE_URL',
    );
  });

  const databaseUrl = postgres.url;
  describe.skipIf(!databaseUrl)('on PostgreSQL', () => {
    const role = `kit_nocreate_${process.pid}`;
    const admin = () => new pg.Client({ connectionString: databaseUrl });
    beforeAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`CREATE ROLE ${role} LOGIN NOCREATEDB`);
      await client.end();
    });
    afterAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`DROP ROLE IF EXISTS ${role}`);
      await client.end();
    });

    it('explains what to do when the user may not create the service database', async () => {
      const url = new URL(databaseUrl as string);
      url.username = role;
      url.password = '';
      const service = uniqueService();
      const message = await startupError(
        openDatabase({
          service,
          migrationsDir,
          createClient,
          config: { dataDir: '', databaseUrl: url.toString(), serviceDatabaseUrls: {} },
        }),
      );
      const database = `${url.pathname.slice(1)}_${service}`;
      expect(message).toBe(
        `The user in DATABASE_URL may not create the database "${database}" (permission denied). Create it once (CREATE DATABASE "${database}"), or set ${service.toUpperCase()}_DATABASE_URL to a database that exists.`,
      );
    });
  });
});
