import { abuDhabiToday, type CatalogListing, type FeedResponse } from '@manzil/contracts';
import { createLogger, type createServer, loadConfig } from '@manzil/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogDb } from '../src/db.ts';
import {
  DEFAULT_PERMIT_CHECK_INTERVAL_S,
  permitCheckIntervalFromEnv,
  startPermitExpiryCheck,
  withdrawExpiredPermits,
} from '../src/permits/permit-expiry.ts';
import { publicListingRoutes } from '../src/routes/public-listings.ts';
import { seededCatalogApp } from './helpers.ts';

// The scheduled permit check on a seeded PGlite database, with the database at hand to let a permit lapse (its
// expiry date moved into the past, as the calendar would) without any admin edit.
let db: CatalogDb;
let app: ReturnType<typeof createServer>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const opened = await seededCatalogApp(async (server, database) => {
    await server.register(publicListingRoutes, { db: database });
  });
  ({ db, app } = opened);
  cleanup = opened.close;
}, 120_000);

afterAll(() => cleanup?.());

const YESTERDAY = new Date(`${abuDhabiToday(Date.now() - 86_400_000)}T00:00:00Z`);

async function feedIds(): Promise<number[]> {
  const response = await app.inject({ url: '/api/properties/feed?limit=1000' });
  return (response.json() as FeedResponse).listings.map((listing) => listing.id);
}
const detailStatus = async (id: number) =>
  (await app.inject({ url: `/api/properties/detail?id=${id}` })).statusCode;
/** The listing events waiting in the outbox for the relay, of one listing. */
const outboxOf = (id: number) =>
  db.outboxEvent.findMany({ where: { key: `property:${id}` }, orderBy: { version: 'asc' } });

describe('the scheduled permit check', () => {
  it('withdraws a listing whose permit has lapsed: one event through the outbox, then 410 on its page', async () => {
    const [first, second] = await db.property.findMany({ orderBy: { id: 'asc' }, select: { id: true } });
    const id = first?.id as number;
    expect(await detailStatus(id)).toBe(200);
    expect(await feedIds()).toContain(id);
    expect(await withdrawExpiredPermits(db)).toEqual([]);

    // The calendar passes its permit's last day.
    await db.property.update({ where: { id }, data: { permitExpiresOn: YESTERDAY } });
    const before = await db.property.findUniqueOrThrow({ where: { id }, select: { version: true } });
    expect(await detailStatus(id)).toBe(410);
    expect(await feedIds()).not.toContain(id);
    expect(await feedIds()).toContain(second?.id);

    expect(await withdrawExpiredPermits(db)).toEqual([id]);
    const events = await outboxOf(id);
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'catalog.property.upserted.v1', version: before.version + 1 });
    expect(last?.payload as CatalogListing).toMatchObject({ id, listed: false, version: before.version + 1 });
    // Announced once: the next round has nothing to do.
    expect(await withdrawExpiredPermits(db)).toEqual([]);
    expect(await outboxOf(id)).toHaveLength(events.length);
  });

  it('runs on its interval, wakes the relay, and stops cleanly', async () => {
    const [, second] = await db.property.findMany({ orderBy: { id: 'asc' }, select: { id: true } });
    const id = second?.id as number;
    const woken: number[] = [];
    const check = startPermitExpiryCheck({
      db,
      intervalS: 1,
      log: createLogger(loadConfig('catalog', { NODE_ENV: 'test', LOG_LEVEL: 'silent' })),
      published: () => woken.push(Date.now()),
    });
    try {
      await db.property.update({ where: { id }, data: { permitExpiresOn: YESTERDAY } });
      const deadline = Date.now() + 10_000;
      while (woken.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(woken).toHaveLength(1);
      expect((await outboxOf(id)).at(-1)?.payload as CatalogListing).toMatchObject({ id, listed: false });
    } finally {
      await check.stop();
    }
    expect(await check.runOnce()).toEqual([]);
  });

  it('reads its interval from PERMIT_CHECK_INTERVAL_S, 30 s by default, refusing nonsense', () => {
    expect(permitCheckIntervalFromEnv({})).toBe(DEFAULT_PERMIT_CHECK_INTERVAL_S);
    expect(DEFAULT_PERMIT_CHECK_INTERVAL_S).toBe(30);
    expect(permitCheckIntervalFromEnv({ PERMIT_CHECK_INTERVAL_S: '2' })).toBe(2);
    for (const bad of ['0', '1.5', 'soon', '90000'])
      expect(() => permitCheckIntervalFromEnv({ PERMIT_CHECK_INTERVAL_S: bad })).toThrow(
        /PERMIT_CHECK_INTERVAL_S/,
      );
  });
});
