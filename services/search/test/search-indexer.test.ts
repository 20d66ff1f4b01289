import { CATALOG_EVENTS } from '@manzil/contracts';
import { createInProcessIndex, createLogger, loadConfig, type SearchIndex } from '@manzil/service-kit';
import { beforeEach, describe, expect, it } from 'vitest';
import { SearchIndexer } from '../src/indexer/search-indexer.ts';
import { fixtureSnapshot, property } from './helpers/catalog-fixture.ts';
import { catalogEvent } from './helpers/search-app.ts';

const log = createLogger(loadConfig('search', { NODE_ENV: 'test' }));

describe('SearchIndexer', () => {
  let index: SearchIndex;
  let indexer: SearchIndexer;

  beforeEach(async () => {
    index = createInProcessIndex();
    indexer = new SearchIndexer({ index, log });
    expect(await indexer.init()).toEqual({ empty: true });
    await indexer.rebuild(async () => fixtureSnapshot());
  });

  it('applies a redelivered event once (idempotent by event id)', async () => {
    const event = catalogEvent(CATALOG_EVENTS.propertyUpserted, 500, 1, property(500, 10, 1));
    expect(await indexer.apply(event)).toBe('applied');
    expect(await indexer.apply(event)).toBe('duplicate');
    const status = await indexer.status();
    expect(status).toMatchObject({ eventsApplied: 1, eventsSkipped: 1 });
  });

  it('skips an event whose version is not newer than the indexed one', async () => {
    const current = fixtureSnapshot().properties[0];
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
    expect(await indexer.reconcile(snapshot)).toEqual({
      listings: snapshot.properties.length,
      missing: [],
      stale: [],
      deletedPresent: [],
    });
    const [first, second, third] = snapshot.properties;
    if (!first || !second || !third) throw new Error('fixture has listings');
    const newer = {
      ...snapshot,
      properties: [
        ...snapshot.properties
          .filter((p) => p.id !== third.id)
          .map((p) => (p.id === second.id ? { ...p, version: p.version + 1 } : p)),
        property(900, first.areaId, 1),
      ],
    };
    const report = await indexer.reconcile(newer);
    expect(report).toEqual({
      listings: newer.properties.length,
      missing: [900],
      stale: [second.id],
      deletedPresent: [third.id],
    });
    // Only a report: the index still holds what it held.
    expect(await index.count(indexer.names.listings)).toBe(snapshot.properties.length);
    await indexer.rebuild(async () => newer);
    expect(await indexer.reconcile(newer)).toMatchObject({ missing: [], stale: [], deletedPresent: [] });
  });

  it('a rebuild removes what the catalog no longer has and recounts', async () => {
    const snapshot = fixtureSnapshot();
    snapshot.areas = snapshot.areas.filter((area) => area.slug !== 'al-bateen');
    snapshot.properties = snapshot.properties.filter((listing) => listing.areaId !== 10);
    const result = await indexer.rebuild(async () => snapshot);
    expect(result).toMatchObject({ emirates: 2, areas: 7, listings: snapshot.properties.length });
    expect(result.removed).toBe(1 + 6);
    expect(await indexer.searchLocations('bateen', 'en', 5)).toEqual([]);
    const [reem] = await indexer.searchLocations('reem', 'en', 5);
    expect(reem?.listingCount).toBe(0);
    expect(await index.count(indexer.names.listings)).toBe(snapshot.properties.length);
  });

  it('reads every document past a thousand (keyset paging) when rebuilding', async () => {
    const snapshot = fixtureSnapshot();
    snapshot.properties = Array.from({ length: 2345 }, (_, i) => property(10_000 + i, i % 2 ? 10 : 20, 1));
    await indexer.rebuild(async () => snapshot);
    snapshot.properties = snapshot.properties.slice(0, 1200);
    const result = await indexer.rebuild(async () => snapshot);
    expect(result.removed).toBe(2345 - 1200);
    expect(await index.count(indexer.names.listings)).toBe(1200);
    const [reem] = await indexer.searchLocations('reem', 'en', 1);
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
