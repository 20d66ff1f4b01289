import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { OutboxClient, RawSqlClient } from '../../src/events/outbox.ts';

export const migrationsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'prisma',
  'migrations',
);

interface Note {
  id: number;
  title: string;
  tags: string[];
  createdAt: Date;
}

interface NoteDelegate {
  create(args: { data: { title: string; tags?: string[] } }): Promise<Note>;
  count(): Promise<number>;
}

/**
 * The part of the test schema's generated client the tests use. Written out because the client is generated
 * by test/global-setup.ts when tests start, after `npm run typecheck` has run on a fresh clone.
 */
export interface TestClient extends OutboxClient {
  note: NoteDelegate;
  $transaction<R>(
    fn: (tx: RawSqlClient & { note: NoteDelegate }) => Promise<R>,
    options?: object,
  ): Promise<R>;
  $disconnect(): Promise<void>;
}

type PrismaClientClass = new (options: { adapter: unknown }) => TestClient;

// Not a literal specifier, so typechecking does not need the generated files.
const generatedClient = '../fixtures/generated/prisma/client.ts';
const { PrismaClient } = (await import(generatedClient)) as { PrismaClient: PrismaClientClass };

/** The test schema's client on whichever driver adapter the kit chose. */
export const createClient = (adapter: unknown): TestClient => new PrismaClient({ adapter });

/** A temp folder removed by the returned function. */
export async function tempDir(prefix = 'kit-'): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A copy of the fixture migrations that a test may edit. */
export async function copyOfMigrations(into: string): Promise<string> {
  const copy = join(into, 'migrations');
  await cp(migrationsDir, copy, { recursive: true });
  return copy;
}

/** A service name no other test run uses, so each run gets its own Postgres database. */
export const uniqueService = () => `kit_${randomBytes(4).toString('hex')}`;

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
