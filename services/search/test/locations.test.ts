import type { LocationsResponse } from '@manzil/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCatalog, LISTINGS_PER_AREA } from './helpers/catalog-fixture.ts';
import { buildSearchApp, INDEX_ADAPTERS, type SearchTestApp } from './helpers/search-app.ts';

/** The same answers on every index adapter: in-process always, Meilisearch when MEILI_URL is set. */
describe.each(INDEX_ADAPTERS)('GET /api/search/locations on the $name', ({ connect }) => {
  let search: SearchTestApp;

  beforeAll(async () => {
    search = await buildSearchApp({ catalog: fakeCatalog().source, index: await connect() });
    await search.waitForState('ready');
  });
  afterAll(() => search.close());

  const find = async (q: string, extra = '') => {
    const { status, body } = await search.request<LocationsResponse>(
      `/api/search/locations?q=${encodeURIComponent(q)}${extra}`,
    );
    expect(status).toBe(200);
    return body.locations;
  };

  it.each(['reem', 'Al Reem Island', 'AL REEM', 'الريم', 'جزيرة الريم'])(
    'finds Al Reem Island for "%s"',
    async (q) => {
      const [first] = await find(q);
      expect(first).toMatchObject({
        kind: 'area',
        id: 10,
        slug: 'al-reem-island',
        nameEn: 'Al Reem Island',
        nameAr: 'جزيرة الريم',
        emirateId: 1,
        listingCount: LISTINGS_PER_AREA[10],
      });
    },
  );

  it.each([
    ['taa marbuta written as haa', 'جزيره الريم'],
    ['diacritics', 'الرِّيمُ'],
    ['tatweel', 'الريـــم'],
    ['no article', 'ريم'],
  ])('normalises Arabic: %s', async (_what, q) => {
    const [first] = await find(q);
    expect(first?.slug).toBe('al-reem-island');
  });

  it('matches alef forms and alef maqsura', async () => {
    expect((await find('ابوظبي'))[0]?.slug).toBe('abu-dhabi');
    expect((await find('إبوظبي'))[0]?.slug).toBe('abu-dhabi');
    expect((await find('دبى'))[0]?.slug).toBe('dubai');
  });

  it('tolerates typos', async () => {
    expect((await find('Sadiyat'))[0]?.slug).toBe('saadiyat-island');
    expect((await find('Al Reem Islnd'))[0]?.slug).toBe('al-reem-island');
    expect((await find('khalifa ctiy'))[0]?.slug).toBe('khalifa-city');
  });

  it('lists an emirate before its areas, with the count of listings in its areas', async () => {
    const results = await find('abu dhabi', '&limit=10');
    expect(results[0]).toMatchObject({ kind: 'emirate', slug: 'abu-dhabi', label: 'Abu Dhabi' });
    const abuDhabiTotal = [10, 11, 12, 13, 14, 15].reduce((sum, id) => sum + (LISTINGS_PER_AREA[id] ?? 0), 0);
    expect(results[0]?.listingCount).toBe(abuDhabiTotal);
    expect(results.slice(1).every((place) => place.kind === 'area' && place.emirateId === 1)).toBe(true);
  });

  it('labels places in the requested language', async () => {
    const [english] = await find('reem');
    expect(english).toMatchObject({ name: 'Al Reem Island', label: 'Al Reem Island, Abu Dhabi' });
    const [arabic] = await find('reem', '&lang=ar');
    expect(arabic).toMatchObject({
      name: 'جزيرة الريم',
      label: 'جزيرة الريم، أبوظبي',
      emirateNameAr: 'أبوظبي',
    });
  });

  it('answers at most 5 by default and the places with most listings for an empty query', async () => {
    const all = await find('');
    expect(all).toHaveLength(5);
    const counts = all.map((place) => place.listingCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({ kind: 'emirate', slug: 'abu-dhabi' });
    expect(await find('', '&limit=2')).toHaveLength(2);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await find('zzzzqqq')).toEqual([]);
  });
});

describe('GET /api/search/locations validation', () => {
  let search: SearchTestApp;
  beforeAll(async () => {
    search = await buildSearchApp({ catalog: fakeCatalog().source });
    await search.waitForState('ready');
  });
  afterAll(() => search.close());

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['lang=fr', 'lang'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('rejects %s with a 400 naming the parameter', async (query, field) => {
    const { status, body } = await search.request<{
      error: string;
      message: string;
      details: Array<{ field: string; location: string }>;
    }>(`/api/search/locations?${query}`);
    expect(status).toBe(400);
    expect(body.error).toBe('validation');
    expect(body.message).toContain(field);
    expect(body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ location: 'querystring', field })]),
    );
  });

  it('tells caches to revalidate', async () => {
    const { headers } = await search.request('/api/search/locations?q=reem');
    expect(headers['cache-control']).toBe('no-cache');
  });
});
