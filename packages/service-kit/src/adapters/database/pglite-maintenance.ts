import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../../log/logger.ts';

interface TableActivity {
  schema: string;
  table: string;
  live: number;
  changed: number;
}

/**
 * PGlite runs PostgreSQL without its background workers, so nothing analyses tables as autovacuum would: a table
 * that grew from 200 rows to 50,000 keeps the statistics of 200, and the planner picks plans for 200 (reading a
 * 50,000-listing catalog's feed took twice as long). At open, each table changed past autovacuum's own threshold
 * (50 rows plus a tenth of the table) since it was last analysed is analysed now. Answers the tables analysed.
 */
export async function analyzeChangedTables(db: PGlite, log?: Logger): Promise<string[]> {
  // Counters of this process's own changes reach the statistics views once flushed: flush them first.
  await db.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await db.query<TableActivity>(
    `SELECT schemaname AS "schema", relname AS "table", n_live_tup::float8 AS "live",
            n_mod_since_analyze::float8 AS "changed"
     FROM pg_stat_user_tables`,
  );
  const stale = rows.filter((row) => row.changed > 50 + 0.1 * row.live);
  const started = performance.now();
  for (const { schema, table } of stale) {
    await db.exec(`ANALYZE "${schema.replaceAll('"', '""')}"."${table.replaceAll('"', '""')}"`);
  }
  const names = stale.map(({ schema, table }) => `${schema}.${table}`);
  if (names.length > 0) {
    log?.info(
      { tables: names, durationMs: Math.round(performance.now() - started) },
      'database statistics updated',
    );
  }
  return names;
}
