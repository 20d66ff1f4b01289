import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Property } from '@manzil/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageHandler } from '../src/frontend/page-handler.ts';
import type { FetchJson } from '../src/seo/index.ts';

// The page handler's server-side SEO, with the catalog and content APIs stubbed so a test can make them slow,
// failing or hostile. Each test gets a fresh handler (fresh caches).
const PUBLIC_URL = 'https://manzil.test';

const emirates = [
  { id: 1, nameEn: 'Abu Dhabi', nameAr: 'أبوظبي', slug: 'abu-dhabi' },
  { id: 2, nameEn: 'Dubai', nameAr: 'دبي', slug: 'dubai' },
];
const areas = [
  {
    id: 11,
    nameEn: 'Al Reem Island',
    nameAr: 'جزيرة الريم',
    slug: 'al-reem-island',
    emirateId: 1,
    center: null,
  },
  { id: 12, nameEn: 'Yas Island', nameAr: 'جزيرة ياس', slug: 'yas-island', emirateId: 1, center: null },
];
const types = [
  { id: 1, nameEn: 'Apartment', nameAr: 'شقة', slug: 'apartment', category: 'residential' },
  { id: 2, nameEn: 'Villa', nameAr: 'فيلا', slug: 'villa', category: 'residential' },
];

function listing(id: number, overrides: Partial<Property> = {}): Property {
  return {
    id,
    reference: `ST-${String(id).padStart(6, '0')}`,
    referenceNo: null,
    permitNumber: null,
    titleEn: `Sea-view apartment ${id}`,
    titleAr: `شقة بإطلالة بحرية ${id}`,
    descriptionEn: 'Bright two-bedroom apartment with a balcony over the canal.',
    descriptionAr: 'شقة مشرقة من غرفتي نوم مع شرفة على القناة.',
    price: 2_450_000,
    priceType: 'total',
    area: 1_250,
    areaUnit: 'sqft',
    size: null,
    bedrooms: 2,
    bathrooms: 3,
    parkingSpaces: 1,
    propertyTypeId: 1,
    areaId: 11,
    emirateId: 1,
    listingType: 'sale',
    status: 'ready',
    features: [],
    images: [
      {
        id: 1,
        url: `/media/properties/${id}/a.jpg`,
        type: 'image/jpeg',
        alt: 'Living room',
        altAr: 'غرفة المعيشة',
        width: 1600,
        height: 1067,
        thumbUrl: `/media/properties/${id}/a-320.jpg`,
        srcset: '',
        webpSrcset: `/media/properties/${id}/a-320.webp 320w, /media/properties/${id}/a-800.webp 800w`,
      },
      {
        id: 2,
        url: `/media/properties/${id}/b.jpg`,
        type: 'image/jpeg',
        alt: 'Kitchen',
        altAr: 'المطبخ',
        width: 1600,
        height: 1067,
        thumbUrl: '',
        srcset: '',
        webpSrcset: '',
      },
    ],
    coordinates: { lat: 24.4985, lng: 54.4011 },
    isFeatured: false,
    truCheck: true,
    truBroker: false,
    areaName: 'Al Reem Island',
    areaNameAr: 'جزيرة الريم',
    areaSlug: 'al-reem-island',
    emirateName: 'Abu Dhabi',
    emirateNameAr: 'أبوظبي',
    propertyTypeName: 'Apartment',
    propertyTypeNameAr: 'شقة',
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: `2026-03-${String((id % 27) + 1).padStart(2, '0')}T10:00:00.000Z`,
    version: 1,
    ...overrides,
  };
}

let mode: 'up' | 'down' | 'slow' = 'up';
let listings: Property[] = [];
const calls: string[] = [];

const stubFetch: FetchJson = async (path) => {
  calls.push(path);
  if (mode === 'down') throw new Error('connection refused');
  if (mode === 'slow') return new Promise(() => {});
  const url = new URL(path, 'http://x');
  switch (url.pathname) {
    case '/api/properties/emirates':
      return { status: 200, body: emirates };
    case '/api/properties/areas':
      return { status: 200, body: areas };
    case '/api/properties/property-types':
      return { status: 200, body: types };
    case '/api/content/site':
      return { status: 503, body: { message: 'down' } };
    case '/api/properties/detail': {
      // Listing 410's advertising permit has expired: the catalog answers 410 Gone.
      if (url.searchParams.get('id') === '410') return { status: 410, body: { error: 'gone' } };
      const found = listings.find((p) => String(p.id) === url.searchParams.get('id'));
      return found ? { status: 200, body: found } : { status: 404, body: { message: 'Property not found.' } };
    }
    case '/api/properties/search': {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 12);
      return {
        status: 200,
        body: {
          properties: listings.slice((page - 1) * limit, page * limit),
          total: listings.length,
          totalPages: Math.ceil(listings.length / limit),
          page,
          limit,
        },
      };
    }
    default:
      return { status: 404, body: {} };
  }
};

