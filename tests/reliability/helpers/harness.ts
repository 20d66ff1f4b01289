import { randomBytes } from 'node:crypto';
import { CATALOG_EVENTS } from '@manzil/contracts';
import {
  connectNatsBus,
  createLogger,
  type Database,
  type EventBus,
  type EventEnvelope,
  Metrics,
  type NatsBusOptions,
  openDatabase,
  type SearchIndex,
  type Subscription,
} from '@manzil/service-kit';
import {
  catalogListing,
  dropDatabasesStartingWith,
  freshDatabaseName,
  withDatabase,
} from '@manzil/test-utils';
import { connect } from 'nats';
import pg from 'pg';
import { type CatalogDb, createCatalogClient, MIGRATIONS_DIR } from '../../../services/catalog/src/db.ts';
import { eventKey, OUTBOX_SCHEMA, writeEvent } from '../../../services/catalog/src/events/catalog-events.ts';
import type { ApplyOutcome } from '../../../services/search/src/indexer/search-indexer.ts';
import { SearchIndexer } from '../../../services/search/src/indexer/search-indexer.ts';

export const databaseUrl = process.env.DATABASE_URL;
export const natsUrl = process.env.NATS_URL;
export const serversGiven = Boolean(databaseUrl && natsUrl);
export const SKIP_REASON =
  'Reliability tests skipped: set DATABASE_URL and NATS_URL (e.g. DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test NATS_URL=nats://127.0.0.1:4222 npm run test:reliability).';
if (!serversGiven) console.warn(SKIP_REASON);

export const silent = createLogger({ service: 'gateway', logLevel: 'silent' });
export { OUTBOX_SCHEMA };

