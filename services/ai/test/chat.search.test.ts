import type { TestApp } from '@manzil/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, LISTINGS, startFakeUpstream } from './fixtures/fake-upstream.ts';
import { REFERENCES } from './fixtures/references.ts';
import { buildAiApp, type ChatResponse } from './helpers.ts';

// Issue 23: what was understood and what was searched, honest relaxing, never a home off the market, and the
// search again of a removed chip (POST /api/ai/search).

let upstream: FakeUpstream;
let built: TestApp;

beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(async () => {
  upstream.requests.length = 0;
  upstream.catalogDown = false;
  built = await buildAiApp(upstream);
});
afterEach(async () => {
  await built.close();
});

const chat = (payload: object) => built.app.inject({ method: 'POST', url: '/api/ai/chat', payload });
const search = (payload: unknown) =>
  built.app.inject({ method: 'POST', url: '/api/ai/search', payload: payload as object });

describe('the answer says what was understood and what was searched', () => {
  it('gives the reading, the search that ran (the same) and no relaxed constraint on an exact match', async () => {
    const body = (
      await chat({ message: '2 bedroom apartment for rent in Reem under 120k' })
    ).json<ChatResponse>();
    const reading = { listingType: 'rent', areaId: 11, propertyTypeId: 1, bedrooms: '2', maxPrice: 120_000 };
    expect(body.requestedFilters).toEqual(reading);
    expect(body.filters).toEqual(reading);
    expect(body.relaxed).toEqual([]);
    expect(body.filterNames).toEqual({
      areaId: { en: 'Al Reem Island', ar: 'جزيرة الريم' },
      propertyTypeId: { en: 'Apartment', ar: 'شقة' },
    });
  });

  it('keeps the reading when nothing matches and names the constraints the wider search left out', async () => {
    const body = (
      await chat({ message: 'شقة غرفتين للإيجار في الريم بأقل من ٥٠ ألف', language: 'ar' })
    ).json<ChatResponse>();
    expect(body.requestedFilters).toEqual({
      propertyTypeId: 1,
      bedrooms: '2',
      listingType: 'rent',
      areaId: 11,
      maxPrice: 50_000,
    });
    expect(body.filters).toEqual({ propertyTypeId: 1, bedrooms: '2', listingType: 'rent', areaId: 11 });
    expect(body.relaxed).toEqual(['maxPrice']);
    expect(body.total).toBe(4);
    expect(body.searchUrl).toBe('/properties?listingType=rent&areaId=11&propertyTypeId=1&bedrooms=2');
    expect(body.response).toContain('لا يوجد حالياً عقار يطابق كل شروطك');
  });

  it('drops the bedrooms only after the budget, and says both', async () => {
    const body = (
      await chat({ message: '4 bedroom apartment for rent in Reem under 50k' })
    ).json<ChatResponse>();
    expect(body.relaxed).toEqual(['bedrooms', 'maxPrice']);
    expect(body.filters).toEqual({ propertyTypeId: 1, listingType: 'rent', areaId: 11 });
    expect(body.requestedFilters?.bedrooms).toBe('4');
  });

  it('has no reading when no search ran', async () => {
    const body = (await chat({ message: 'Hello' })).json<ChatResponse>();
    expect(body.requestedFilters).toBeNull();
    expect(body.filters).toBeNull();
    expect(body.relaxed).toEqual([]);
    expect(body.filterNames).toEqual({});
  });
});

