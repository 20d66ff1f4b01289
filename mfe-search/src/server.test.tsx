// @vitest-environment node
import {
  forbidGlobalFetch,
  hrefsOf,
  queryKeysOf,
  requestedUrls,
  gatewayFetch as stubGateway,
} from '@manzil/ui/server-testing';
import { describe, expect, it } from 'vitest';
import renderer, { modules, render } from './server.tsx';
import { areas, emirates, makeProperty, propertyTypes, searchResponse } from './test/fixtures.ts';

const villa = makeProperty();
const apartment = makeProperty({
  id: 8,
  titleEn: 'Marina apartment with a view',
  titleAr: 'شقة في المارينا بإطلالة',
  price: 95_000,
  priceType: 'yearly',
  listingType: 'rent',
  propertyTypeName: 'Apartment',
  propertyTypeNameAr: 'شقة',
});

const API: Record<string, unknown> = {
  '/api/properties/search': searchResponse([villa, apartment], 31),
  '/api/properties/emirates': emirates,
  '/api/properties/areas': areas,
  '/api/properties/property-types': propertyTypes,
  '/api/content/site': { company: { email: 'sales@manzil.example' } },
};

/** The gateway's fetch, answering the APIs the pages read (404 for anything else). */
const gatewayFetch = (overrides: Record<string, unknown> = {}) => stubGateway({ ...API, ...overrides });
/** The first part of each query key (its name). */
const keysOf = (queries: unknown[]) => queryKeysOf(queries).map((key) => key[0]);

/** Draws a module at `url` (Arabic under /ar; the results page with its route) with the gateway's answers. */
function draw(module: string, url: string, fetch = gatewayFetch()) {
  const lang = url === '/ar' || url.startsWith('/ar/') ? 'ar' : 'en';
  const route =
    module === 'mfe_search/PropertiesPage' ? `${lang === 'ar' ? '/ar' : ''}/properties` : undefined;
  return render({ module, url, ...(route ? { route } : {}), lang, fetch });
}

forbidGlobalFetch();

