import type { Property, SearchResponse } from '@manzil/contracts';
import { expectPublicListing, expectQueryRefusals, type TestApp } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogAndSearch } from './helpers/with-catalog.ts';

// The public search on the seeded demo catalog (180 listings), served by the search service from its listing
// index, which it built from the catalog's feed: the assertions the catalog's search route answered before it
// moved here, unchanged, and what the index adds (map boxes, 400s for a bad box, pages past the end).
let built: TestApp;

beforeAll(async () => {
  built = await buildCatalogAndSearch();
  // The first search waits for the first-start seed and the index build: here, under the hook's time limit.
  const first = await built.app.inject({ method: 'GET', url: '/api/properties/search?limit=1' });
  expect(first.statusCode, first.body).toBe(200);
}, 300_000);

afterAll(async () => {
  await built?.close();
});

async function search(query: string): Promise<SearchResponse> {
  const response = await built.app.inject({ method: 'GET', url: `/api/properties/search${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function all(query: string): Promise<Property[]> {
  const first = await search(`${query}${query ? '&' : '?'}limit=50`);
  const pages = [first.properties];
  for (let page = 2; page <= first.totalPages; page++)
    pages.push((await search(`${query}${query ? '&' : '?'}limit=50&page=${page}`)).properties);
  return pages.flat();
}

const reemSearch = (location: string) => all(`?location=${encodeURIComponent(location)}`);

describe('GET /api/properties/search', () => {
  it('answers a page of listings, newest first, with names in both languages and image URLs', async () => {
    const body = await search('?includeClosed=true');
    expect(body.total).toBe(180);
    expect(body.totalPages).toBe(15);
    expect(body.properties).toHaveLength(12);
    const dates = body.properties.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = body.properties[0] as Property;
    expectPublicListing(first);
    expect(JSON.stringify(body)).not.toMatch(/data:image|base64/);
  });

  it('pages through every listing exactly once', async () => {
    const listings = await all('?sortBy=oldest&includeClosed=true');
    expect(listings).toHaveLength(180);
    expect(new Set(listings.map((p) => p.id)).size).toBe(180);
  });

  it('leaves sold and rented homes out unless asked for them', async () => {
    const open = await all('');
    const everything = await all('?includeClosed=true');
    const closed = everything.filter((p) => p.status === 'sold' || p.status === 'rented');
    expect(closed.length).toBeGreaterThan(5);
    expect(open).toHaveLength(everything.length - closed.length);
    expect(open.every((p) => p.status === 'ready' || p.status === 'under_construction')).toBe(true);
    const sold = await all('?status=sold');
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.every((p) => p.status === 'sold')).toBe(true);
    const related = await search('?random=true&limit=50');
    expect(related.properties.every((p) => p.status !== 'sold' && p.status !== 'rented')).toBe(true);
  });

  it('filters by listing type, status, price, rooms and area', async () => {
    const rent = await all('?listingType=rent&status=ready');
    expect(rent.length).toBeGreaterThan(10);
    expect(rent.every((p) => p.listingType === 'rent' && p.status === 'ready')).toBe(true);

    const priced = await all('?minPrice=1000000&maxPrice=3000000');
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((p) => p.price >= 1_000_000 && p.price <= 3_000_000)).toBe(true);

    const studios = await all('?bedrooms=0');
    expect(studios.length).toBeGreaterThan(0);
    expect(studios.every((p) => p.bedrooms === 0)).toBe(true);
    const big = await all('?bedrooms=5%2B&bathrooms=5%2B');
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((p) => (p.bedrooms ?? 0) >= 5 && (p.bathrooms ?? 0) >= 5)).toBe(true);
    const three = await all('?bedrooms=3');
    expect(three.every((p) => p.bedrooms === 3)).toBe(true);

    const sized = await all('?minArea=2000&maxArea=3000');
    expect(sized.length).toBeGreaterThan(0);
    const sqft = (p: Property) => (p.areaUnit === 'sqm' ? (p.area ?? 0) * 10.7639 : (p.area ?? 0));
    expect(sized.every((p) => sqft(p) >= 1990 && sqft(p) <= 3010)).toBe(true);
  });

  it('filters by emirate, area and type ids, and by the page-level names with ids or slugs', async () => {
    const dubai = (await search('?emirates=dubai')).properties[0]?.emirateId;
    const byId = await all(`?emirateId=${dubai}`);
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.every((p) => p.emirateName === 'Dubai')).toBe(true);
    expect((await all('?emirates=dubai')).map((p) => p.id)).toEqual(byId.map((p) => p.id));

    const reem = await all('?areas=al-reem-island');
    expect(reem.length).toBeGreaterThan(5);
    expect(reem.every((p) => p.areaSlug === 'al-reem-island')).toBe(true);
    const areaId = reem[0]?.areaId;
    expect((await all(`?areaId=${areaId}`)).length).toBe(reem.length);
    expect((await all(`?areas=${areaId},al-reem-island`)).length).toBe(reem.length);

    const villas = await all('?propertyType=villa');
    expect(villas.every((p) => p.propertyTypeName === 'Villa')).toBe(true);
    const typeId = villas[0]?.propertyTypeId;
    expect((await all(`?propertyTypeId=${typeId}`)).length).toBe(villas.length);
    expect((await all('?propertyType=all&includeClosed=true')).length).toBe(180);
    expect((await search('?areas=atlantis')).total).toBe(0);
  });

  it('sorts by date, price and area both ways', async () => {
    const check = async (sortBy: string, key: (p: Property) => number, direction: 1 | -1) => {
      const values = (await all(`?sortBy=${sortBy}`)).map(key);
      const sorted = [...values].sort((a, b) => (a - b) * direction);
      expect(values, sortBy).toEqual(sorted);
    };
    await check('newest', (p) => Date.parse(p.createdAt), -1);
    await check('oldest', (p) => Date.parse(p.createdAt), 1);
    await check('price_asc', (p) => p.price, 1);
    await check('price_desc', (p) => p.price, -1);
    const sqft = (p: Property) => (p.areaUnit === 'sqm' ? (p.area ?? 0) * 10.7639 : (p.area ?? 0));
    const areaAsc = (await all('?sortBy=area_asc')).map(sqft);
    expect(areaAsc.every((v, i) => i === 0 || v >= (areaAsc[i - 1] as number) - 1)).toBe(true);
    const areaDesc = (await all('?sortBy=area_desc')).map(sqft);
    expect(areaDesc.every((v, i) => i === 0 || v <= (areaDesc[i - 1] as number) + 1)).toBe(true);
  });

  it('answers random related listings without the excluded one', async () => {
    const first = (await search('')).properties[0] as Property;
    const seen = new Set<number>();
    for (let i = 0; i < 5; i++) {
      const body = await search(`?random=true&exclude=${first.id}&limit=6`);
      expect(body.properties).toHaveLength(6);
      expect(body.properties.some((p) => p.id === first.id)).toBe(false);
      for (const p of body.properties) seen.add(p.id);
    }
    expect(seen.size).toBeGreaterThan(6);
  });

  it('finds Al Reem Island listings from English and Arabic text, whole names, words, typos and slugs', async () => {
    const reem = (await all('?areas=al-reem-island')).map((p) => p.id).sort();
    for (const text of [
      'reem',
      'Al Reem Island',
      'الريم',
      'جزيرة الريم',
      'al-reem-island',
      'Al Reem Islnd',
      'ريم',
    ]) {
      expect((await reemSearch(text)).map((p) => p.id).sort(), text).toEqual(reem);
    }
    const abuDhabi = await all('?location=Abu%20Dhabi&includeClosed=true');
    expect(abuDhabi.length).toBeGreaterThan(150);
    expect(abuDhabi.every((p) => p.emirateName === 'Abu Dhabi')).toBe(true);
  });

  it('falls back to listing titles and references when the text names no place', async () => {
    const body = await search('?location=penthouse&limit=50');
    expect(body.total).toBeGreaterThan(0);
    expect(body.properties.every((p) => /penthouse/i.test(p.titleEn))).toBe(true);
    expect((await search('?location=zzzz')).total).toBe(0);
    expect((await search('?location=%21%21%21')).total).toBe(0);
    const listing = (await search('?limit=1')).properties[0] as Property;
    const byReference = await search(`?location=${listing.reference}`);
    expect(byReference.properties.map((p) => p.id)).toEqual([listing.id]);
  });

  it('refuses bad parameters with a 400 that names them', async () => {
    const cases: Array<[string, string]> = [
      ['?minPrice=-5', 'minPrice'],
      ['?sortBy=foo', 'sortBy'],
      ['?limit=100000', 'limit'],
      ['?limit=0', 'limit'],
      ['?page=0', 'page'],
      ['?bedrooms=lots', 'bedrooms'],
      ['?bathrooms=-1', 'bathrooms'],
      ['?listingType=lease', 'listingType'],
      ['?status=demolished', 'status'],
      ['?emirateId=abc', 'emirateId'],
      ['?minPrice=500&maxPrice=100', 'maxPrice'],
      ['?minArea=5000&maxArea=100', 'maxArea'],
      ['?emirates=Abu%20Dhabi!', 'emirates'],
      [`?location=${'x'.repeat(101)}`, 'location'],
      ['?bbox=54,24,55', 'bbox'],
      ['?bbox=55,24,54,25', 'bbox'],
      ['?bbox=54,25,55,24', 'bbox'],
      ['?bbox=54,24,200,25', 'bbox'],
      ['?bbox=a,b,c,d', 'bbox'],
    ];
    await expectQueryRefusals(built.app, '/api/properties/search', cases);
  });

  it('filters by a map box, alone and with other filters, and shares the answer shape', async () => {
    const everything = await all('?sortBy=oldest');
    const inside = (p: Property) =>
      p.coordinates.lng >= 54.3 &&
      p.coordinates.lng <= 54.45 &&
      p.coordinates.lat >= 24.4 &&
      p.coordinates.lat <= 24.55;
    const expected = everything.filter(inside).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everything.length);
    const boxed = await all('?bbox=54.3,24.4,54.45,24.55&sortBy=oldest');
    expect(boxed.map((p) => p.id)).toEqual(expected);
    const rentInBox = await all('?bbox=54.3,24.4,54.45,24.55&listingType=rent&sortBy=oldest');
    expect(rentInBox.map((p) => p.id)).toEqual(
      everything.filter((p) => inside(p) && p.listingType === 'rent').map((p) => p.id),
    );
  });

  it('answers an empty page past the last one, with the totals', async () => {
    const body = await search('?page=500&includeClosed=true');
    expect(body).toMatchObject({ properties: [], total: 180, totalPages: 15, page: 500, limit: 12 });
  });
});
