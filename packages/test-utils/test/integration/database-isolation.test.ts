import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestContext, postgresForTests } from '../../src/index.ts';

const postgres = await postgresForTests();
afterAll(() => postgres.stop());
const databaseUrl = postgres.url;
describe.skipIf(!databaseUrl)('on PostgreSQL', () => {
  it('gives the context its own database names and drops them on cleanup', async () => {
    const ctx = await buildTestContext({ env: { DATABASE_URL: databaseUrl } });
    const base = new URL(ctx.config.databaseUrl as string).pathname.slice(1);
    expect(base).not.toBe(new URL(databaseUrl as string).pathname.slice(1));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${base}_catalog"`);
      await ctx.cleanup();
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        `${base}_catalog`,
      ]);
      expect(rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
