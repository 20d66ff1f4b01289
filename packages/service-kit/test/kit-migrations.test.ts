import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checksumOf, readMigrations } from '../src/adapters/database/migrator.ts';
import { openDatabase } from '../src/adapters/database/open-database.ts';
import { StartupError } from '../src/config/config-error.ts';
import { copyOfMigrations, createClient, tempDir } from './helpers/fixtures.ts';

const services = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'services');

/**
 * The checksums of the services' own copies of these migrations, as databases that applied them recorded them
 * in `_prisma_migrations`: the kit's SQL must render the same text, or those databases refuse to start.
 */
const RECORDED: Record<string, Record<string, string>> = {
  auth: {
    '20261126100000_audit_log': '40605f27b0eb7ab60f4f0220239dbc8e01304437ea48542cecfff6530eec4acd',
  },
  catalog: {
    '20261123150000_outbox_request_id': 'd54d7e2af8f6c6d418a7c9a72fc912e51e3649388b5517c3b9b68491b30c3788',
    '20261126100000_audit_log': '3078cb08f7cb95b9845548cacb5078b4ac6aac4e5dd9419dda5df0fec4dc3fce',
  },
  contact: {
    '20261123150000_outbox_request_id': '090d925a338d05081339118c38c57efa9fbaff887fe341bffcc7e33c6f21c512',
    '20261126100000_audit_log': 'cf082dcfbd2b0452cd7ce958237b008648e3270beae1d4fb1cb53659ca2dddd4',
  },
  content: {
    '20261123150000_outbox_request_id': 'bae52ae9142bd20e1dc1a528ebbf5883681b73a6639661a8cdf51c9a9457dfc9',
    '20261126100000_audit_log': '23ee64942fce40a211c4c8d0c9187ed879e70c02af8d3beef6184c6454d935be',
  },
  media: {
    '20261126100000_audit_log': 'be5c354eb241435d7fb0556d01a452d83412384b9216565509afef2ccedd6ed6',
  },
  notifications: {
    '20261126140000_audit_log': '1b7adc01a289c70e1ff9145249b84603662d0fa419b199256d11b5e9d6bbb795',
  },
};

const cleanups: Array<() => Promise<void>> = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

async function migrationsWith(kit: unknown): Promise<string> {
  const { dir, remove } = await tempDir('kit-migrations-');
  cleanups.push(remove);
  const copy = await copyOfMigrations(dir);
  await writeFile(join(copy, 'kit-migrations.json'), JSON.stringify(kit));
  return copy;
}

describe("the kit's migrations", () => {
  it.each(Object.keys(RECORDED))(
    'render for %s exactly what its databases applied, in their place in its history',
    async (service) => {
      const migrations = await readMigrations(join(services, service, 'prisma', 'migrations'));
      const names = migrations.map((migration) => migration.name);
      expect(names).toEqual([...names].sort());
      const kit = Object.fromEntries(
        migrations
          .filter((migration) => migration.file.includes('kit-migrations.json'))
          .map((migration) => [migration.name, checksumOf(migration.sql)]),
      );
      expect(kit).toEqual(RECORDED[service]);
    },
  );

  it('create the audit log in the service schema, append-only, recorded in the history', async () => {
    const dir = await migrationsWith({
      schema: 'kit_test',
      migrations: { '20260103000000_audit_log': ['schema', 'audit_log'] },
    });
    const { dir: dataDir, remove } = await tempDir('kit-data-');
    cleanups.push(remove);
    const db = await openDatabase({
      service: 'kit_test',
      migrationsDir: dir,
      createClient,
      config: { dataDir, serviceDatabaseUrls: {} },
    });
    try {
      const history = await db.client.$queryRawUnsafe<Array<{ migration_name: string }>>(
        'SELECT migration_name FROM _prisma_migrations ORDER BY migration_name',
      );
      expect(history.map((row) => row.migration_name)).toEqual([
        '20260101000000_init',
        '20260102000000_note_tags',
        '20260103000000_audit_log',
      ]);
      await db.client.$executeRawUnsafe(
        `INSERT INTO "kit_test"."audit_log" ("username", "action", "kind", "client") VALUES ('admin', 'create', 'note', 'test')`,
      );
      await expect(db.client.$executeRawUnsafe(`DELETE FROM "kit_test"."audit_log"`)).rejects.toThrow(
        /append-only/,
      );
    } finally {
      await db.close();
    }
  });

  it('refuse a part the kit does not have, and a migration that is also a folder', async () => {
    const unknown = await migrationsWith({ schema: 'x', migrations: { '20260103000000_a': ['audit'] } });
    await expect(readMigrations(unknown)).rejects.toThrow(StartupError);
    await expect(readMigrations(unknown)).rejects.toThrow(/unknown: audit/);

    const twice = await migrationsWith({ schema: 'x', migrations: { '20260101000000_init': ['audit_log'] } });
    await expect(readMigrations(twice)).rejects.toThrow(/both a folder/);

    const { dir: empty, remove } = await tempDir('kit-none-');
    cleanups.push(remove);
    await mkdir(join(empty, 'm'));
    await writeFile(join(empty, 'm', 'migration.sql'), 'SELECT 1;');
    expect((await readMigrations(empty)).map((migration) => migration.name)).toEqual(['m']);
  });
});
