import type {
  AdminArea,
  AdminEmirate,
  AdminPropertyType,
  CatalogListing,
  FeedResponse,
  Property,
} from '@manzil/contracts';
import type { EventEnvelope, ServicePlugin } from '@manzil/service-kit';
import { buildTestApp, signTestAdminToken, type TestApp } from '@manzil/test-utils';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogService from '../src/app.ts';

// The admin API on an empty catalog (no seed): every write goes through the routes, and every event the relay
// publishes is collected from the bus.
let built: TestApp;
let token: string;
const events: EventEnvelope[] = [];

const emptyCatalog: ServicePlugin = (app, { ctx }) =>
  catalogService(app, { ctx, seed: false, relayPollMs: 50 });

beforeAll(async () => {
  built = await buildTestApp(emptyCatalog, { service: 'catalog', env: { LOG_LEVEL: 'silent' } });
  token = await signTestAdminToken(built.ctx);
  await built.ctx.events.subscribe({ durable: 'admin-test', subjects: ['catalog.>'] }, async (event) => {
    events.push(event);
  });
}, 120_000);

afterAll(() => built?.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = true) {
  const response = await built.app.inject({
    method,
    url,
    payload: payload as object,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.statusCode,
    body: response.body ? response.json() : undefined,
    headers: response.headers,
  };
}

/** Waits until the relay has published an event matching `match`. */
async function published(match: (event: EventEnvelope) => boolean): Promise<EventEnvelope> {
  for (let i = 0; i < 100; i++) {
    const found = events.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error('event not published');
}

const fieldsOf = (body: { details?: Array<{ field: string }> }) => (body.details ?? []).map((d) => d.field);

/** What the public routes answer: the listing page, and the feed the search index is rebuilt from. */
async function detailOf(id: number) {
  const response = await built.app.inject({ method: 'GET', url: `/api/properties/detail?id=${id}` });
  return { status: response.statusCode, body: response.json() as Property };
}
async function feed(): Promise<CatalogListing[]> {
  const response = await built.app.inject({ method: 'GET', url: '/api/properties/feed?limit=1000' });
  return (response.json() as FeedResponse).listings;
}

/** The upserted event of one listing at one version, once the relay has published it. */
const listingEvent = (id: number, version: number) =>
  published(
    (e) => e.type === 'catalog.property.upserted.v1' && e.key === `property:${id}` && e.version === version,
  );

async function pictureDataUrl(width = 2400, height = 1800): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

let emirate: AdminEmirate;
let area: AdminArea;
let type: AdminPropertyType;

describe('admin API: authentication', () => {
  it('answers 401 without a valid bearer token on every admin route, before validating the body', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/admin/emirates'],
      ['POST', '/api/admin/emirates'],
      ['PUT', '/api/admin/emirates/1'],
      ['DELETE', '/api/admin/emirates/1'],
      ['GET', '/api/admin/areas-with-emirates'],
      ['POST', '/api/admin/areas'],
      ['PUT', '/api/admin/areas/1'],
      ['DELETE', '/api/admin/areas/1'],
      ['GET', '/api/admin/property-types'],
      ['POST', '/api/admin/property-types'],
      ['GET', '/api/admin/properties'],
      ['POST', '/api/admin/properties'],
      ['PUT', '/api/admin/properties/1'],
      ['DELETE', '/api/admin/properties/1'],
    ];
    for (const [method, url] of routes) {
      const { status, headers } = await call(method, url, method === 'GET' ? undefined : {}, false);
      expect(status, `${method} ${url}`).toBe(401);
      expect(headers['www-authenticate']).toBe('Bearer');
    }
    const forged = await built.app.inject({
      method: 'GET',
      url: '/api/admin/emirates',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('admin API: emirates', () => {
  it('creates an emirate with the spec slug, lists it and publishes an event', async () => {
    const created = await call('POST', '/api/admin/emirates', { nameEn: 'Abu Dhabi', nameAr: 'أبوظبي' });
    expect(created.status).toBe(201);
    emirate = created.body;
    expect(emirate).toMatchObject({ nameEn: 'Abu Dhabi', slug: 'abu-dhabi', enabled: true, version: 1 });
    const list = await call('GET', '/api/admin/emirates');
    expect(list.body.map((e: AdminEmirate) => e.slug)).toEqual(['abu-dhabi']);
    const event = await published(
      (e) => e.type === 'catalog.emirate.upserted.v1' && e.key === `emirate:${emirate.id}`,
    );
    expect(event).toMatchObject({ version: 1, data: { id: emirate.id, slug: 'abu-dhabi', enabled: true } });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses missing names (naming each field) and a slug already in use (409)', async () => {
    const missing = await call('POST', '/api/admin/emirates', { nameEn: '' });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(expect.arrayContaining(['nameEn', 'nameAr']));
    const clash = await call('POST', '/api/admin/emirates', { nameEn: 'Abu  Dhabi ', nameAr: 'أبو ظبي' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('abu-dhabi');
    const badSlug = await call('POST', '/api/admin/emirates', {
      nameEn: 'X',
      nameAr: 'س',
      slug: 'Not A Slug',
    });
    expect(badSlug.status).toBe(400);
    expect(fieldsOf(badSlug.body)).toContain('slug');
    const noLatin = await call('POST', '/api/admin/emirates', { nameEn: '???', nameAr: 'س' });
    expect(noLatin.status).toBe(400);
    expect(fieldsOf(noLatin.body)).toContain('slug');
  });

  it('updates an emirate (version up), answers 404 for an unknown one and deletes an unused one', async () => {
    const extra = (await call('POST', '/api/admin/emirates', { nameEn: 'Fujairah', nameAr: 'الفجيرة' })).body;
    const updated = await call('PUT', `/api/admin/emirates/${extra.id}`, {
      nameEn: 'Al Fujairah',
      nameAr: 'الفجيرة',
      enabled: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ slug: 'al-fujairah', enabled: false, version: 2 });
    expect((await call('PUT', '/api/admin/emirates/9999', { nameEn: 'A', nameAr: 'ب' })).status).toBe(404);
    expect((await call('DELETE', `/api/admin/emirates/${extra.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/emirates/${extra.id}`)).status).toBe(404);
    const deleted = await published((e) => e.type === 'catalog.emirate.deleted.v1');
    expect(deleted).toMatchObject({ key: `emirate:${extra.id}`, version: 3, data: { id: extra.id } });
  });
});

describe('admin API: areas and property types', () => {
  it('creates an area under an existing emirate only, with the spec slug', async () => {
    const orphan = await call('POST', '/api/admin/areas', {
      nameEn: 'Nowhere',
      nameAr: 'لا مكان',
      emirateId: 9999,
    });
    expect(orphan.status).toBe(400);
    expect(fieldsOf(orphan.body)).toEqual(['emirateId']);
    const created = await call('POST', '/api/admin/areas', {
      nameEn: "Al Reem Island's Shams",
      nameAr: 'شمس جزيرة الريم',
      emirateId: emirate.id,
      center: { lat: 24.497, lng: 54.401 },
    });
    expect(created.status).toBe(201);
    area = created.body;
    expect(area).toMatchObject({
      slug: 'al-reem-islands-shams',
      emirate: { id: emirate.id, nameEn: 'Abu Dhabi' },
      center: { lat: 24.497, lng: 54.401 },
    });
    const event = await published((e) => e.type === 'catalog.area.upserted.v1');
    expect(event.data).toMatchObject({
      id: area.id,
      emirateName: 'Abu Dhabi',
      emirateNameAr: 'أبوظبي',
      emirateEnabled: true,
    });
    const clash = await call('POST', '/api/admin/areas', {
      nameEn: 'x',
      nameAr: 'س',
      emirateId: emirate.id,
      slug: area.slug,
    });
    expect(clash.status).toBe(409);
    const listed = await call('GET', '/api/admin/areas-with-emirates');
    expect(listed.body).toEqual([area]);
    expect(
      (await call('PUT', '/api/admin/areas/9999', { nameEn: 'A', nameAr: 'ب', emirateId: emirate.id }))
        .status,
    ).toBe(404);
  });

  it('refuses to delete an emirate that still has areas (409, nothing deleted)', async () => {
    const refused = await call('DELETE', `/api/admin/emirates/${emirate.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/still has 1 area/);
    expect((await call('GET', '/api/admin/emirates')).body).toHaveLength(1);
  });

  it('manages property types', async () => {
    const created = await call('POST', '/api/admin/property-types', {
      nameEn: 'Penthouse',
      nameAr: 'بنتهاوس',
    });
    expect(created.status).toBe(201);
    type = created.body;
    expect(type).toMatchObject({ slug: 'penthouse', category: 'residential', enabled: true, version: 1 });
    expect(
      (await call('POST', '/api/admin/property-types', { nameEn: 'Penthouse', nameAr: 'ب' })).status,
    ).toBe(409);
    const badCategory = await call('POST', '/api/admin/property-types', {
      nameEn: 'Shop',
      nameAr: 'محل',
      category: 'x',
    });
    expect(fieldsOf(badCategory.body)).toContain('category');
    const listed = await call('GET', '/api/admin/property-types');
    expect(listed.body.map((t: AdminPropertyType) => t.slug)).toEqual(['penthouse']);
  });
});

describe('admin API: properties', () => {
  let property: Property;

  it('creates a listing, converting a data-URL image into stored files and never echoing bytes', async () => {
    const created = await call('POST', '/api/admin/properties', {
      titleEn: 'Penthouse with sea view',
      titleAr: 'بنتهاوس بإطلالة على البحر',
      price: '4500000',
      propertyTypeId: type.id,
      areaId: area.id,
      listingType: 'sale',
      area: '3200',
      size: '',
      bedrooms: 4,
      bathrooms: '',
      features: ['  sea_view ', '', 'Private cinema', 'sea_view'],
      permitNumber: ' 20261234567 ',
      referenceNo: 'MZ-TEST-1',
      images: [{ url: await pictureDataUrl(), alt: 'Terrace', altAr: 'التراس' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    property = created.body;
    expect(property).toMatchObject({
      price: 4_500_000,
      priceType: 'total',
      area: 3200,
      size: null,
      bathrooms: null,
      bedrooms: 4,
      features: ['sea_view', 'Private cinema'],
      permitNumber: '20261234567',
      areaName: "Al Reem Island's Shams",
      emirateNameAr: 'أبوظبي',
      propertyTypeName: 'Penthouse',
      coordinates: { lat: 24.497, lng: 54.401 },
      version: 1,
      priceHistory: [],
      lastPriceChange: null,
    });
    const [image] = property.images;
    expect(image).toMatchObject({
      alt: 'Terrace',
      altAr: 'التراس',
      width: 1600,
      height: 1200,
      type: 'image/jpeg',
    });
    expect(image?.url).toMatch(/^\/media\/images\/[0-9a-f]{32}\/full\.jpg$/);
    expect(image?.thumbUrl).toMatch(/thumb\.jpg$/);
    expect(image?.webpSrcset).toMatch(/\.webp 320w/);
    expect(JSON.stringify(created.body)).not.toMatch(/base64|data:image/);
    expect(await built.ctx.storage.head((image?.url ?? '').slice('/media/'.length))).toMatchObject({
      contentType: 'image/jpeg',
    });
    const event = await listingEvent(property.id, 1);
    expect(event.data).toMatchObject({
      id: property.id,
      areaId: area.id,
      emirateId: emirate.id,
      areaName: area.nameEn,
    });
    // The event carries the listing as the admin answer shows it, plus what public search needs.
    const { priceHistory: _history, ...fields } = property;
    expect(event.data).toEqual({
      ...fields,
      listed: true,
      emirateSlug: 'abu-dhabi',
      propertyTypeSlug: 'penthouse',
    });
  });

  it('shows a new listing in the feed and the detail at once', async () => {
    const listings = await feed();
    expect(listings.map((l) => l.id)).toEqual([property.id]);
    expect(listings[0]).toMatchObject({ titleAr: property.titleAr, listed: true });
    expect(await detailOf(property.id)).toEqual({ status: 200, body: property });
  });

  it('keeps stored images by URL, records price changes and bumps the version on update', async () => {
    const updated = await call('PUT', `/api/admin/properties/${property.id}`, {
      titleEn: property.titleEn,
      titleAr: property.titleAr,
      price: 4_200_000,
      propertyTypeId: type.id,
      areaId: area.id,
      listingType: 'sale',
      parkingSpaces: 0,
      bedrooms: '0',
      images: property.images.map((i) => ({ url: i.url, alt: 'Roof terrace' })),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      price: 4_200_000,
      version: 2,
      permitNumber: '20261234567',
      referenceNo: 'MZ-TEST-1',
    });
    expect(updated.body.images[0]).toMatchObject({
      url: property.images[0]?.url,
      alt: 'Roof terrace',
      width: 1600,
    });
    expect(updated.body.priceHistory).toEqual([
      { oldPrice: 4_500_000, newPrice: 4_200_000, changedAt: expect.any(String) },
    ]);
    expect(updated.body.lastPriceChange).toEqual(updated.body.priceHistory[0]);
    const event = await listingEvent(property.id, 2);
    // Search is told of the cut with the listing, so its cards can say "Price reduced".
    expect(event.data).toMatchObject({
      price: 4_200_000,
      lastPriceChange: { oldPrice: 4_500_000, newPrice: 4_200_000 },
    });
    // The staff member sees the edit at once, on the listing page and in what search is fed.
    expect((await detailOf(property.id)).body).toEqual(updated.body);
    expect((await feed())[0]).toMatchObject({ price: 4_200_000, version: 2 });
    property = updated.body;
  });

  it('refuses bad listings naming the field: missing titles, price, unknown area or type, bad image', async () => {
    const base = {
      titleEn: 'T',
      titleAr: 'ع',
      price: 1,
      propertyTypeId: type.id,
      areaId: area.id,
      listingType: 'rent',
      permitNumber: '20260000001',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, titleAr: '' }, 'titleAr'],
      [{ ...base, price: undefined }, 'price'],
      [{ ...base, price: 'abc' }, 'price'],
      [{ ...base, price: -1 }, 'price'],
      [{ ...base, areaId: 9999 }, 'areaId'],
      [{ ...base, propertyTypeId: 9999 }, 'propertyTypeId'],
      [{ ...base, bedrooms: 'many' }, 'bedrooms'],
      [{ ...base, listingType: 'lease' }, 'listingType'],
      [{ ...base, images: [{ url: 'https://example.com/a.jpg' }] }, 'images.0.url'],
      [
        {
          ...base,
          images: [{ url: `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}` }],
        },
        'images.0.url',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/api/admin/properties', payload);
      expect(response.status, field).toBe(400);
      expect(fieldsOf(response.body), field).toContain(field);
    }
    const duplicate = await call('POST', '/api/admin/properties', { ...base, referenceNo: 'MZ-TEST-1' });
    expect(duplicate.status).toBe(409);
  });

  it('refuses to publish a listing without an advertising permit in the regulator format (400 on permitNumber)', async () => {
    const base = {
      titleEn: 'Apartment awaiting its permit',
      titleAr: 'شقة بانتظار التصريح',
      price: 1_200_000,
      propertyTypeId: type.id,
      areaId: area.id,
      listingType: 'sale',
    };
    const refused: Array<[Record<string, unknown>, string, RegExp]> = [
      [base, 'permitNumber', /cannot be published without/],
      [{ ...base, published: true, permitNumber: '' }, 'permitNumber', /cannot be published without/],
      [{ ...base, permitNumber: 'P-77' }, 'permitNumber', /11 digits/],
      [{ ...base, permitNumber: '1999123456' }, 'permitNumber', /11 digits/],
      [{ ...base, published: false, permitNumber: 'ABC' }, 'permitNumber', /11 digits/],
      [{ ...base, permitNumber: '20261234567', permitExpiresOn: '2026-02-30' }, 'permitExpiresOn', /date/],
      [{ ...base, permitNumber: '20261234567', permitExpiresOn: 'soon' }, 'permitExpiresOn', /.+/],
    ];
    for (const [payload, field, message] of refused) {
      const response = await call('POST', '/api/admin/properties', payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response.body), JSON.stringify(payload)).toEqual([field]);
      expect(response.body.message).toMatch(message);
    }
    expect(await call('GET', '/api/admin/properties')).toMatchObject({ headers: { 'x-total-count': '1' } });

    // A draft may wait for its permit: saved, but not public (no page, not in what search is fed).
    const draft = await call('POST', '/api/admin/properties', { ...base, published: false });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body).toMatchObject({ published: false, permitNumber: null, permitExpiresOn: null });
    expect((await listingEvent(draft.body.id, 1)).data).toMatchObject({ listed: false });
    expect((await detailOf(draft.body.id)).status).toBe(404);
    expect((await feed()).map((listing) => listing.id)).not.toContain(draft.body.id);

    // Publishing it needs the permit; typed with spaces or Arabic-Indic digits, it is stored in the plain form.
    const publish = { ...base, published: true };
    const refusedPublish = await call('PUT', `/api/admin/properties/${draft.body.id}`, publish);
    expect(refusedPublish.status).toBe(400);
    expect(fieldsOf(refusedPublish.body)).toEqual(['permitNumber']);
    const publishedNow = await call('PUT', `/api/admin/properties/${draft.body.id}`, {
      ...publish,
      permitNumber: '٢٠٢٦ ١٢٣ ٤٥٦٧',
      permitExpiresOn: '2099-12-31',
    });
    expect(publishedNow.status, JSON.stringify(publishedNow.body)).toBe(200);
    expect(publishedNow.body).toMatchObject({
      published: true,
      permitNumber: '20261234567',
      permitExpiresOn: '2099-12-31',
    });
    expect((await listingEvent(draft.body.id, 2)).data).toMatchObject({
      listed: true,
      permitExpiresOn: '2099-12-31',
    });
    expect((await detailOf(draft.body.id)).status).toBe(200);

    // Its permit lapses (the admin enters the past expiry): the page answers 410 and search is told to drop it.
    const lapsed = await call('PUT', `/api/admin/properties/${draft.body.id}`, {
      ...publish,
      permitExpiresOn: '2020-01-31',
    });
    expect(lapsed.status, JSON.stringify(lapsed.body)).toBe(200);
    expect((await listingEvent(draft.body.id, 3)).data).toMatchObject({ listed: false });
    const gone = await built.app.inject({ method: 'GET', url: `/api/properties/detail?id=${draft.body.id}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      error: 'gone',
      message: expect.stringMatching(/no longer advertised/),
    });
    expect((await feed()).map((listing) => listing.id)).not.toContain(draft.body.id);

    expect((await call('DELETE', `/api/admin/properties/${draft.body.id}`)).status).toBe(204);
  });

  it('keeps what a PUT leaves out, clears what it sends as null or empty, and follows a move to another area', async () => {
    const other = (
      await call('POST', '/api/admin/areas', {
        nameEn: 'Saadiyat Lagoons',
        nameAr: 'سعديات لاجونز',
        emirateId: emirate.id,
        center: { lat: 24.55, lng: 54.45 },
      })
    ).body as AdminArea;
    const created = await call('POST', '/api/admin/properties', {
      titleEn: 'Studio by the canal',
      titleAr: 'استوديو على القناة',
      price: 900_000,
      propertyTypeId: type.id,
      areaId: area.id,
      listingType: 'sale',
      bedrooms: 0,
      parkingSpaces: 0,
      permitNumber: '20250000077',
      coordinates: { lat: 24.49, lng: 54.39 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const base = { titleEn: 'Studio by the canal', titleAr: 'استوديو على القناة', propertyTypeId: type.id };

    const moved = await call('PUT', `/api/admin/properties/${id}`, {
      ...base,
      price: 900_000,
      areaId: other.id,
      listingType: 'rent',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      areaId: other.id,
      areaName: 'Saadiyat Lagoons',
      coordinates: { lat: 24.55, lng: 54.45 },
      listingType: 'rent',
      priceType: 'yearly',
      bedrooms: 0,
      parkingSpaces: 0,
      permitNumber: '20250000077',
      priceHistory: [],
      version: 2,
    });

    const cleared = await call('PUT', `/api/admin/properties/${id}`, {
      ...base,
      price: 90_000,
      areaId: other.id,
      listingType: 'rent',
      priceType: 'monthly',
      permitNumber: '',
      published: false,
      bedrooms: '',
      parkingSpaces: null,
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body).toMatchObject({
      published: false,
      coordinates: { lat: 24.55, lng: 54.45 },
      priceType: 'monthly',
      permitNumber: null,
      bedrooms: null,
      parkingSpaces: null,
      version: 3,
    });
    expect(cleared.body.priceHistory).toHaveLength(1);

    expect((await call('DELETE', `/api/admin/properties/${id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/areas/${other.id}`)).status).toBe(204);
  });

  it('lists listings for the admin with the total, and filters them by text', async () => {
    const list = await call('GET', '/api/admin/properties');
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body[0]).toMatchObject({ id: property.id, version: 2 });
    expect((await call('GET', '/api/admin/properties?q=MZ-TEST')).body).toHaveLength(1);
    expect((await call('GET', '/api/admin/properties?q=nothing-like-this')).body).toHaveLength(0);
  });

  it('refuses to delete an area or a type still in use (409)', async () => {
    const areaDelete = await call('DELETE', `/api/admin/areas/${area.id}`);
    expect(areaDelete.status).toBe(409);
    expect(areaDelete.body.message).toMatch(/1 listing/);
    expect((await call('DELETE', `/api/admin/property-types/${type.id}`)).status).toBe(409);
  });

  /**
   * Puts `body` to `url`, then expects the listing republished once (version up by one, in the same transaction)
   * with `expected` in its event and in the feed (or absent from the feed when it is not listed).
   */
  async function republishes(url: string, body: object, expected: Partial<CatalogListing>) {
    const version = (await detailOf(property.id)).body.version;
    expect((await call('PUT', url, body)).status).toBe(200);
    const event = await listingEvent(property.id, version + 1);
    expect(event.data).toMatchObject(expected);
    const shown = (await detailOf(property.id)).body;
    expect(shown.version).toBe(version + 1);
    const listed = await feed();
    if (expected.listed === false) expect(listed).toEqual([]);
    else expect(listed).toEqual([event.data]);
  }

  it("republishes an area's listings when it is switched off (not listed) and on again (listed)", async () => {
    const names = { nameEn: area.nameEn, nameAr: area.nameAr, emirateId: emirate.id };
    await republishes(`/api/admin/areas/${area.id}`, { ...names, enabled: false }, { listed: false });
    // The listing page still answers; the search index is told to hide it.
    expect((await detailOf(property.id)).status).toBe(200);
    await republishes(`/api/admin/areas/${area.id}`, { ...names, enabled: true }, { listed: true });
  });

  it("republishes an emirate's listings when it is switched off and on, and when its slug changes", async () => {
    const url = `/api/admin/emirates/${emirate.id}`;
    const names = { nameEn: emirate.nameEn, nameAr: emirate.nameAr };
    await republishes(url, { ...names, enabled: false }, { listed: false, emirateSlug: 'abu-dhabi' });
    await republishes(url, { ...names, enabled: true }, { listed: true });
    await republishes(url, { ...names, slug: 'abu-dhabi-emirate' }, { emirateSlug: 'abu-dhabi-emirate' });
    await republishes(url, { ...names, slug: 'abu-dhabi' }, { emirateSlug: 'abu-dhabi' });
  });

  it("republishes a type's listings when it is switched off and on, renamed, or its slug changes", async () => {
    const url = `/api/admin/property-types/${type.id}`;
    const names = { nameEn: type.nameEn, nameAr: type.nameAr };
    await republishes(url, { ...names, enabled: false }, { listed: false });
    await republishes(url, { ...names, enabled: true }, { listed: true });
    await republishes(url, { ...names, slug: 'sky-penthouse' }, { propertyTypeSlug: 'sky-penthouse' });
    await republishes(
      url,
      { nameEn: 'Sky Penthouse', nameAr: 'بنتهاوس علوي', slug: 'penthouse' },
      {
        propertyTypeSlug: 'penthouse',
        propertyTypeName: 'Sky Penthouse',
        propertyTypeNameAr: 'بنتهاوس علوي',
      },
    );
    await republishes(url, names, { propertyTypeName: 'Penthouse' });
  });

  it('leaves listings alone when a change does not touch what they show', async () => {
    const version = (await detailOf(property.id)).body.version;
    const emirateUpdated = await call('PUT', `/api/admin/emirates/${emirate.id}`, {
      nameEn: emirate.nameEn,
      nameAr: emirate.nameAr,
      sortOrder: 5,
    });
    expect(emirateUpdated.status).toBe(200);
    const areaUpdated = await call('PUT', `/api/admin/areas/${area.id}`, {
      nameEn: area.nameEn,
      nameAr: area.nameAr,
      emirateId: emirate.id,
      center: { lat: 24.5, lng: 54.4 },
    });
    expect(areaUpdated.status).toBe(200);
    const typeUpdated = await call('PUT', `/api/admin/property-types/${type.id}`, {
      nameEn: type.nameEn,
      nameAr: type.nameAr,
      sortOrder: 9,
    });
    expect(typeUpdated.status).toBe(200);
    expect((await detailOf(property.id)).body.version).toBe(version);
  });

  it('republishes listings when their area is renamed, then deletes listing, area and emirate in order', async () => {
    const version = (await detailOf(property.id)).body.version;
    const renamed = await call('PUT', `/api/admin/areas/${area.id}`, {
      nameEn: 'Shams Abu Dhabi',
      nameAr: 'شمس أبوظبي',
      emirateId: emirate.id,
    });
    expect(renamed.body).toMatchObject({ slug: 'shams-abu-dhabi' });
    const event = await listingEvent(property.id, version + 1);
    expect(event.data).toMatchObject({ areaName: 'Shams Abu Dhabi', areaSlug: 'shams-abu-dhabi' });
    expect((await detailOf(property.id)).body).toMatchObject({
      areaName: 'Shams Abu Dhabi',
      version: version + 1,
    });
    expect((await feed())[0]).toMatchObject({ areaSlug: 'shams-abu-dhabi', version: version + 1 });

    expect((await call('DELETE', `/api/admin/properties/${property.id}`)).status).toBe(204);
    expect((await detailOf(property.id)).status).toBe(404);
    expect(await feed()).toEqual([]);
    const deleted = await published(
      (e) => e.type === 'catalog.property.deleted.v1' && e.key === `property:${property.id}`,
    );
    expect(deleted).toMatchObject({ version: version + 2, data: { id: property.id } });
    expect((await call('DELETE', `/api/admin/areas/${area.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/property-types/${type.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/emirates/${emirate.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/properties/${property.id}`)).status).toBe(404);
  });

  it('published every event once, in the order of each aggregate', async () => {
    await published((e) => e.type === 'catalog.emirate.deleted.v1' && e.key === `emirate:${emirate.id}`);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    const byKey = new Map<string, number[]>();
    for (const e of events) byKey.set(e.key, [...(byKey.get(e.key) ?? []), e.version]);
    for (const [key, versions] of byKey) expect(versions, key).toEqual([...versions].sort((a, b) => a - b));
  });
});