describe('sold and rented homes are never presented as matches', () => {
  it('searches homes on the market only (ready and off-plan) and counts only those', async () => {
    const body = (await chat({ message: 'apartments for rent in Reem' })).json<ChatResponse>();
    // Listing 8 (rented) matches the words but is not on the market.
    expect(body.total).toBe(4);
    expect(body.listings.map((l) => l.id)).toEqual([4, 3, 2]);
    // It never asks the search service for closed homes (sold and rented ones are left out unless asked for).
    const searches = upstream.requests.filter((r) => r.startsWith('/api/properties/search'));
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) expect(search).not.toMatch(/includeClosed|status=(sold|rented)/);
    // The properties-page link has exactly the reading's filters.
    expect(body.searchUrl).toBe('/properties?listingType=rent&areaId=11&propertyTypeId=1');
  });

  it('offers ready and off-plan homes, never sold ones', async () => {
    const body = (
      await chat({ message: 'cheapest apartments for sale in Al Raha Beach' })
    ).json<ChatResponse>();
    expect(body.listings.map((l) => [l.id, l.status])).toEqual([[10, 'under_construction']]);
    const villas = (await chat({ message: 'villas for sale in Saadiyat' })).json<ChatResponse>();
    // Listing 9 (sold) is left out.
    expect(villas.listings.map((l) => l.id)).toEqual([6, 5]);
    expect(villas.total).toBe(2);
  });

  it('never shows a home off the market even when a search service answers one', async () => {
    await built.close();
    built = await buildAiApp(upstream, {
      catalog: {
        references: async () => REFERENCES,
        search: async () => ({
          properties: LISTINGS.filter((l) => l.id === 8),
          total: 1,
          totalPages: 1,
          page: 1,
          limit: 3,
        }),
        detail: async () => null,
        locate: async () => undefined,
      },
    });
    const body = (await chat({ message: 'apartments for rent in Reem' })).json<ChatResponse>();
    expect(body.listings).toEqual([]);
  });
});

describe('POST /api/ai/search (a chip removed)', () => {
  it('runs the search with the filters given and answers like a chat message, signed', async () => {
    const res = await search({
      filters: { listingType: 'rent', areaId: 11, propertyTypeId: 1, bedrooms: '2' },
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<ChatResponse>();
    expect(body.intent).toBe('search');
    expect(body.requestedFilters).toEqual({
      listingType: 'rent',
      areaId: 11,
      propertyTypeId: 1,
      bedrooms: '2',
    });
    expect(body.filters).toEqual(body.requestedFilters);
    expect(body.relaxed).toEqual([]);
    expect(body.total).toBe(4);
    expect(body.searchUrl).toBe('/properties?listingType=rent&areaId=11&propertyTypeId=1&bedrooms=2');
    expect(body.response).toContain('I found 4 listings for apartments for rent in Al Reem Island');
    expect(body.signature).toMatch(/^v1\./);
  });

  it('answers in Arabic and relaxes like a chat message', async () => {
    const body = (
      await search({ filters: { areaId: 11, listingType: 'rent', maxPrice: 10_000 }, language: 'ar' })
    ).json<ChatResponse>();
    expect(body.language).toBe('ar');
    expect(body.relaxed).toEqual(['maxPrice']);
    expect(body.filterNames.areaId?.ar).toBe('جزيرة الريم');
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ filters: { status: 'sold' } }, 'status'],
      [{ filters: { bedrooms: 'lots' } }, 'bedrooms'],
      [{ filters: { minPrice: -1 } }, 'minPrice'],
      [{ filters: { areaId: 0 } }, 'areaId'],
      [{ filters: { colour: 'blue' } }, 'colour'],
      [{ language: 'en' }, 'filters'],
      [{ filters: {}, language: 'fr' }, 'language'],
    ];
    for (const [payload, field] of cases) {
      const res = await search(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('validation');
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(field);
    }
    const upsideDown = await search({ filters: { minPrice: 200_000, maxPrice: 100_000 } });
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json().message).toBe(
      'Field "filters.minPrice" must not be more than "filters.maxPrice".',
    );
    expect(upsideDown.json().details[0].field).toBe('filters.minPrice');
  });

  it('answers the spec error when the search service cannot be reached', async () => {
    upstream.catalogDown = true;
    const res = await search({ filters: { areaId: 11 } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Failed to get AI response');
  });
});
