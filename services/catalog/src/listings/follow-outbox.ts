import type { Logger } from '@manzil/service-kit';
import type { CatalogDb } from '../db.ts';
import type { ListingReadModel } from './read-model.ts';

export interface OutboxFollower {
  /** Applies the changes written since the last poll now. */
  poll(): Promise<number>;
  stop(): Promise<void>;
}

interface Row {
  id: string;
  type: string;
  key: string;
  occurred_at: Date | string;
}

/** Transactions commit in any order: re-read this far back so a late commit is not missed. */
const OVERLAP_MS = 10_000;

/**
 * Keeps the read model in step with changes other catalog instances commit: every `intervalMs` it reads the
 * outbox rows written since the last poll (the same rows the relay publishes) and reloads what they name.
 * Changes made through this instance are applied at once by the routes; reading them again is harmless.
 */
export function followOutbox(
  db: CatalogDb,
  model: ListingReadModel,
  options: { intervalMs?: number; log?: Logger; since?: Date } = {},
): OutboxFollower {
  const intervalMs = options.intervalMs ?? 2_000;
  let since = (options.since ?? new Date()).getTime() - OVERLAP_MS;
  const seen = new Map<string, number>();
  let running: Promise<number> | undefined;
  let stopped = false;

  async function once(): Promise<number> {
    const rows = await db.$queryRawUnsafe<Row[]>(
      `SELECT "id"::text AS "id", "type", "key", "occurred_at" FROM "catalog"."outbox"
       WHERE "occurred_at" > $1::timestamptz ORDER BY "occurred_at"`,
      new Date(since).toISOString(),
    );
    const fresh = rows.filter((row) => !seen.has(row.id));
    let latest = since + OVERLAP_MS;
    const properties = new Set<number>();
    let places = false;
    for (const row of fresh) {
      const at = new Date(row.occurred_at).getTime();
      seen.set(row.id, at);
      latest = Math.max(latest, at);
      if (row.type.startsWith('catalog.property.')) properties.add(Number(row.key.split(':')[1]));
      else places = true;
    }
    if (places) await model.reloadPlaces();
    await model.reloadListings([...properties].filter((id) => Number.isInteger(id) && id > 0));
    since = latest - OVERLAP_MS;
    for (const [id, at] of seen) if (at < since) seen.delete(id);
    return fresh.length;
  }

  const poll = () => {
    running ??= once().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => {
    if (stopped) return;
    poll().catch((error: unknown) =>
      options.log?.warn({ err: error }, 'catalog read model could not follow the outbox'),
    );
  }, intervalMs);
  timer.unref();

  return {
    poll,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
