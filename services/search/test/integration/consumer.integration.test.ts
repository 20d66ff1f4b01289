import { randomBytes } from 'node:crypto';
import { CATALOG_EVENTS, type LocationsResponse } from '@manzil/contracts';
import {
  connectNatsBus,
  createInProcessBus,
  createInProcessIndex,
  type EventBus,
  type SearchIndex,
} from '@manzil/service-kit';
import { natsForTests } from '@manzil/test-utils';
import { connect } from 'nats';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { fakeCatalog, LISTINGS_PER_AREA, property } from '../helpers/catalog-fixture.ts';
import { buildSearchApp, catalogEvent, type SearchTestApp } from '../helpers/search-app.ts';

const nats = await natsForTests();
afterAll(() => nats.stop());
const natsUrl = nats.url;

interface BusUnderTest {
  name: string;
  open(): Promise<{ bus: EventBus; cleanup(): Promise<void> }>;
}

const BUSES: BusUnderTest[] = [
  {
    name: 'the in-process bus',
    open: async () => {
      const bus = createInProcessBus({ retryDelayMs: () => 20 });
      return { bus, cleanup: () => bus.close() };
    },
  },
  ...(natsUrl
    ? [
        {
          name: 'NATS JetStream',
          open: async () => {
            // Its own stream and subject prefix: other runs share the server, and streams may not overlap.
            const id = randomBytes(4).toString('hex');
            const stream = `SEARCH_TEST_${id}`;
            const bus = await connectNatsBus({
              url: natsUrl,
              stream,
              subjectPrefix: `search${id}.`,
              retryDelayMs: () => 50,
            });
            return {
              bus,
              cleanup: async () => {
                await bus.close();
                const nc = await connect({ servers: natsUrl });
                await (await nc.jetstreamManager()).streams.delete(stream).catch(() => {});
                await nc.close();
              },
            };
          },
        },
      ]
    : []),
];

/** An index whose next `failures` writes fail, like Meilisearch being briefly down. */
function flakyIndex(inner: SearchIndex) {
  let failures = 0;
  const index: SearchIndex = {
    ...inner,
    adapter: inner.adapter,
    async upsert(name, documents) {
      if (failures > 0) {
        failures--;
        throw new Error('index unavailable');
      }
      return inner.upsert(name, documents);
    },
  };
  return {
    index,
    failNext(count: number) {
      failures = count;
    },
  };
}

describe.each(BUSES)('the catalog consumer on $name', ({ open }) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(bus: EventBus, index: SearchIndex, durable: string): Promise<SearchTestApp> {
    const search = await buildSearchApp({
      catalog: fakeCatalog().source,
      adapters: { events: bus, index },
      plugin: { durable, indexPrefix: `${durable}_` },
    });
    cleanups.push(() => search.close());
    await search.waitForState('ready');
    return search;
  }

  const reemCount = async (search: SearchTestApp) => {
    const { body } = await search.request<LocationsResponse>('/api/search/locations?q=reem');
    return body.locations[0]?.listingCount;
  };

  it('acknowledges only after the index write: a failed write is redelivered and applied', async () => {
    const { bus, cleanup } = await open();
    cleanups.push(cleanup);
    const flaky = flakyIndex(createInProcessIndex());
    const durable = `search-${randomBytes(3).toString('hex')}`;
    const search = await start(bus, flaky.index, durable);

    flaky.failNext(2);
    await bus.publish(catalogEvent(CATALOG_EVENTS.propertyUpserted, 800, 1, property(800, 10, 1)));
    await expect
      .poll(() => reemCount(search), { timeout: 15_000 })
      .toBe((LISTINGS_PER_AREA[10] as number) + 1);
  });

  it('a durable consumer resumes after a restart with the events published meanwhile', async () => {
    const { bus, cleanup } = await open();
    cleanups.push(cleanup);
    const index = createInProcessIndex();
    const durable = `search-${randomBytes(3).toString('hex')}`;
    const first = await start(bus, index, durable);
    await bus.publish(catalogEvent(CATALOG_EVENTS.propertyUpserted, 810, 1, property(810, 10, 1)));
    await expect
      .poll(() => reemCount(first), { timeout: 15_000 })
      .toBe((LISTINGS_PER_AREA[10] as number) + 1);
    await first.close();

    // While the search service is down, the catalog keeps publishing.
    await bus.publish(catalogEvent(CATALOG_EVENTS.propertyUpserted, 811, 1, property(811, 10, 1)));
    await bus.publish(catalogEvent(CATALOG_EVENTS.propertyDeleted, 810, 2, { id: 810 }));
    await bus.publish(catalogEvent(CATALOG_EVENTS.propertyUpserted, 812, 1, property(812, 10, 1)));

    const second = await start(bus, index, durable);
    await expect
      .poll(() => reemCount(second), { timeout: 15_000 })
      .toBe((LISTINGS_PER_AREA[10] as number) + 2);
  });
});