let frontendRoot: string;
let app: FastifyInstance;

beforeAll(() => {
  frontendRoot = mkdtempSync(join(tmpdir(), 'manzil-seo-'));
  mkdirSync(join(frontendRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(frontendRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8" />' +
      '<meta name="description" content="generic" /><title>Manzil | منزل</title></head>' +
      '<body><div id="root"></div><script src="/main.1.js"></script></body></html>',
  );
});

beforeEach(async () => {
  mode = 'up';
  listings = [listing(7), listing(8, { listingType: 'rent', priceType: 'yearly', price: 120_000 })];
  calls.length = 0;
  await app?.close();
  app = Fastify();
  app.setNotFoundHandler(
    createPageHandler(frontendRoot, { publicUrl: PUBLIC_URL, fetchJson: stubFetch, seoTimeoutMs: 150 }),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const linkOf = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`)
    .exec(html)?.[1]
    ?.replaceAll('&amp;', '&');
// biome-ignore lint/suspicious/noExplicitAny: the JSON-LD documents are read loosely in assertions
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? 'null'),
  );
}

describe('page heads', () => {
  it('gives the home page its title, description, canonical, hreflang, Open Graph and the agency', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(titleOf(html)).toBe('Manzil Real Estate | Premium Real Estate in Abu Dhabi');
    expect(metaOf(html, 'description')).toMatch(/^Villas, townhouses and apartments/);
    expect(linkOf(html, 'canonical')).toBe('https://manzil.test/');
    expect(linkOf(html, 'alternate', 'en')).toBe('https://manzil.test/');
    expect(linkOf(html, 'alternate', 'ar')).toBe('https://manzil.test/ar');
    expect(linkOf(html, 'alternate', 'x-default')).toBe('https://manzil.test/');
    expect(metaOf(html, 'og:title')).toBe(titleOf(html));
    expect(metaOf(html, 'og:url')).toBe('https://manzil.test/');
    expect(metaOf(html, 'og:locale')).toBe('en_AE');
    const [agency] = jsonLd(html);
    expect(agency).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Manzil Real Estate',
      telephone: expect.stringMatching(/^\+971/),
      email: expect.stringContaining('@'),
      address: { '@type': 'PostalAddress', addressCountry: 'AE' },
    });
  });

  it('writes the Arabic home page in Arabic, with its own canonical', async () => {
    const html = (await app.inject('/ar')).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(titleOf(html)).toBe('منزل للعقارات | عقارات فاخرة في أبوظبي');
    expect(linkOf(html, 'canonical')).toBe('https://manzil.test/ar');
    expect(metaOf(html, 'og:locale')).toBe('ar_AE');
    expect(jsonLd(html)[0]).toMatchObject({ name: 'منزل للعقارات', url: 'https://manzil.test/ar' });
  });

  it('titles the properties page from its filters, by slug or by id, in both languages', async () => {
    const bySlug = await app.inject(
      '/properties?listingType=rent&propertyType=apartment&areas=al-reem-island',
    );
    expect(titleOf(bySlug.body)).toBe('Apartments for Rent in Al Reem Island | Manzil Real Estate');
    expect(metaOf(bySlug.body, 'description')).toContain('apartments for rent in Al Reem Island');
    const byId = await app.inject(
      '/ar/properties?listingType=rent&propertyTypeId=1&areaId=11&sortBy=price_asc',
    );
    expect(titleOf(byId.body)).toBe('شقق للإيجار في جزيرة الريم | منزل للعقارات');
    expect(linkOf(byId.body, 'canonical')).toBe(
      'https://manzil.test/ar/properties?listingType=rent&areaId=11&propertyTypeId=1',
    );
    expect(linkOf(byId.body, 'alternate', 'en')).toBe(
      'https://manzil.test/properties?listingType=rent&areaId=11&propertyTypeId=1',
    );
    const plain = await app.inject('/properties');
    expect(titleOf(plain.body)).toBe('Properties for Sale in UAE | Manzil Real Estate');
    const emirate = await app.inject('/properties?emirates=dubai&propertyType=villa');
    expect(titleOf(emirate.body)).toBe('Villas for Sale in Dubai | Manzil Real Estate');
    // A free-text location the catalog does not know: a generic title, kept out of the index (issue 22).
    const typed = await app.inject('/properties?location=Saadiyat');
    expect(titleOf(typed.body)).toBe('Properties for Sale in UAE | Manzil Real Estate');
    expect(typed.body).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLd(plain.body)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('writes only place names the catalog knows: a location typed as a known place uses its catalog name', async () => {
    for (const typed of ['yas island', 'Yas-Island', 'جزيرة ياس']) {
      const response = await app.inject(`/properties?listingType=rent&location=${encodeURIComponent(typed)}`);
      expect(titleOf(response.body), typed).toBe('Properties for Rent in Yas Island | Manzil Real Estate');
      expect(linkOf(response.body, 'canonical'), typed).toBe(
        'https://manzil.test/properties?listingType=rent&location=Yas+Island',
      );
      expect(response.body, typed).not.toContain('content="noindex"');
    }
    const arabic = await app.inject(`/ar/properties?location=${encodeURIComponent('yas island')}`);
    expect(titleOf(arabic.body)).toBe('عقارات للبيع في جزيرة ياس | منزل للعقارات');
    const emirate = await app.inject('/properties?location=dubai');
    expect(titleOf(emirate.body)).toBe('Properties for Sale in Dubai | Manzil Real Estate');
  });

  it('gives a free-text location or filter value the catalog does not know a generic title and noindex', async () => {
    const spam = 'Cheap villas call 0501234567 now';
    const response = await app.inject(`/properties?listingType=sale&location=${encodeURIComponent(spam)}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Properties for Sale in UAE | Manzil Real Estate');
    expect(metaOf(response.body, 'description')).not.toContain('0501234567');
    expect(response.body).not.toContain('0501234567');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(linkOf(response.body, 'canonical')).toBe('https://manzil.test/properties?listingType=sale');
    const filter = await app.inject('/properties?areas=atlantis-call-now&propertyType=villa');
    expect(titleOf(filter.body)).toBe('Villas for Sale in UAE | Manzil Real Estate');
    expect(filter.body).not.toContain('atlantis');
    expect(filter.body).toContain('<meta name="robots" content="noindex" />');
    expect(linkOf(filter.body, 'canonical')).toBe('https://manzil.test/properties?propertyType=villa');
  });

  it('describes a listing: title, price, area, first image, listing and breadcrumb data', async () => {
    const response = await app.inject('/property/7');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toBe('Sea-view apartment 7 | AED 2,450,000 | Al Reem Island');
    expect(metaOf(html, 'description')).toMatch(
      /^Apartment for Sale in Al Reem Island, Abu Dhabi: 2 bedrooms, 3 bathrooms, 1,250 sq ft, AED 2,450,000\./,
    );
    expect(metaOf(html, 'og:image')).toBe('https://manzil.test/media/properties/7/a.jpg');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(linkOf(html, 'canonical')).toBe('https://manzil.test/property/7');
    const [item, crumbs] = jsonLd(html);
    expect(item).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Sea-view apartment 7',
      image: ['https://manzil.test/media/properties/7/a.jpg', 'https://manzil.test/media/properties/7/b.jpg'],
      offers: { '@type': 'Offer', price: 2_450_000, priceCurrency: 'AED' },
      contentLocation: {
        address: { addressLocality: 'Al Reem Island', addressRegion: 'Abu Dhabi', addressCountry: 'AE' },
        geo: { latitude: 24.4985, longitude: 54.4011 },
      },
    });
    expect(crumbs?.itemListElement.map((entry: { name: string }) => entry.name)).toEqual([
      'Home',
      'Properties for Sale in UAE',
      'Al Reem Island',
      'Sea-view apartment 7',
    ]);
  });

  it("names the listing's advertising permit as an identifier in its structured data", async () => {
    listings.push(listing(9, { permitNumber: '20261234567', permitExpiresOn: '2027-03-31' }));
    const html = (await app.inject('/property/9')).body;
    const [item] = jsonLd(html);
    expect(item?.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'reference', value: 'ST-000009' },
      { '@type': 'PropertyValue', propertyID: 'ADREC advertising permit', value: '20261234567' },
    ]);
    // Offered only while the permit is valid: to the end of its last day in Abu Dhabi.
    expect(item?.offers).toMatchObject({ validThrough: '2027-03-31T23:59:59+04:00' });
  });

  it('answers 410 with a "no longer advertised" head, in both languages, for a listing whose permit expired', async () => {
    const english = await app.inject('/property/410');
    expect(english.statusCode).toBe(410);
    expect(titleOf(english.body)).toBe('No longer advertised | Manzil Real Estate');
    expect(metaOf(english.body, 'description')).toMatch(/advertising permit has expired/);
    expect(english.body).toContain('<meta name="robots" content="noindex" />');
    const arabic = await app.inject('/ar/property/410');
    expect(arabic.statusCode).toBe(410);
    expect(titleOf(arabic.body)).toMatch(/^لم يعد هذا العقار معروضاً \| /);
    expect(jsonLd(arabic.body)).toEqual([]);
  });

  it('writes an Arabic listing in Arabic, with a yearly rent', async () => {
    const html = (await app.inject('/ar/property/8')).body;
    expect(titleOf(html)).toBe('شقة بإطلالة بحرية 8 | 120,000 د.إ سنوياً | جزيرة الريم');
    expect(metaOf(html, 'description')).toContain('للإيجار في جزيرة الريم');
    expect(metaOf(html, 'og:image:alt')).toBe('غرفة المعيشة');
  });

  it('answers 404 with the 404 page for a missing listing, a bad id and an unknown location', async () => {
    for (const path of [
      '/property/999',
      '/property/abc',
      '/ar/property/0',
      '/properties/location/atlantis',
    ]) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, path).toContain('<div id="root"></div>');
    }
    expect(titleOf((await app.inject('/property/999')).body)).toBe('Property not found | Manzil Real Estate');
  });

  it('redirects a location link to its results at once: 302 with areaId and location, the /ar prefix kept', async () => {
    const english = await app.inject('/properties/location/yas-island');
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/properties?areaId=12&location=Yas+Island');
    expect(english.headers['cache-control']).toBe('no-cache');
    const arabic = await app.inject('/ar/properties/location/al-reem-island/');
    expect(arabic.statusCode).toBe(302);
    const target = new URL(String(arabic.headers.location), 'http://x');
    expect(target.pathname).toBe('/ar/properties');
    expect(Object.fromEntries(target.searchParams)).toEqual({ areaId: '11', location: 'جزيرة الريم' });
    // HEAD is answered the same way.
    expect((await app.inject({ method: 'HEAD', url: '/properties/location/yas-island' })).statusCode).toBe(
      302,
    );
  });

  it('answers an unknown or malformed location slug with the Location Not Found page and HTTP 404', async () => {
    for (const path of [
      '/properties/location/atlantis',
      '/ar/properties/location/atlantis',
      '/properties/location/Yas%20Island',
      '/properties/location/%D8%A7',
    ]) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
      expect(response.body, path).toContain('<div id="root"></div>');
    }
  });

  it('finds an area added since the areas were cached instead of answering 404', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await app.inject('/properties/location/yas-island')).statusCode).toBe(302);
      areas.push({
        id: 13,
        nameEn: 'Saadiyat',
        nameAr: 'السعديات',
        slug: 'saadiyat',
        emirateId: 1,
        center: null,
      });
      vi.setSystemTime(Date.now() + 5_000);
      const response = await app.inject('/properties/location/saadiyat');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/properties?areaId=13&location=Saadiyat');
    } finally {
      areas.pop();
      vi.useRealTimers();
    }
  });

  it('serves the location page for the client to resolve when the catalog cannot be asked', async () => {
    mode = 'down';
    const response = await app.inject('/properties/location/yas-island');
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
  });

  it('keeps the admin page out of the index', async () => {
    const html = (await app.inject('/admin')).body;
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(linkOf(html, 'canonical')).toBeUndefined();
  });

  it('escapes hostile listing text and query values everywhere it is written', async () => {
    listings = [
      listing(9, {
        titleEn: '</script><script>alert(1)</script>"><img src=x onerror=alert(2)> $& $1',
        descriptionEn: '<b>bold</b> & "quoted"',
        images: [],
      }),
      listing(10),
    ];
    const photo = listings[1]?.images[0];
    if (photo) photo.url = '/media/x".jpg?a=1&b=<script>';
    const withPhoto = (await app.inject('/property/10')).body;
    expect(withPhoto).toContain('content="https://manzil.test/media/x&quot;.jpg?a=1&amp;b=&lt;script&gt;"');
    expect(withPhoto.match(/<script>/g) ?? []).toHaveLength(0);
    const html = (await app.inject('/property/9')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/script>/g)).toHaveLength(1 + jsonLd(html).length);
    expect(titleOf(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img');
    expect(titleOf(html)).toContain('$&amp; $1');
    expect(jsonLd(html)[0]?.name).toBe(listings[0]?.titleEn);
    const query = await app.inject(`/properties?location=${encodeURIComponent('"><script>x</script>')}`);
    expect(query.body).not.toContain('<script>x');
    // Not a place the catalog knows: nothing of it is written at all.
    expect(query.body).not.toContain('&lt;script&gt;x');
    expect(titleOf(query.body)).toBe('Properties for Sale in UAE | Manzil Real Estate');
  });

  it('serves generic tags quickly when the catalog is down or slow', async () => {
    mode = 'down';
    const down = await app.inject('/properties?listingType=rent&areas=al-reem-island');
    expect(down.statusCode).toBe(200);
    expect(titleOf(down.body)).toBe('Properties for Rent in UAE | Manzil Real Estate');
    expect((await app.inject('/ar/property/7')).statusCode).toBe(200);
    mode = 'slow';
    const started = Date.now();
    const slow = await app.inject('/property/8');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(slow.statusCode).toBe(200);
    expect(titleOf(slow.body)).toBe('Properties | Manzil Real Estate');
  });

  it('reuses names for a while instead of asking the catalog on every page', async () => {
    await app.inject('/properties?areas=yas-island');
    await app.inject('/ar/properties?areas=yas-island');
    expect(calls.filter((path) => path === '/api/properties/areas')).toHaveLength(1);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every listing and location page in both languages, with lastmod, paging through search', async () => {
    listings = Array.from({ length: 120 }, (_, i) => listing(i + 1));
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/xml/);
    const xml = response.body;
    expect(calls.filter((path) => path.startsWith('/api/properties/search'))).toHaveLength(3);
    for (const id of [1, 60, 120]) {
      expect(xml).toContain(`<loc>https://manzil.test/property/${id}</loc>`);
      expect(xml).toContain(`<loc>https://manzil.test/ar/property/${id}</loc>`);
    }
    expect(xml).toContain('<loc>https://manzil.test/properties/location/yas-island</loc>');
    expect(xml).toContain('<loc>https://manzil.test/ar/properties/location/al-reem-island</loc>');
    expect(xml).toContain('<loc>https://manzil.test/ar</loc>');
    expect(xml).toContain('<loc>https://manzil.test/properties?listingType=rent</loc>');
    expect(xml).toContain('hreflang="x-default"');
    const urls = xml.match(/<url>/g) ?? [];
    expect(urls).toHaveLength(2 * (1 + 2 + areas.length + 120));
    expect(xml.match(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(
      urls.length,
    );
    expect(xml).not.toContain('/admin');
  });

  it('answers 503 with Retry-After when the catalog cannot be read', async () => {
    mode = 'down';
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
  });

  it('keeps crawlers out of the admin pages and names the sitemap', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toMatch(/^Disallow: \/admin$/m);
    expect(response.body).toMatch(/^Disallow: \/ar\/admin$/m);
    expect(response.body).toContain('Sitemap: https://manzil.test/sitemap.xml');
  });
});

