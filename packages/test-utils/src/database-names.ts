import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database name no other test uses: lowercase, starts with a letter, fits Postgres' 63 characters. */
export function freshDatabaseName(prefix = 'test'): string {
  const safe =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .replace(/^[^a-z]+/, '') || 'test';
  return `${safe.slice(0, 30)}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** DATABASE_URL with its database replaced, so every database a test derives from it is the test's own. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Drops every database whose name starts with `prefix` (a test's own, from freshDatabaseName). */
export async function dropDatabasesStartingWith(url: string, prefix: string): Promise<void> {
  if (!/^[a-z][a-z0-9_]+$/.test(prefix))
    throw new Error(`Refusing to drop databases by the prefix "${prefix}".`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
