import type { LocationsResponse, ReindexResult } from '@manzil/contracts';
import { buildTestContext, signTestAdminToken, type TestContext } from '@manzil/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeCatalog, fixtureSnapshot } from './helpers/catalog-fixture.ts';
import { buildSearchApp } from './helpers/search-app.ts';

describe('rebuilding the index from the catalog', () => {
  const open: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close();
  });
  const track = <T extends { close(): Promise<void> }>(item: T) => {
    open.push(item);
    return item;
  };

  it('rebuilds an empty index on start, not ready until the catalog answered', async () => {
    const catalog = fakeCatalog(fixtureSnapshot(), 3);
    const search = track(await buildSearchApp({ catalog: catalog.source }));
    const early = await search.app.inject({ url: '/readyz' });
    expect(early.statusCode).toBe(503);
    expect(early.json().dependencies).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'search:index', ok: false })]),
    );

    await search.waitForState('ready', 15_000);
    expect(catalog.calls).toBe(4);
    const ready = await search.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const { body } = await search.request<LocationsResponse>('/api/search/locations?q=reem');
    expect(body.locations[0]?.slug).toBe('al-reem-island');
  });

  it('is ready at once when the index already holds data, and reconciles in the background', async () => {
    const ctx: TestContext = await buildTestContext();
    track({ close: () => ctx.cleanup() });
    const plugin = { indexPrefix: 'kept_' };
    const first = await buildSearchApp({ catalog: fakeCatalog().source, ctx, plugin });
    await first.waitForState('ready');
    await first.close();

    const catalog = fakeCatalog(fixtureSnapshot(), 2);
    const second = track(await buildSearchApp({ catalog: catalog.source, ctx, plugin }));
    expect((await second.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const { body } = await second.request<LocationsResponse>('/api/search/locations?q=reem');
    expect(body.locations[0]?.slug).toBe('al-reem-island');
    // With the in-process bus (events lost in a crash), it still reconciles with the catalog.
    await expect.poll(() => catalog.calls, { timeout: 10_000 }).toBe(3);
    await expect
      .poll(
        async () => (await second.request<{ lastReindex: unknown }>('/api/search/status')).body.lastReindex,
      )
      .not.toBeNull();
  });

  it('reconciles a kept in-process index on start even with a durable bus', async () => {
    // The in-process index saves its snapshot shortly after a change: after a crash it can trail events the
    // durable bus already counts as handled, so the catalog is read again whatever the bus.
    const ctx: TestContext = await buildTestContext();
    track({ close: () => ctx.cleanup() });
    const plugin = { indexPrefix: 'durable_' };
    const first = await buildSearchApp({ catalog: fakeCatalog().source, ctx, plugin });
    await first.waitForState('ready');
    await first.close();

    const durable = { ...ctx, events: { ...ctx.events, adapter: 'nats' as const } } as unknown as TestContext;
    const catalog = fakeCatalog(fixtureSnapshot(), 0);
    track(await buildSearchApp({ catalog: catalog.source, ctx: durable, plugin }));
    await expect.poll(() => catalog.calls, { timeout: 10_000 }).toBe(1);
  });

  it('POST /api/search/reindex rebuilds on demand for an admin, 401 without a token', async () => {
    const catalog = fakeCatalog();
    const search = track(await buildSearchApp({ catalog: catalog.source }));
    await search.waitForState('ready');

    const anonymous = await search.app.inject({ method: 'POST', url: '/api/search/reindex' });
    expect(anonymous.statusCode).toBe(401);

    const snapshot = fixtureSnapshot();
    snapshot.areas.push({
      id: 40,
      nameEn: 'Al Jurf',
      nameAr: 'الجرف',
      slug: 'al-jurf',
      emirateId: 1,
      center: null,
    });
    catalog.set(snapshot);
    const token = await signTestAdminToken(search.ctx);
    const answer = await search.app.inject({
      method: 'POST',
      url: '/api/search/reindex',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ReindexResult>()).toMatchObject({ emirates: 2, areas: 9, removed: 0 });
    const { body } = await search.request<LocationsResponse>('/api/search/locations?q=الجرف');
    expect(body.locations[0]).toMatchObject({ slug: 'al-jurf', listingCount: 0 });
  });

  it('GET /api/search/status reports what the index holds', async () => {
    const search = track(await buildSearchApp({ catalog: fakeCatalog().source }));
    const status = await search.waitForState('ready');
    const snapshot = fixtureSnapshot();
    expect(status).toMatchObject({
      adapter: 'in-process',
      locations: snapshot.emirates.length + snapshot.areas.length,
      listings: snapshot.listings.length,
      lastReindex: { emirates: 2, areas: 8, listings: snapshot.listings.length },
    });
  });
});
