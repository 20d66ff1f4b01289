import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeChangedTables } from '../src/adapters/database/pglite-maintenance.ts';

describe('analyzeChangedTables (PGlite has no autovacuum)', () => {
  let db: PGlite | undefined;
  afterEach(async () => {
    await db?.close();
  });

  it('analyses the tables that changed past autovacuum’s threshold, and only those', async () => {
    db = new PGlite();
    await db.exec(`
      CREATE SCHEMA catalog;
      CREATE TABLE catalog.properties (id serial PRIMARY KEY, price int);
      CREATE TABLE catalog.areas (id serial PRIMARY KEY, name text);
      INSERT INTO catalog.properties (price) SELECT g FROM generate_series(1, 2000) g;
      INSERT INTO catalog.areas (name) VALUES ('Al Reem Island');
    `);
    expect(await analyzeChangedTables(db)).toEqual(['catalog.properties']);
    const { rows } = await db.query<{ reltuples: number }>(
      `SELECT reltuples::int AS reltuples FROM pg_class WHERE relname = 'properties'`,
    );
    expect(rows[0]?.reltuples).toBe(2000);
    // Nothing changed since: nothing to do.
    expect(await analyzeChangedTables(db)).toEqual([]);
    await db.exec('INSERT INTO catalog.properties (price) SELECT g FROM generate_series(1, 100) g');
    expect(await analyzeChangedTables(db)).toEqual([]);
    await db.exec('INSERT INTO catalog.properties (price) SELECT g FROM generate_series(1, 400) g');
    expect(await analyzeChangedTables(db)).toEqual(['catalog.properties']);
  });
});
