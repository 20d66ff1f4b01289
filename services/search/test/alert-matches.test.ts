import type { AlertMatchResponse, AlertSearch } from '@manzil/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCatalog, property } from './helpers/catalog-fixture.ts';
import { buildSearchApp, type SearchTestApp } from './helpers/search-app.ts';

// Saved-search alerts ask the search service whether a changed listing matches each saved search: by the same
// filters, map box and place matcher as the search itself.
describe('POST /api/search/alert-matches', () => {
  let search: SearchTestApp;

  beforeAll(async () => {
    search = await buildSearchApp({ catalog: fakeCatalog().source });
    await search.waitForState('ready');
  });
  afterAll(() => search.close());

  const ask = async (listing: unknown, searches: AlertSearch[]) => {
    const response = await search.app.inject({
      method: 'POST',
      url: '/api/search/alert-matches',
      payload: { listing, searches },
    });
    return { status: response.statusCode, body: response.json() as AlertMatchResponse };
  };

  // A 2-bedroom apartment for sale on Al Reem Island (area 10), AED 1,000,500, at 24.45, 54.37.
  const reem = { ...property(500, 10), price: 1_000_500 };

  it('answers one match per search, in order, by filters, places (English, Arabic, slug) and map box', async () => {
    const { status, body } = await ask(reem, [
      {},
      { listingType: 'sale', bedrooms: '2', maxPrice: 1_200_000 },
      { listingType: 'rent' },
      { minPrice: 2_000_000 },
      { location: 'Al Reem Island' },
      { location: 'جزيرة الريم' },
      { location: 'yas' },
      { areas: 'al-reem-island' },
      { bbox: '54.3,24.4,54.5,24.5' },
      { bbox: '55.0,25.0,55.3,25.3' },
      { location: 'ST-000500' },
      { location: 'no such place or word' },
    ]);
    expect(status).toBe(200);
    expect(body.matches).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      false,
      true,
      true,
      false,
      true,
      false,
    ]);
  });

  it('never matches a listing the public cannot see, or a sold one unless asked', async () => {
    const { body } = await ask({ ...reem, listed: false }, [{}]);
    expect(body.matches).toEqual([false]);
    const sold = await ask({ ...reem, status: 'sold' }, [{}, { status: 'sold' }]);
    expect(sold.body.matches).toEqual([false, true]);
  });

  it('a saved search that is itself invalid matches nothing; a bad request is a 400 naming the field', async () => {
    const { body } = await ask(reem, [{ minPrice: 2_000_000, maxPrice: 1 }, { bbox: '55,24,54,25' }]);
    expect(body.matches).toEqual([false, false]);
    const bad = await search.app.inject({
      method: 'POST',
      url: '/api/search/alert-matches',
      payload: { listing: { id: 1 }, searches: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('validation');
  });
});
