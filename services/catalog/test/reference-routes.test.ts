import type { createServer } from '@manzil/service-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogDb } from '../src/db.ts';
import { areaRoutes } from '../src/routes/areas.ts';
import { emirateRoutes } from '../src/routes/emirates.ts';
import { propertyTypeRoutes } from '../src/routes/property-types.ts';
import { seededCatalogApp } from './helpers.ts';

// The reference routes on a seeded PGlite database, with the database at hand to switch rows off and on.
let db: CatalogDb;
let app: ReturnType<typeof createServer>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const opened = await seededCatalogApp(async (server, database) => {
    await server.register(emirateRoutes, { db: database });
    await server.register(areaRoutes, { db: database });
    await server.register(propertyTypeRoutes, { db: database });
  });
  ({ db, app } = opened);
  cleanup = opened.close;
});

afterAll(() => cleanup?.());

afterEach(async () => {
  await db.emirate.updateMany({ data: { enabled: true } });
  await db.area.updateMany({ data: { enabled: true } });
  await db.propertyType.updateMany({ data: { enabled: true } });
});

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

const emirateId = async (slug: string) => (await db.emirate.findUniqueOrThrow({ where: { slug } })).id;

describe('GET /api/properties/emirates', () => {
  it('lists the seven emirates with both names and slug, Abu Dhabi first', async () => {
    const { status, body } = await get('/api/properties/emirates');
    expect(status).toBe(200);
    expect(body.map((e: { slug: string }) => e.slug)).toEqual([
      'abu-dhabi',
      'dubai',
      'sharjah',
      'ajman',
      'umm-al-quwain',
      'ras-al-khaimah',
      'fujairah',
    ]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      nameEn: 'Abu Dhabi',
      nameAr: 'أبوظبي',
      slug: 'abu-dhabi',
    });
  });

  it('hides a disabled emirate', async () => {
    await db.emirate.update({ where: { slug: 'dubai' }, data: { enabled: false } });
    const { body } = await get('/api/properties/emirates');
    expect(body).toHaveLength(6);
    expect(body.some((e: { slug: string }) => e.slug === 'dubai')).toBe(false);
  });
});

describe('GET /api/properties/areas', () => {
  it('lists the communities of one emirate with slug and centre', async () => {
    const abuDhabi = await emirateId('abu-dhabi');
    const { status, body } = await get(`/api/properties/areas?emirateId=${abuDhabi}`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(25);
    expect(body.every((a: { emirateId: number }) => a.emirateId === abuDhabi)).toBe(true);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      nameEn: 'Al Reem Island',
      nameAr: 'جزيرة الريم',
      slug: 'al-reem-island',
      emirateId: abuDhabi,
      center: { lat: 24.499, lng: 54.406 },
    });
  });

  it('lists every enabled area without a filter, emirate by emirate', async () => {
    const { body } = await get('/api/properties/areas');
    const emirates = body.map((a: { emirateId: number }) => a.emirateId);
    expect(emirates).toEqual([...emirates].sort((a, b) => a - b));
    expect(body.length).toBeGreaterThan(30);
  });

  it('hides disabled areas and every area of a disabled emirate', async () => {
    await db.area.update({ where: { slug: 'yas-island' }, data: { enabled: false } });
    await db.emirate.update({ where: { slug: 'dubai' }, data: { enabled: false } });
    const dubai = await emirateId('dubai');
    const all = (await get('/api/properties/areas')).body as Array<{ slug: string; emirateId: number }>;
    expect(all.some((a) => a.slug === 'yas-island')).toBe(false);
    expect(all.some((a) => a.emirateId === dubai)).toBe(false);
    expect(all.some((a) => a.slug === 'al-reem-island')).toBe(true);
    expect((await get(`/api/properties/areas?emirateId=${dubai}`)).body).toEqual([]);
  });

  it('answers an empty list for an emirate without communities', async () => {
    const { status, body } = await get(`/api/properties/areas?emirateId=${await emirateId('fujairah')}`);
    expect([status, body]).toEqual([200, []]);
  });

  it('refuses an emirateId that is not a positive whole number, naming the parameter', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const { status, body } = await get(`/api/properties/areas?emirateId=${bad}`);
      expect(status).toBe(400);
      expect(body.error).toBe('validation');
      expect(JSON.stringify(body)).toContain('emirateId');
    }
  });
});

describe('GET /api/properties/property-types', () => {
  it('lists the residential types in display order', async () => {
    const { status, body } = await get('/api/properties/property-types');
    expect(status).toBe(200);
    expect(body.map((t: { nameEn: string }) => t.nameEn)).toEqual([
      'Apartment',
      'Villa',
      'Townhouse',
      'Penthouse',
      'Duplex',
      'Hotel Apartment',
      'Compound Villa',
    ]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      nameEn: 'Apartment',
      nameAr: 'شقة',
      slug: 'apartment',
      category: 'residential',
    });
  });

  it('hides a disabled type', async () => {
    await db.propertyType.update({ where: { slug: 'duplex' }, data: { enabled: false } });
    const { body } = await get('/api/properties/property-types');
    expect(body.map((t: { slug: string }) => t.slug)).not.toContain('duplex');
  });
});
