import { ConfigError, type Logger, type RawSqlClient } from '@manzil/service-kit';
import { TX_OPTIONS } from '../changes/admin-support.ts';
import type { CatalogDb } from '../db.ts';
import { writeListingsUpserted } from '../events/catalog-events.ts';
import { PERMIT_EXPIRED, readListings } from '../listings/listing-rows.ts';

/** How often the catalog looks for listings whose advertising permit has just expired, by default. */
export const DEFAULT_PERMIT_CHECK_INTERVAL_S = 30;
/** Listings withdrawn per transaction; the next round takes the rest. */
const BATCH = 500;

/** `PERMIT_CHECK_INTERVAL_S`: whole seconds from 1 to one day; default 30, so a listing leaves within a minute. */
export function permitCheckIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PERMIT_CHECK_INTERVAL_S?.trim();
  if (!raw) return DEFAULT_PERMIT_CHECK_INTERVAL_S;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 86_400) {
    throw new ConfigError(
      'PERMIT_CHECK_INTERVAL_S',
      `PERMIT_CHECK_INTERVAL_S must be a whole number of seconds from 1 to 86400 (got "${raw}"). Example: PERMIT_CHECK_INTERVAL_S=30`,
    );
  }
  return value;
}

/**
 * Withdraws the published listings whose permit has expired and that no event has yet announced as such: stamps
 * them (`permit_withdrawn_at`), bumps their version and writes their upserted event (now `listed: false`) in the
 * same transaction, through the outbox as an admin edit does, so the search index drops them. Safe to run from
 * several processes at once: the stamp is taken by one UPDATE. Answers the withdrawn ids.
 */
export async function withdrawExpiredPermits(db: CatalogDb): Promise<number[]> {
  return db.$transaction(async (tx) => {
    const client = tx as unknown as RawSqlClient;
    const rows = await client.$queryRawUnsafe<Array<{ id: number }>>(
      `UPDATE "catalog"."properties" SET "permit_withdrawn_at" = now(), "version" = "version" + 1
       WHERE "id" IN (
         SELECT p.id FROM "catalog"."properties" p
         WHERE p.published AND p.permit_withdrawn_at IS NULL AND ${PERMIT_EXPIRED}
         ORDER BY p.id LIMIT ${BATCH}
       ) AND "permit_withdrawn_at" IS NULL
       RETURNING "id"`,
    );
    const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    if (ids.length > 0) await writeListingsUpserted(client, await readListings(client, ids));
    return ids;
  }, TX_OPTIONS);
}

export interface PermitExpiryCheck {
  /** One round now (tests, and the timer); resolves with the listings it withdrew. */
  runOnce(): Promise<number[]>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Every `intervalS` seconds, withdraws listings whose permit has expired (see `withdrawExpiredPermits`) and wakes
 * the outbox relay. Rounds never overlap; the timer does not keep the process alive.
 */
export function startPermitExpiryCheck(options: {
  db: CatalogDb;
  intervalS: number;
  log: Logger;
  /** Wakes the outbox relay after a round wrote events. */
  published: () => void;
  /** Waits before each round (the seed of a fresh database). */
  before?: () => Promise<unknown>;
}): PermitExpiryCheck {
  const { db, log, published } = options;
  let running: Promise<number[]> | null = null;
  let stopped = false;

  const runOnce = (): Promise<number[]> => {
    running ??= (async () => {
      try {
        await options.before?.();
        if (stopped) return [];
        const ids = await withdrawExpiredPermits(db);
        if (ids.length > 0) {
          log.info({ ids }, 'permit check: listings with an expired permit left public search');
          published();
        }
        return ids;
      } catch (error) {
        log.warn({ err: error }, 'permit check: the round failed; it runs again at the next interval');
        return [];
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void runOnce(), options.intervalS * 1000);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