/** A figure for docs/benchmarks.md, printed so a run shows it. */
export function report(line: string): void {
  console.log(`[reliability] ${line}`);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ------------------------------------------------------------------------------------------- catalog side

/**
 * The catalog's own database (its real migrations and outbox) in a fresh PostgreSQL database, plus a small
 * `reliability_listings` table standing for the listings: each update bumps a listing's version and writes
 * `catalog.property.upserted.v1` into the outbox in the same transaction, as the catalog's admin routes do.
 */
export interface CatalogFixture {
  db: Database<CatalogDb>;
  /** The catalog database's own URL (to reach it through a proxy). */
  url: string;
  seed(count: number): Promise<number[]>;
  update(id: number): Promise<void>;
  remove(id: number): Promise<void>;
  /** Listings as the catalog holds them: id → version (deleted ones are absent). */
  listings(): Promise<Map<number, number>>;
  deleted(): Promise<Map<number, number>>;
  cleanup(): Promise<void>;
}

export async function openCatalog(options: { prefix?: string } = {}): Promise<CatalogFixture> {
  const base = freshDatabaseName(options.prefix ?? 'rel');
  const url = withDatabase(databaseUrl as string, `${base}_catalog`);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${base}_catalog"`).finally(() => admin.end());
  const config = { dataDir: '', serviceDatabaseUrls: { catalog: url } };
  const db = await openDatabase({
    service: 'catalog',
    migrationsDir: MIGRATIONS_DIR,
    createClient: createCatalogClient,
    config,
  });
  const client = db.client;
  await client.$executeRawUnsafe(
    `CREATE TABLE IF NOT EXISTS public.reliability_listings (
       id int PRIMARY KEY, area_id int NOT NULL, emirate_id int NOT NULL, version int NOT NULL,
       deleted boolean NOT NULL DEFAULT false)`,
  );
  return {
    db,
    url,
    async seed(count) {
      const ids = Array.from({ length: count }, (_, i) => i + 1);
      await client.$executeRawUnsafe(
        `INSERT INTO public.reliability_listings (id, area_id, emirate_id, version)
         SELECT g, 10 + g % 7, 1 + g % 3, 0 FROM generate_series(1, $1::int) g`,
        count,
      );
      return ids;
    },
    async update(id) {
      await client.$transaction(async (tx) => {
        const [row] = await tx.$queryRawUnsafe<
          Array<{ version: number; area_id: number; emirate_id: number }>
        >(
          `UPDATE public.reliability_listings SET version = version + 1 WHERE id = $1 AND NOT deleted
           RETURNING version, area_id, emirate_id`,
          id,
        );
        if (!row) throw new Error(`listing ${id} is missing`);
        await writeEvent(
          tx,
          CATALOG_EVENTS.propertyUpserted,
          eventKey.property(id),
          row.version,
          catalogListing({
            id,
            areaId: row.area_id,
            emirateId: row.emirate_id,
            reference: `REL-${id}`,
            version: row.version,
          }),
        );
      });
    },
    async remove(id) {
      await client.$transaction(async (tx) => {
        const [row] = await tx.$queryRawUnsafe<Array<{ version: number }>>(
          `UPDATE public.reliability_listings SET version = version + 1, deleted = true WHERE id = $1
           RETURNING version`,
          id,
        );
        if (!row) throw new Error(`listing ${id} is missing`);
        await writeEvent(tx, CATALOG_EVENTS.propertyDeleted, eventKey.property(id), row.version, { id });
      });
    },
    async listings() {
      const rows = await client.$queryRawUnsafe<Array<{ id: number; version: number }>>(
        'SELECT id, version FROM public.reliability_listings WHERE NOT deleted',
      );
      return new Map(rows.map((row) => [Number(row.id), Number(row.version)]));
    },
    async deleted() {
      const rows = await client.$queryRawUnsafe<Array<{ id: number; version: number }>>(
        'SELECT id, version FROM public.reliability_listings WHERE deleted',
      );
      return new Map(rows.map((row) => [Number(row.id), Number(row.version)]));
    },
    async cleanup() {
      await db.close();
      await dropDatabasesStartingWith(databaseUrl as string, base);
    },
  };
}

/** Runs `fn` over `items` with at most `concurrency` at once (admins saving in parallel). */
export async function inParallel<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

// ------------------------------------------------------------------------------------------- bus side

/** A JetStream stream and subject prefix of this run only (other runs and the site share the server). */
export interface StreamFixture {
  options(url?: string): NatsBusOptions;
  connect(url?: string, extra?: Partial<NatsBusOptions>): Promise<EventBus>;
  cleanup(): Promise<void>;
}

export function testStream(): StreamFixture {
  const id = randomBytes(4).toString('hex');
  const stream = `REL_${id}`;
  const options = (url = natsUrl as string): NatsBusOptions => ({
    url,
    stream,
    subjectPrefix: `rel${id}.`,
    retryDelayMs: () => 100,
    log: silent,
  });
  return {
    options,
    connect: (url, extra = {}) => connectNatsBus({ ...options(url), ...extra }),
    async cleanup() {
      const nc = await connect({ servers: natsUrl as string });
      await (await nc.jetstreamManager()).streams.delete(stream).catch(() => {});
      await nc.close();
    },
  };
}

// ------------------------------------------------------------------------------------------- search side

/** The search service's indexer consuming the catalog events, with what it did per event recorded. */
export interface IndexerRun {
  indexer: SearchIndexer;
  subscription: Subscription;
  /** Event id → outcomes of every delivery (a second `applied` would be a duplicate change). */
  outcomes: Map<string, ApplyOutcome[]>;
  /** Milliseconds from each event's occurredAt to the index holding it. */
  lagMs: number[];
  applied(): number;
}

export async function startIndexer(
  bus: EventBus,
  index: SearchIndex,
  durable: string,
  shared?: Pick<IndexerRun, 'outcomes' | 'lagMs'>,
  indexer?: SearchIndexer,
): Promise<IndexerRun> {
  const run = indexer ?? new SearchIndexer({ index, log: silent, indexPrefix: `${durable}_` });
  if (!indexer) await run.init();
  const outcomes = shared?.outcomes ?? new Map<string, ApplyOutcome[]>();
  const lagMs = shared?.lagMs ?? [];
  // As the search service's consumer (consumeCatalogEvents), with a short ack wait so a killed consumer's
  // unacknowledged event comes back within seconds instead of 30 s.
  const subscription = await bus.subscribe(
    { durable, subjects: ['catalog.>'], maxDeliver: 8, ackWaitMs: 3000 },
    async (event: EventEnvelope) => {
      const outcome = await run.apply(event);
      outcomes.set(event.id, [...(outcomes.get(event.id) ?? []), outcome]);
      if (outcome === 'applied') lagMs.push(Date.now() - Date.parse(event.occurredAt));
    },
  );
  return {
    indexer: run,
    subscription,
    outcomes,
    lagMs,
    applied: () => [...outcomes.values()].filter((list) => list.includes('applied')).length,
  };
}

/**
 * Compares the index with the catalog by id and version: listings missing from the index, held at an older
 * version, and deleted listings the index still shows.
 */
export async function reconcile(
  catalog: CatalogFixture,
  index: SearchIndex,
  indexer: SearchIndexer,
  only?: number[],
) {
  const result = { missing: [] as number[], stale: [] as number[], deletedPresent: [] as number[] };
  for (const [id, version] of await catalog.listings()) {
    if (only && !only.includes(id)) continue;
    const doc = await index.get<{ id: number; version: number; deleted: boolean }>(
      indexer.names.listings,
      id,
    );
    if (!doc || doc.deleted) result.missing.push(id);
    else if (doc.version < version) result.stale.push(id);
  }
  for (const [id] of await catalog.deleted()) {
    const doc = await index.get<{ id: number; deleted: boolean }>(indexer.names.listings, id);
    if (doc && !doc.deleted) result.deletedPresent.push(id);
  }
  return result;
}

export const clean = { missing: [], stale: [], deletedPresent: [] };

export { Metrics };
