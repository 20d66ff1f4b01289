import {
  type AreaUpsertedData,
  CATALOG_EVENTS,
  type EmirateUpsertedData,
  type LocationsResponse,
  type SearchStatus,
} from '@manzil/contracts';
import type { DeadLetter, EventEnvelope } from '@manzil/service-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeCatalog, LISTINGS_PER_AREA, property } from './helpers/catalog-fixture.ts';
import { buildSearchApp, catalogEvent, publishAndSettle, type SearchTestApp } from './helpers/search-app.ts';

const reemArea = (overrides: Partial<AreaUpsertedData> = {}): AreaUpsertedData => ({
  id: 10,
  nameEn: 'Al Reem Island',
  nameAr: 'جزيرة الريم',
  slug: 'al-reem-island',
  enabled: true,
  center: null,
  emirateId: 1,
  emirateName: 'Abu Dhabi',
  emirateNameAr: 'أبوظبي',
  emirateEnabled: true,
  ...overrides,
});

const abuDhabi = (overrides: Partial<EmirateUpsertedData> = {}): EmirateUpsertedData => ({
  id: 1,
  nameEn: 'Abu Dhabi',
  nameAr: 'أبوظبي',
  slug: 'abu-dhabi',
  enabled: true,
  sortOrder: 1,
  ...overrides,
});

