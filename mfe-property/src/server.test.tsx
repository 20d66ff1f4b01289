// @vitest-environment node
import {
  forbidGlobalFetch,
  type GatewayRoute,
  hrefsOf,
  queryKeysOf,
  requestedUrls,
  gatewayFetch as stubGateway,
} from '@manzil/ui/server-testing';
import { describe, expect, it } from 'vitest';
import renderer, { modules, render } from './server.tsx';
import { makeProperty, related } from './test/fixtures.ts';

const property = makeProperty();

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The gateway's fetch: listing 42, six related listings, the site content; 404 for anything else. */
const gatewayFetch = (overrides: Record<string, GatewayRoute> = {}) =>
  stubGateway({
    '/api/properties/detail': (url: URL) =>
      url.searchParams.get('id') === '42'
        ? property
        : new Response('{"message":"Property not found"}', { status: 404 }),
    '/api/properties/search': { properties: related(6), total: 6, totalPages: 1, page: 1, limit: 6 },
    '/api/content/site': { company: { phone: '+971 2 555 0177' } },
    ...overrides,
  });

/** Draws the listing page at `url` (Arabic under /ar) with the gateway's answers. */
function drawListing(url: string, fetch = gatewayFetch()) {
  const lang = url.startsWith('/ar/') ? 'ar' : 'en';
  const route = lang === 'ar' ? '/ar/property/:id' : '/property/:id';
  return render({ module: 'mfe_property/PropertyPage', url, route, lang, fetch });
}

forbidGlobalFetch();

describe("mfe-property's server renderer", () => {
  it('draws the property page', () => {
    expect(modules).toEqual(['mfe_property/PropertyPage']);
    expect(renderer.render).toBe(render);
  });

  it('draws the listing of the route with its title, price in AED and details, and hands over the answers', async () => {
    const fetch = gatewayFetch();
    const result = await drawListing('/property/42', fetch);
    const { html } = result;
    expect(html).toContain('<h1>Townhouse in Al Raha Gardens</h1>');
    expect(html).toContain('<bdi>AED\u00a02,150,000</bdi>');
    expect(html).toContain('Al Raha Gardens, Abu Dhabi');
    expect(html).toContain('Corner unit with a garden.');
    expect(html).toContain('ST-000042');
    expect(html).toContain('Private garden');
    expect(html).not.toContain('aria-busy="true"');

    const paths = requestedUrls(fetch);
    expect(paths.find((url) => url.pathname === '/api/properties/detail')?.search).toBe('?id=42');
    expect(globalThis.fetch).not.toHaveBeenCalled();

    // The related listings link to their pages in the same language.
    expect(html).toContain('Other home 1');
    const links = hrefsOf(html);
    expect(links).toContain('/property/43');
    expect(links).toContain('/properties');

    const keys = queryKeysOf(result.queries.queries);
    expect(keys).toContainEqual(['property', 42]);
    const listing = result.queries.queries.find(
      (query) => JSON.stringify((query as { queryKey: unknown }).queryKey) === '["property",42]',
    );
    expect(listing).toMatchObject({ state: { status: 'success', data: { id: 42, price: 2_150_000 } } });
    expect(result.slots).toEqual([]);
    expect(result.css).not.toMatch(/<\/?style/);
  });

  it('draws the price history, the time on the market and the permit with its QR code on the server', async () => {
    const changedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const withHistory = {
      ...property,
      createdAt: new Date(Date.now() - 12 * 86_400_000 - 3_600_000).toISOString(),
      priceHistory: [{ oldPrice: 2_300_000, newPrice: 2_150_000, changedAt }],
      lastPriceChange: { oldPrice: 2_300_000, newPrice: 2_150_000, changedAt },
    };
    const fetch = gatewayFetch({ '/api/properties/detail': () => json(withHistory) });
    const { html } = await drawListing('/ar/property/42', fetch);
    expect(html).toContain('سجل الأسعار');
    expect(html).toContain('أُدرج منذ 12 يومًا');
    expect(html).toContain('انخفض السعر 7٪');
    expect(html).toContain('src="/api/properties/permit-qr?id=42&amp;format=png"');
    expect(html).toContain('تصريح الإعلان');
  });

  it('draws the Arabic listing in Arabic with /ar links', async () => {
    const result = await drawListing('/ar/property/42');
    const { html } = result;
    expect(html).toContain('<h1>تاون هاوس في حدائق الراحة</h1>');
    expect(html).toContain('2,150,000\u00a0د.إ');
    expect(html).toContain('حدائق الراحة، أبوظبي');
    expect(html).toContain('وحدة زاوية مع حديقة.');
    expect(html).not.toContain('Townhouse in Al Raha Gardens');
    expect(html).not.toContain('AED');
    const links = hrefsOf(html);
    expect(links).toContain('/ar/properties');
    expect(links).toContain('/ar/property/43');
    expect(links).not.toContain('/property/43');
    expect(queryKeysOf(result.queries.queries)).toContainEqual(['property', 42]);
  });

  it("asks once for a listing the API does not know, and hands over only the API's refusal", async () => {
    const fetch = gatewayFetch();
    const result = await drawListing('/property/999', fetch);
    const details = requestedUrls(fetch).filter((url) => url.pathname === '/api/properties/detail');
    expect(details.map((url) => url.search)).toEqual(['?id=999']);
    expect(result.html).not.toContain('Townhouse in Al Raha Gardens');
    // The browser draws the same "not found" from it, without asking again (the page hydrates as drawn).
    const carried = result.queries.queries.find(
      (query) => JSON.stringify((query as { queryKey: unknown }).queryKey) === '["property",999]',
    ) as { state: { status: string; error: { status: number } } } | undefined;
    expect(carried?.state).toMatchObject({ status: 'error', error: { status: 404 } });
  });

  it("draws 'Property not found' for a listing the API does not know", async () => {
    const result = await drawListing('/property/999');
    expect(result.html).toContain('<h1>Property not found</h1>');
    expect(result.html).toContain('This property may have been sold, rented or removed.');
    expect(hrefsOf(result.html)).toContain('/properties');
  });

  it("draws 'No longer advertised' in both languages for a listing whose permit expired (410)", async () => {
    const gone = () => new Response('{"error":"gone","message":"no longer advertised"}', { status: 410 });
    for (const [prefix, heading] of [
      ['', 'No longer advertised'],
      ['/ar', 'لم يعد هذا العقار معروضاً'],
    ] as const) {
      const sales = `${prefix}/properties?listingType=sale`;
      const result = await drawListing(
        `${prefix}/property/77`,
        gatewayFetch({ '/api/properties/detail': gone }),
      );
      expect(result.html).toContain(`<h1>${heading}</h1>`);
      expect(hrefsOf(result.html).map((href) => (href ?? '').replaceAll('&amp;', '&'))).toContain(sales);
    }
  });

  it("draws 'Property not found' at once for an id that is not a listing id, without asking the API", async () => {
    const fetch = gatewayFetch();
    const result = await drawListing('/ar/property/abc', fetch);
    expect(result.html).toContain('<h1>العقار غير موجود</h1>');
    expect(hrefsOf(result.html)).toContain('/ar/properties');
    expect(requestedUrls(fetch).map((url) => url.pathname)).not.toContain('/api/properties/detail');
  });

  it('rejects a module it does not draw', async () => {
    await expect(
      render({ module: 'mfe_property/Other', url: '/property/42', lang: 'en', fetch: gatewayFetch() }),
    ).rejects.toThrow('does not draw mfe_property/Other');
  });
});