describe("mfe-search's server renderer", () => {
  it('draws the results page and the hero search form', () => {
    expect(modules).toEqual([
      'mfe_search/HeroSearch',
      'mfe_search/PropertiesPage',
      'mfe_search/FeaturedListings',
    ]);
    expect(renderer.render).toBe(render);
  });

  it('draws the results of the URL with their titles, prices in AED and detail links', async () => {
    const fetch = gatewayFetch();
    const result = await draw('mfe_search/PropertiesPage', '/properties?listingType=sale&bedrooms=5', fetch);
    const { html } = result;
    expect(html).toContain('Properties for Sale in UAE');
    expect(html).toContain('Sea-view villa on Saadiyat');
    expect(html).toContain('Marina apartment with a view');
    expect(html).toContain('AED\u00a04.3M');
    expect(html).toContain('AED\u00a095K');
    expect(html).toContain('Showing 2 of 31 properties');
    expect(html).toContain('Saadiyat Island, Abu Dhabi');
    expect(html).not.toContain('result-skeleton');
    const links = hrefsOf(html);
    expect(links).toContain('/property/7');
    expect(links).toContain('/property/8');
    // The site content (the agency's email) reached the cards.
    expect(html).toContain('mailto:sales@manzil.example');

    // The search the browser would make, through the given fetch only.
    const search = requestedUrls(fetch).find((url) => url.pathname === '/api/properties/search');
    expect(search?.search).toBe('?listingType=sale&bedrooms=5&page=1&limit=12&sortBy=newest');
    expect(globalThis.fetch).not.toHaveBeenCalled();

    // The answers are handed to the client, so its first render draws the same page.
    expect(keysOf(result.queries.queries)).toEqual(
      expect.arrayContaining([
        'properties-search',
        'property-types',
        'emirates',
        'areas',
        '/api/content/site',
      ]),
    );
    const searchQuery = result.queries.queries.find(
      (query) => (query as { queryKey: unknown[] }).queryKey[0] === 'properties-search',
    );
    expect(searchQuery).toMatchObject({ state: { status: 'success', data: { total: 31 } } });
    expect(result.slots).toEqual([]);
    expect(result.css).not.toMatch(/<\/?style/);
    expect(result.css.length).toBeGreaterThan(0);
  });

  it('draws the Arabic results page in Arabic, right to left, with /ar links', async () => {
    const result = await draw('mfe_search/PropertiesPage', '/ar/properties');
    const { html } = result;
    expect(html).toContain('عقارات للبيع في الإمارات');
    expect(html).toContain('فيلا بإطلالة بحرية في السعديات');
    expect(html).toContain('جزيرة السعديات، أبوظبي');
    expect(html).toContain('عرض 2 من أصل 31 عقار');
    expect(html).toContain('د.إ');
    expect(html).not.toContain('Properties for Sale in UAE');
    expect(html).not.toContain('AED');
    const links = hrefsOf(html);
    expect(links).toContain('/ar/property/7');
    expect(links).toContain('/ar/property/8');
    expect(links).not.toContain('/property/7');
    expect(keysOf(result.queries.queries)).toContain('properties-search');
  });

  it('draws the empty state when nothing matches', async () => {
    const result = await draw(
      'mfe_search/PropertiesPage',
      '/properties?listingType=rent',
      gatewayFetch({ '/api/properties/search': searchResponse([], 0) }),
    );
    expect(result.html).toContain('Properties for Rent in UAE');
    expect(result.html).toContain('Clear Filters');
    expect(result.html).not.toContain('/property/7');
  });

  it('draws the loading placeholders, and hands nothing over, when the search fails', async () => {
    const result = await draw(
      'mfe_search/PropertiesPage',
      '/properties',
      gatewayFetch({ '/api/properties/search': new Response('down', { status: 503 }) }),
    );
    expect(result.html).toContain('Properties for Sale in UAE');
    expect(result.html).toContain('data-testid="result-skeleton"');
    expect(keysOf(result.queries.queries)).not.toContain('properties-search');
  });

  it('draws the hero search form, without a route, in both languages', async () => {
    const fetch = gatewayFetch();
    const en = await draw('mfe_search/HeroSearch', '/', fetch);
    expect(en.html).toContain('<form role="search" aria-label="Property search"');
    // The property types came from the API (residential ones only).
    expect(en.html).toContain('<option value="1">Villa</option>');
    expect(en.html).toContain('<option value="2">Apartment</option>');
    expect(en.html).not.toContain('Office');
    // The site content, which every page shows, is fetched first; the form adds its property types.
    expect(keysOf(en.queries.queries)).toEqual(['/api/content/site', 'property-types']);
    expect(requestedUrls(fetch).map((url) => url.pathname)).toEqual([
      '/api/content/site',
      '/api/properties/property-types',
    ]);

    const ar = await draw('mfe_search/HeroSearch', '/ar');
    expect(ar.html).toContain('aria-label="البحث عن عقار"');
    expect(ar.html).toContain('<option value="1">فيلا</option>');
    expect(ar.html).not.toContain('Property search');
  });

  it('draws the featured listings of the home page in both languages, from the featured search', async () => {
    const featured = searchResponse(
      [
        makeProperty({ isFeatured: true }),
        makeProperty({ id: 8, isFeatured: true, titleEn: 'Yas townhouse', titleAr: 'تاون هاوس في ياس' }),
      ],
      2,
    );
    const fetch = gatewayFetch({ '/api/properties/search': featured });
    const en = await draw('mfe_search/FeaturedListings', '/', fetch);
    expect(en.html).toContain('Featured properties');
    expect(en.html).toContain('Sea-view villa on Saadiyat');
    expect(en.html).toContain('Yas townhouse');
    expect(hrefsOf(en.html)).toEqual(expect.arrayContaining(['/property/7', '/property/8', '/properties']));
    const search = requestedUrls(fetch).find((url) => url.pathname === '/api/properties/search');
    expect(search?.searchParams.get('featured')).toBe('true');
    expect(keysOf(en.queries.queries)).toContain('properties-featured');

    const ar = await draw(
      'mfe_search/FeaturedListings',
      '/ar',
      gatewayFetch({ '/api/properties/search': featured }),
    );
    expect(ar.html).toContain('عقارات مميّزة');
    expect(ar.html).toContain('تاون هاوس في ياس');
    expect(hrefsOf(ar.html)).toEqual(expect.arrayContaining(['/ar/property/7', '/ar/property/8']));
    expect(ar.html).not.toContain('Featured properties');
  });

  it('draws no featured section when no listing is featured', async () => {
    const result = await draw(
      'mfe_search/FeaturedListings',
      '/',
      gatewayFetch({ '/api/properties/search': searchResponse([], 0) }),
    );
    expect(result.html).not.toContain('Featured properties');
    expect(result.html).not.toContain('<section');
  });

  it('rejects a module it does not draw', async () => {
    await expect(
      render({ module: 'mfe_search/LocationRedirect', url: '/', lang: 'en', fetch: gatewayFetch() }),
    ).rejects.toThrow('does not draw mfe_search/LocationRedirect');
  });
});
