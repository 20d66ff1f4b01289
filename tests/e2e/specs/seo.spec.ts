import type { APIRequestContext } from '@playwright/test';
import { adminHeaders, createSaleListing } from '../support/admin-api.ts';
import { expect, test } from '../support/test.ts';

// Issue 10, SEO: what a crawler receives from the real gateway before any script runs: each page's own head in
// its language (title, description, canonical, hreflang, Open Graph, JSON-LD), the sitemap and robots.txt, and
// HTTP 404 for unknown pages and deleted listings (with the 404 page still rendered for people).

interface Listing {
  id: number;
  titleEn: string;
  titleAr: string;
  price: number;
  images: { url: string }[];
}

function headOf(html: string) {
  const meta = (attr: 'name' | 'property', key: string) =>
    html.match(new RegExp(`<meta ${attr}="${key.replace(/:/g, '\\:')}" content="([^"]*)"`))?.[1];
  const link = (rel: string, hreflang?: string) =>
    html.match(
      new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`),
    )?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: link('canonical'),
    en: link('alternate', 'en'),
    ar: link('alternate', 'ar'),
    xDefault: link('alternate', 'x-default'),
    og: (key: string) => meta('property', `og:${key}`),
    jsonLd,
    ofType: (type: string) => jsonLd.find((data) => data['@type'] === type),
  };
}

async function page(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), head: headOf(await response.text()) };
}

async function firstListing(request: APIRequestContext): Promise<Listing> {
  let listing: Listing | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/properties/search?limit=1&sortBy=newest');
        listing = (await response.json()).properties?.[0];
        return listing?.id;
      },
      { timeout: 90_000 },
    )
    .toBeGreaterThan(0);
  return listing as Listing;
}

test('the home page has its own head in English and in Arabic, with the agency as structured data', async ({
  request,
}) => {
  const en = await page(request, '/');
  expect(en.status).toBe(200);
  expect(en.head.titles).toBe(1);
  expect(en.head.title).toMatch(/\S/);
  expect(en.head.description?.length).toBeGreaterThan(50);
  expect(en.head.canonical).toMatch(/^https?:\/\/[^/]+\/$/);
  expect(en.head.en).toBe(en.head.canonical);
  expect(en.head.ar).toMatch(/\/ar$/);
  expect(en.head.xDefault).toBe(en.head.en);
  expect(en.head.og('locale')).toBe('en_AE');
  expect(en.head.og('title')).toBe(en.head.title);
  const agency = en.head.ofType('RealEstateAgent');
  expect(agency).toMatchObject({ '@context': 'https://schema.org', address: { addressCountry: 'AE' } });
  expect(agency?.telephone).toMatch(/\d/);

  const ar = await page(request, '/ar');
  expect(ar.status).toBe(200);
  expect(ar.head.title).toMatch(/[\u0600-\u06FF]/);
  expect(ar.head.description).toMatch(/[\u0600-\u06FF]/);
  expect(ar.head.canonical).toBe(en.head.ar);
  expect(ar.head.xDefault).toBe(en.head.canonical);
  expect(ar.head.og('locale')).toBe('ar_AE');
});

test('the properties page is titled from its filters, in both languages', async ({ request }) => {
  const areas = (await (await request.get('/api/properties/areas')).json()) as {
    id: number;
    slug: string;
    nameEn: string;
    nameAr: string;
  }[];
  const reem = areas.find((area) => /reem/i.test(area.nameEn));
  expect(reem, 'the seeded Al Reem Island').toBeDefined();
  const query = `?listingType=rent&propertyType=apartment&areas=${reem?.id}`;

  const en = await page(request, `/properties${query}`);
  expect(en.status).toBe(200);
  expect(en.head.title).toContain(`Apartments for Rent in ${reem?.nameEn}`);
  expect(en.head.canonical).toContain('/properties?');
  expect(en.head.canonical).toContain('listingType=rent');

  const ar = await page(request, `/ar/properties${query}`);
  expect(ar.head.title).toContain('شقق');
  expect(ar.head.title).toContain('للإيجار');
  expect(ar.head.title).toContain(reem?.nameAr ?? '');
  expect(ar.head.canonical).toContain('/ar/properties?');
});

test('a listing page has its title, price, area, first image and listing data before any script runs', async ({
  request,
}) => {
  const listing = await firstListing(request);
  const en = await page(request, `/property/${listing.id}`);
  expect(en.status).toBe(200);
  expect(en.head.title).toContain(listing.titleEn.slice(0, 30).replace(/&/g, '&amp;'));
  expect(en.head.description).toMatch(/AED [\d,]+/);
  expect(en.head.description).toMatch(/sq (ft|m)/);
  expect(en.head.og('type')).toBe('article');
  expect(en.head.og('image')).toMatch(/^https?:\/\//);
  expect(en.head.canonical).toMatch(new RegExp(`/property/${listing.id}$`));

  const data = en.head.ofType('RealEstateListing') as {
    offers: { price: number; priceCurrency: string };
    contentLocation: { geo: { latitude: number; longitude: number }; address: { addressCountry: string } };
    image: string[];
  };
  expect(data.offers).toMatchObject({ price: listing.price, priceCurrency: 'AED' });
  expect(data.contentLocation.address.addressCountry).toBe('AE');
  expect(typeof data.contentLocation.geo.latitude).toBe('number');
  expect(data.image.length).toBeGreaterThan(0);
  const crumbs = en.head.ofType('BreadcrumbList') as { itemListElement: unknown[] };
  expect(crumbs.itemListElement.length).toBeGreaterThanOrEqual(2);

  const ar = await page(request, `/ar/property/${listing.id}`);
  expect(ar.status).toBe(200);
  expect(ar.head.title).toMatch(/[\u0600-\u06FF]/);
  expect(ar.head.description).toContain('د.إ');
  expect(ar.head.canonical).toMatch(new RegExp(`/ar/property/${listing.id}$`));
});

test('the sitemap lists listings and locations in both languages, and robots.txt keeps out the admin', async ({
  request,
}) => {
  const listing = await firstListing(request);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toMatch(new RegExp(`<loc>[^<]*/property/${listing.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}`));
  expect(xml).toMatch(new RegExp(`<loc>[^<]*/ar/property/${listing.id}</loc>`));
  expect(xml).toMatch(/<loc>[^<]*\/properties\/location\/[^<]+<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/ar\/properties\/location\/[^<]+<\/loc>/);
  expect(xml).toContain('hreflang="x-default"');
  expect(xml).not.toContain('/admin');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain('Disallow: /ar/admin');
  expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);

  const admin = await page(request, '/admin');
  expect(admin.head.robots).toBe('noindex');
});

test('unknown pages answer 404 with the 404 page, in both languages', async ({ page: browser, request }) => {
  for (const path of ['/no-such-page', '/ar/no-such-page', '/property/99999999']) {
    const answer = await page(request, path);
    expect(answer.status, path).toBe(404);
    expect(answer.head.robots, path).toBe('noindex');
  }
  const response = await browser.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(browser.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(browser.getByRole('link', { name: /home|properties/i }).first()).toBeVisible();
});

test('a deleted listing answers 404', async ({ request }) => {
  const auth = await adminHeaders(request);
  const id = await createSaleListing(request, auth, {
    titleEn: 'SEO check villa',
    titleAr: 'فيلا لفحص محركات البحث',
    price: 3_250_000,
  });
  await expect.poll(async () => (await page(request, `/property/${id}`)).status).toBe(200);

  expect((await request.delete(`/api/admin/properties/${id}`, { headers: auth })).status()).toBeLessThan(300);
  // The gateway keeps a looked-up listing for a few seconds.
  await expect
    .poll(async () => (await page(request, `/property/${id}`)).status, { timeout: 20_000 })
    .toBe(404);
  expect((await page(request, `/ar/property/${id}`)).status).toBe(404);
});
