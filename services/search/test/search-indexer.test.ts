import { CATALOG_EVENTS } from '@manzil/contracts';
import { createInProcessIndex, createLogger, loadConfig, type SearchIndex } from '@manzil/service-kit';
import { beforeEach, describe, expect, it } from 'vitest';
import { SearchIndexer } from '../src/indexer/search-indexer.ts';
import { PlaceMatcher } from '../src/search/places.ts';
import { type CatalogSnapshot, fixtureSnapshot, property, sourceOf } from './helpers/catalog-fixture.ts';
import { catalogEvent } from './helpers/search-app.ts';

const log = createLogger(loadConfig('search', { NODE_ENV: 'test' }));

describe('SearchIndexer', () => {
  let index: SearchIndex;
  let indexer: SearchIndexer;
  let places: PlaceMatcher;
  const from = (snapshot: CatalogSnapshot) => sourceOf(() => snapshot);

  beforeEach(async () => {
    index = createInProcessIndex();
    indexer = new SearchIndexer({ index, log });
    places = new PlaceMatcher(index, indexer.names.locations);
    expect(await indexer.init()).toEqual({ empty: true });
    await indexer.rebuild(from(fixtureSnapshot()));
  });

  it('applies a redelivered event once (idempotent by event id)', async () => {
    const event = catalogEvent(CATALOG_EVENTS.propertyUpserted, 500, 1, property(500, 10, 1));
    expect(await indexer.apply(event)).toBe('applied');
    expect(await indexer.apply(event)).toBe('duplicate');
    const status = await indexer.status();
    expect(status).toMatchObject({ eventsApplied: 1, eventsSkipped: 1 });
  });

  it('skips an event whose version is not newer than the indexed one', async () => {
    const current = fixtureSnapshot().listings[0];
    const again = catalogEvent(CATALOG_EVENTS.propertyUpserted, current?.id ?? 0, 1, current);
    expect(await indexer.apply(again)).toBe('stale');
  });

  it('ignores catalog events outside the index', async () => {
    expect(await indexer.apply(catalogEvent('catalog.property-type.upserted.v1', 1, 1, { id: 1 }))).toBe(
      'ignored',
    );
  });

  it('reconcile reports missing, stale and deleted-but-present listings by id and version, changing nothing', async () => {
    const snapshot = fixtureSnapshot();
    expect(await indexer.reconcile(from(snapshot))).toEqual({
      listings: snapshot.listings.length,
      missing: [],
      stale: [],
      deletedPresent: [],
    });
    const [first, second, third] = snapshot.listings;
    if (!first || !second || !third) throw new Error('fixture has listings');
    const newer = {
      ...snapshot,
      listings: [
        ...snapshot.listings
          .filter((p) => p.id !== third.id)
          .map((p) => (p.id === second.id ? { ...p, version: p.version + 1 } : p)),
        property(900, first.areaId, 1),
      ],
    };
    const report = await indexer.reconcile(from(newer));
    expect(report).toEqual({
      listings: newer.listings.length,
      missing: [900],
      stale: [second.id],
      deletedPresent: [third.id],
    });
    // Only a report: the index still holds what it held.
    expect(await index.count(indexer.names.listings)).toBe(snapshot.listings.length);
    await indexer.rebuild(from(newer));
    expect(await indexer.reconcile(from(newer))).toMatchObject({
      missing: [],
      stale: [],
      deletedPresent: [],
    });
  });

  it('a rebuild removes what the catalog no longer has and recounts', async () => {
    const snapshot = fixtureSnapshot();
    snapshot.areas = snapshot.areas.filter((area) => area.slug !== 'al-bateen');
    snapshot.listings = snapshot.listings.filter((listing) => listing.areaId !== 10);
    const result = await indexer.rebuild(from(snapshot));
    expect(result).toMatchObject({ emirates: 2, areas: 7, listings: snapshot.listings.length });
    expect(result.removed).toBe(1 + 6);
    expect(await places.suggest('bateen', 'en', 5)).toEqual([]);
    const [reem] = await places.suggest('reem', 'en', 5);
    expect(reem?.listingCount).toBe(0);
    expect(await index.count(indexer.names.listings)).toBe(snapshot.listings.length);
  });

  it('reads every document past a thousand (keyset paging) when rebuilding', async () => {
    const snapshot = fixtureSnapshot();
    snapshot.listings = Array.from({ length: 2345 }, (_, i) => property(10_000 + i, i % 2 ? 10 : 20, 1));
    await indexer.rebuild(from(snapshot));
    snapshot.listings = snapshot.listings.slice(0, 1200);
    const result = await indexer.rebuild(from(snapshot));
    expect(result.removed).toBe(2345 - 1200);
    expect(await index.count(indexer.names.listings)).toBe(1200);
    const [reem] = await places.suggest('reem', 'en', 1);
    expect(reem?.listingCount).toBe(600);
  });

  it('reports readiness from its state', async () => {
    expect(await indexer.health()).toMatchObject({ name: 'search:index', adapter: 'in-process', ok: true });
    const fresh = new SearchIndexer({ index: createInProcessIndex(), log });
    await fresh.init();
    expect(await fresh.health()).toMatchObject({
      ok: false,
      detail: 'building the search index from the catalog',
    });
    fresh.markRebuildFailed(new Error('connection refused'));
    expect(await fresh.health()).toMatchObject({
      ok: false,
      detail: expect.stringContaining('connection refused'),
    });
  });
});