describe('the site icon', () => {
  /** The width and height a PNG's header gives, or null when `body` is not a PNG. */
  const pngSize = (body: Buffer) =>
    body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      ? { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
      : null;

  it('is linked from every page as a PNG, with a home-screen icon; /favicon.ico points to it', async () => {
    for (const path of ['/', '/ar/properties', '/no-such-page']) {
      const page = await app.inject(path);
      expect(page.body, path).toContain(
        '<link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />',
      );
      expect(page.body, path).toContain(
        '<link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180" />',
      );
      // An SVG icon is decoded on the page's main thread while it starts.
      expect(page.body, path).not.toContain('favicon.svg');
    }
    for (const [path, size] of [
      ['/favicon.png', 32],
      ['/apple-touch-icon.png', 180],
      ['/apple-touch-icon-precomposed.png', 180],
    ] as const) {
      const icon = await app.inject(path);
      expect(icon.statusCode, path).toBe(200);
      expect(icon.headers['content-type'], path).toBe('image/png');
      expect(icon.headers['cache-control'], path).toBe('public, max-age=86400');
      expect(pngSize(icon.rawPayload), path).toEqual({ width: size, height: size });
    }
    const ico = await app.inject('/favicon.ico');
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.png');
  });

  it('still serves the SVG to whoever asked for it before', async () => {
    const icon = await app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toMatch(/^<svg [^>]*viewBox="0 0 40 40"/);
  });

  it('serves the PNG files drawn from the SVG as it is now (scripts/site-icons.mjs was run after the last change)', async () => {
    const source = readFileSync(new URL('../src/frontend/site-icon/site-icon.svg', import.meta.url), 'utf8');
    const served = await app.inject('/favicon.svg');
    expect(served.body.trim()).toBe(source.trim());
  });
});
