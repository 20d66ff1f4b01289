import {
  type AdminArea,
  type AdminEmirate,
  type AdminPropertyType,
  type CatalogListing,
  CatalogListing as CatalogListingSchema,
  type FeedResponse,
  type Property,
  permitQrPath,
} from '@manzil/contracts';
import {
  buildTestApp,
  expectPublicListing,
  expectQueryRefusals,
  signTestAdminToken,
  type TestApp,
} from '@manzil/test-utils';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogService from '../src/app.ts';

// The public listing routes (detail and feed) on the seeded demo catalog (PGlite); places and types are switched
// off and on through the admin API, as an admin would.
let built: TestApp;
let token: string;

beforeAll(async () => {
  built = await buildTestApp(catalogService as never, { service: 'catalog', env: { LOG_LEVEL: 'silent' } });
  token = await signTestAdminToken(built.ctx);
  // The first request waits for the first-start seed: here, under the hook's time limit, not a test's.
  await built.app.inject({ method: 'GET', url: '/api/properties/emirates' });
}, 300_000);

afterAll(() => built?.close());

async function get<T>(url: string): Promise<T> {
  const response = await built.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const feed = (query = '') => get<FeedResponse>(`/api/properties/feed${query}`);
const detail = (id: number) => get<Property>(`/api/properties/detail?id=${id}`);

/** Every listing of the feed, page by page. */
async function wholeFeed(limit = 50): Promise<CatalogListing[]> {
  const listings: CatalogListing[] = [];
  let after = 0;
  for (;;) {
    const page = await feed(`?after=${after}&limit=${limit}`);
    listings.push(...page.listings);
    if (page.next === null) return listings;
    after = page.next;
  }
}

/** The Property fields of a feed listing: what the detail shows besides the price history. */
function propertyFields(listing: CatalogListing): Omit<Property, 'priceHistory'> {
  const { listed: _listed, emirateSlug: _emirate, propertyTypeSlug: _type, ...fields } = listing;
  return fields;
}

async function admin(method: 'GET' | 'PUT', url: string, payload?: object) {
  const response = await built.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/properties/detail', () => {
  it('answers one listing with its joins in both languages and image URLs', async () => {
    const [first] = (await feed('?limit=1')).listings;
    const listing = await detail(first?.id as number);
    expectPublicListing(listing);
    expect(listing.images[0]?.webpSrcset).toMatch(/\.webp 320w, .*\.webp 1200w$/);
    expect(JSON.stringify(listing)).not.toMatch(/data:image|base64/);
  });

  it('answers every listing as the feed shows it, with its price history', async () => {
    const listings = await wholeFeed(1000);
    const changed: Property[] = [];
    for (const listing of listings) {
      const shown = await detail(listing.id);
      expect(shown).toEqual({ ...propertyFields(listing), priceHistory: expect.any(Array) });
      if ((shown.priceHistory ?? []).length > 0) changed.push(shown);
    }
    expect(changed.length).toBeGreaterThan(10);
    for (const shown of changed) {
      const history = shown.priceHistory ?? [];
      expect(history.at(-1)?.newPrice).toBe(shown.price);
      expect(history.map((c) => c.changedAt)).toEqual(history.map((c) => c.changedAt).sort());
      expect(shown.version).toBe(1 + history.length);
    }
  });

  it('answers 404 for a listing that does not exist and 400 for an id that is not one', async () => {
    const missing = await built.app.inject({ method: 'GET', url: '/api/properties/detail?id=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Property not found.');
    for (const bad of ['abc', '0', '', '1.5']) {
      const response = await built.app.inject({ method: 'GET', url: `/api/properties/detail?id=${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain('id');
    }
  });
});

describe('GET /api/properties/feed', () => {
  it('pages through every public listing exactly once, by ascending id, with the next page in `next`', async () => {
    const first = await feed('?limit=50');
    expect(first.listings).toHaveLength(50);
    expect(first.next).toBe(first.listings.at(-1)?.id);
    const listings = await wholeFeed(50);
    expect(listings).toHaveLength(180);
    const ids = listings.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(180);
    // A last page that is full still names a next one, which is empty and ends the feed.
    const third = await feed(`?after=${ids[119]}&limit=60`);
    expect([third.listings.length, third.next]).toEqual([60, ids[179]]);
    expect(await feed(`?after=${ids[179]}&limit=60`)).toEqual({ listings: [], next: null });
    expect((await wholeFeed(1000)).map((l) => l.id)).toEqual(ids);
  });

  it('answers 500 listings by default, not to be cached, each with its slugs and the contract fields only', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/properties/feed' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as FeedResponse;
    expect([body.listings.length, body.next]).toEqual([180, null]);
    const fields = Object.keys(CatalogListingSchema.properties).sort();
    for (const listing of body.listings) expect(Object.keys(listing).sort()).toEqual(fields);
    const villa = body.listings.find((l) => l.propertyTypeName === 'Villa' && l.emirateName === 'Dubai');
    expect(villa).toMatchObject({ listed: true, emirateSlug: 'dubai', propertyTypeSlug: 'villa' });
    expect(JSON.stringify(body)).not.toMatch(/data:image|base64/);
  });

  it('leaves out listings of a disabled area, emirate or type, and brings them back when re-enabled', async () => {
    const areas = (await admin('GET', '/api/admin/areas-with-emirates')) as AdminArea[];
    const emirates = (await admin('GET', '/api/admin/emirates')) as AdminEmirate[];
    const types = (await admin('GET', '/api/admin/property-types')) as AdminPropertyType[];
    const reem = areas.find((a) => a.slug === 'al-reem-island') as AdminArea;
    const dubai = emirates.find((e) => e.slug === 'dubai') as AdminEmirate;
    const villa = types.find((t) => t.slug === 'villa') as AdminPropertyType;
    const cases: Array<[string, string, object, (l: CatalogListing) => boolean]> = [
      [
        'area',
        `/api/admin/areas/${reem.id}`,
        { nameEn: reem.nameEn, nameAr: reem.nameAr, slug: reem.slug, emirateId: reem.emirateId },
        (l) => l.areaId === reem.id,
      ],
      [
        'emirate',
        `/api/admin/emirates/${dubai.id}`,
        { nameEn: dubai.nameEn, nameAr: dubai.nameAr, slug: dubai.slug },
        (l) => l.emirateId === dubai.id,
      ],
      [
        'type',
        `/api/admin/property-types/${villa.id}`,
        { nameEn: villa.nameEn, nameAr: villa.nameAr, slug: villa.slug },
        (l) => l.propertyTypeId === villa.id,
      ],
    ];
    for (const [what, url, names, inside] of cases) {
      const before = await wholeFeed(1000);
      const hidden = before.filter(inside);
      expect(hidden.length, what).toBeGreaterThan(0);
      await admin('PUT', url, { ...names, enabled: false });
      const without = await wholeFeed(1000);
      expect(
        without.map((l) => l.id),
        what,
      ).toEqual(before.filter((l) => !inside(l)).map((l) => l.id));
      // The listing page still answers for a hidden listing (a link shared before it was hidden).
      expect((await detail(hidden[0]?.id as number)).id).toBe(hidden[0]?.id);
      await admin('PUT', url, { ...names, enabled: true });
      const back = await wholeFeed(1000);
      expect(
        back.map((l) => l.id),
        what,
      ).toEqual(before.map((l) => l.id));
      // Switching off and on republished them twice: the same listings, two versions on.
      const again = back.filter(inside);
      expect(
        again.map((l) => l.version),
        what,
      ).toEqual(hidden.map((l) => l.version + 2));
      expect(again.map(({ version: _v, updatedAt: _u, ...l }) => l)).toEqual(
        hidden.map(({ version: _v, updatedAt: _u, ...l }) => l),
      );
    }
  });

  it('refuses an `after` or `limit` that is not a whole number in range, naming it', async () => {
    const cases: Array<[string, string]> = [
      ['?after=-1', 'after'],
      ['?after=abc', 'after'],
      ['?after=1.5', 'after'],
      ['?limit=0', 'limit'],
      ['?limit=1001', 'limit'],
      ['?limit=ten', 'limit'],
    ];
    await expectQueryRefusals(built.app, '/api/properties/feed', cases);
  });
});

describe('price history on every listing', () => {
  it('carries the latest price change, in the feed (for search) and the detail, and the seed cut a few prices lately', async () => {
    const listings = await wholeFeed();
    const changed = listings.filter((listing) => listing.lastPriceChange);
    expect(changed.length).toBeGreaterThan(6);
    for (const listing of changed.slice(0, 5)) {
      const { priceHistory, lastPriceChange } = await detail(listing.id);
      expect(lastPriceChange).toEqual(priceHistory?.at(-1));
      expect(listing.lastPriceChange).toEqual(lastPriceChange);
      expect(lastPriceChange?.newPrice).toBe(listing.price);
    }
    const month = 30 * 86_400_000;
    const recentCuts = changed.filter(
      (listing) =>
        listing.lastPriceChange &&
        listing.lastPriceChange.newPrice < listing.lastPriceChange.oldPrice &&
        Date.now() - Date.parse(listing.lastPriceChange.changedAt) < month,
    );
    expect(recentCuts.length).toBeGreaterThanOrEqual(6);
    expect(recentCuts.filter((listing) => listing.isFeatured).length).toBeGreaterThanOrEqual(3);
    expect(listings.filter((listing) => listing.isFeatured)).toHaveLength(8);
    expect(
      listings.filter((listing) => !listing.lastPriceChange).every((l) => l.lastPriceChange === null),
    ).toBe(true);
  });
});

describe('GET /api/properties/permit-qr', () => {
  it("draws the QR code of the listing's permit check as SVG, with the default check URL", async () => {
    const withPermit = (await wholeFeed()).find((listing) => listing.permitNumber);
    expect(withPermit).toBeDefined();
    const response = await built.app.inject({
      method: 'GET',
      url: `/api/properties/permit-qr?id=${withPermit?.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(response.body).toContain('<path');
    expect(response.headers['x-permit-check-url']).toBe(
      `https://www.adrec.gov.ae/en/madhmoun/permit-check?permit=${withPermit?.permitNumber}`,
    );
  });

  it('draws it as a two-colour PNG of about 224 pixels with format=png, what the listing page shows', async () => {
    const withPermit = (await wholeFeed()).find((listing) => listing.permitNumber);
    const response = await built.app.inject({
      method: 'GET',
      url: permitQrPath(withPermit?.id ?? 0, 'png'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-permit-check-url']).toContain(String(withPermit?.permitNumber));
    const png = await sharp(response.rawPayload).metadata();
    expect(png.format).toBe('png');
    expect(png.width).toBe(png.height);
    expect(png.width).toBeGreaterThanOrEqual(200);
    expect(png.width).toBeLessThanOrEqual(250);
    // Dark modules on white, nothing between: what a scanner reads.
    const { data } = await sharp(response.rawPayload).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(new Set(data)).toEqual(new Set([0x11, 0xff]));
    expect(response.rawPayload.length).toBeLessThan(1024);
  });

  it('answers 400 for a format it does not draw', async () => {
    const withPermit = (await wholeFeed()).find((listing) => listing.permitNumber);
    const response = await built.app.inject({
      method: 'GET',
      url: `/api/properties/permit-qr?id=${withPermit?.id}&format=gif`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for a listing that does not exist', async () => {
    for (const id of [999_999]) {
      const response = await built.app.inject({ method: 'GET', url: `/api/properties/permit-qr?id=${id}` });
      expect(response.statusCode).toBe(404);
    }
  });
});