describe('catalog events keep the location index current', () => {
  let search: SearchTestApp;

  beforeEach(async () => {
    search = await buildSearchApp({ catalog: fakeCatalog().source });
    await search.waitForState('ready');
  });
  afterEach(() => search.close());

  const place = async (q: string, slug: string, lang = 'en') => {
    const { body } = await search.request<LocationsResponse>(
      `/api/search/locations?q=${encodeURIComponent(q)}&lang=${lang}&limit=20`,
    );
    return body.locations.find((candidate) => candidate.slug === slug);
  };
  const publish = (...events: EventEnvelope[]) => publishAndSettle(search.ctx, ...events);

  it('counts a new listing in its area and emirate, and moves it when its area changes', async () => {
    const reemBefore = LISTINGS_PER_AREA[10] as number;
    const emirateBefore = (await place('abu dhabi', 'abu-dhabi'))?.listingCount as number;

    await publish(catalogEvent(CATALOG_EVENTS.propertyUpserted, 900, 1, property(900, 10, 1)));
    expect((await place('reem', 'al-reem-island'))?.listingCount).toBe(reemBefore + 1);
    expect((await place('abu dhabi', 'abu-dhabi'))?.listingCount).toBe(emirateBefore + 1);

    await publish(catalogEvent(CATALOG_EVENTS.propertyUpserted, 900, 2, property(900, 20, 2)));
    expect((await place('reem', 'al-reem-island'))?.listingCount).toBe(reemBefore);
    expect((await place('abu dhabi', 'abu-dhabi'))?.listingCount).toBe(emirateBefore);
    expect((await place('marina', 'dubai-marina'))?.listingCount).toBe((LISTINGS_PER_AREA[20] as number) + 1);

    await publish(catalogEvent(CATALOG_EVENTS.propertyDeleted, 900, 3, { id: 900 }));
    expect((await place('marina', 'dubai-marina'))?.listingCount).toBe(LISTINGS_PER_AREA[20]);
  });

  it('applies an update only if its version is newer, and each event once', async () => {
    const reemBefore = LISTINGS_PER_AREA[10] as number;
    await publish(catalogEvent(CATALOG_EVENTS.propertyUpserted, 901, 5, property(901, 10, 5)));
    // An older version arriving late (in another area) changes nothing.
    await publish(catalogEvent(CATALOG_EVENTS.propertyUpserted, 901, 4, property(901, 11, 4)));
    expect((await place('reem', 'al-reem-island'))?.listingCount).toBe(reemBefore + 1);
    expect((await place('saadiyat', 'saadiyat-island'))?.listingCount).toBe(LISTINGS_PER_AREA[11]);

    const { body: status } = await search.request<SearchStatus>('/api/search/status');
    expect(status.eventsSkipped).toBe(1);

    // A deletion that lost the race to a newer upsert is skipped; an older upsert after a deletion too.
    await publish(catalogEvent(CATALOG_EVENTS.propertyDeleted, 901, 6, { id: 901 }));
    await publish(catalogEvent(CATALOG_EVENTS.propertyUpserted, 901, 6, property(901, 10, 6)));
    expect((await place('reem', 'al-reem-island'))?.listingCount).toBe(reemBefore);
  });

  it('renames and hides areas, and carries emirate changes into their areas', async () => {
    await publish(
      catalogEvent(CATALOG_EVENTS.areaUpserted, 10, 3, reemArea({ nameAr: 'جزيرة الريم الجديدة' })),
    );
    expect((await place('الجديدة', 'al-reem-island', 'ar'))?.label).toBe('جزيرة الريم الجديدة، أبوظبي');

    await publish(catalogEvent(CATALOG_EVENTS.emirateUpserted, 1, 2, abuDhabi({ nameEn: 'Abu Dhabi City' })));
    expect((await place('reem', 'al-reem-island'))?.label).toBe('Al Reem Island, Abu Dhabi City');

    await publish(catalogEvent(CATALOG_EVENTS.areaUpserted, 10, 4, reemArea({ enabled: false })));
    expect(await place('reem', 'al-reem-island')).toBeUndefined();
    // A hidden area's listings no longer count for its emirate.
    const emirate = await place('abu dhabi', 'abu-dhabi');
    const visibleAbuDhabi = [11, 12, 13, 14, 15].reduce((sum, id) => sum + (LISTINGS_PER_AREA[id] ?? 0), 0);
    expect(emirate?.listingCount).toBe(visibleAbuDhabi);

    await publish(catalogEvent(CATALOG_EVENTS.emirateUpserted, 1, 3, abuDhabi({ enabled: false })));
    expect(await place('saadiyat', 'saadiyat-island')).toBeUndefined();
    expect(await place('abu dhabi', 'abu-dhabi')).toBeUndefined();

    await publish(catalogEvent(CATALOG_EVENTS.emirateUpserted, 1, 4, abuDhabi()));
    expect((await place('saadiyat', 'saadiyat-island'))?.listingCount).toBe(LISTINGS_PER_AREA[11]);
  });

  it('adds new areas and removes deleted ones', async () => {
    await publish(
      catalogEvent(
        CATALOG_EVENTS.areaUpserted,
        30,
        1,
        reemArea({ id: 30, nameEn: 'Al Raha Beach', nameAr: 'شاطئ الراحة', slug: 'al-raha-beach' }),
      ),
      catalogEvent(CATALOG_EVENTS.propertyUpserted, 950, 1, { ...property(950, 10, 1), areaId: 30 }),
    );
    expect(await place('شاطئ الراحه', 'al-raha-beach')).toMatchObject({
      kind: 'area',
      id: 30,
      listingCount: 1,
    });

    await publish(catalogEvent(CATALOG_EVENTS.areaDeleted, 30, 2, { id: 30 }));
    expect(await place('raha', 'al-raha-beach')).toBeUndefined();
    // An older upsert delivered after the deletion does not bring it back.
    await publish(
      catalogEvent(
        CATALOG_EVENTS.areaUpserted,
        30,
        1,
        reemArea({ id: 30, nameEn: 'Al Raha Beach', nameAr: 'شاطئ الراحة', slug: 'al-raha-beach' }),
      ),
    );
    expect(await place('raha', 'al-raha-beach')).toBeUndefined();
  });

  it('parks an unreadable event on the dead-letter subject and goes on', async () => {
    const parked: Array<EventEnvelope<DeadLetter>> = [];
    const watcher = await search.ctx.events.subscribe(
      { durable: 'test-deadletters', subjects: ['deadletter.>'] },
      async (event) => {
        parked.push(event as EventEnvelope<DeadLetter>);
      },
    );
    const broken = catalogEvent(CATALOG_EVENTS.propertyUpserted, 902, 1, { id: 902, areaId: 'ten' });
    await publish(broken, catalogEvent(CATALOG_EVENTS.propertyUpserted, 903, 1, property(903, 12, 1)));
    expect(parked).toHaveLength(1);
    expect(parked[0]?.type).toBe(`deadletter.${CATALOG_EVENTS.propertyUpserted}`);
    expect(parked[0]?.data.error).toContain('areaId');
    expect((await place('yas', 'yas-island'))?.listingCount).toBe((LISTINGS_PER_AREA[12] as number) + 1);
    await watcher.stop();
  });

  it('ignores catalog events it does not index', async () => {
    await publish(catalogEvent('catalog.property-type.upserted.v1', 1, 1, { id: 1 }));
    const { body } = await search.request<SearchStatus>('/api/search/status');
    expect(body.state).toBe('ready');
  });
});
