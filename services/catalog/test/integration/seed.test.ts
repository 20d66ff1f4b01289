import type { ServiceContext } from '@manzil/service-kit';
import { postgresForTests } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogDb } from '../../src/db.ts';
import { AREAS } from '../../src/seed/data/areas.ts';
import { generateListings } from '../../src/seed/listings.ts';
import { seedCatalog } from '../../src/seed/seed-catalog.ts';
import { seedIfEmpty } from '../../src/seed/seed-on-start.ts';
import { fingerprint, isolatedPostgres, openCatalog, tempDataDir, testEnv } from '../helpers.ts';

// The seed on real PostgreSQL when DATABASE_URL is set (a database of its own, dropped afterwards), else on
// the embedded PGlite: the same migrations, the same rows, and a second run that changes nothing.
const server = await postgresForTests();
const postgres = server.url ? await isolatedPostgres(server.url) : undefined;
const listings = generateListings();
let data: Awaited<ReturnType<typeof tempDataDir>>;
let ctx: ServiceContext;
let db: CatalogDb;

beforeAll(async () => {
  data = await tempDataDir();
  ({ ctx, db } = await openCatalog(testEnv(data.dir, postgres?.env)));
});

afterAll(async () => {
  await ctx?.close();
  await postgres?.drop();
  await server.stop();
  await data?.remove();
});

describe(`catalog seed on ${postgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates its tables in the "catalog" schema', async () => {
    const tables = await db.$queryRawUnsafe<Array<{ table_name: string }>>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'catalog' ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'areas',
      'audit_log',
      'emirates',
      'outbox',
      'price_changes',
      'properties',
      'property_images',
      'property_types',
    ]);
  });

  it('inserts the whole demo catalog on the first run', async () => {
    const { created, picturesRendered } = await seedCatalog(db, ctx.storage, listings);
    expect(created).toEqual({
      emirates: 7,
      areas: AREAS.length,
      propertyTypes: 7,
      properties: listings.length,
      images: listings.reduce((sum, l) => sum + l.images.length, 0),
      priceChanges: listings.reduce((sum, l) => sum + l.priceChanges.length, 0),
    });
    expect(picturesRendered).toBe(48);
  });

  it('stores listings as generated: joins, counts by emirate, type, listing type and status', async () => {
    const rows = await db.property.findMany({
      select: {
        referenceNo: true,
        price: true,
        listingType: true,
        status: true,
        features: true,
        propertyType: { select: { slug: true } },
        areaRef: { select: { slug: true, emirate: { select: { slug: true } } } },
        _count: { select: { images: true } },
      },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((r) => r.referenceNo)).toEqual(listings.map((l) => l.referenceNo));
    rows.forEach((row, i) => {
      const listing = listings[i];
      expect(Number(row.price)).toBe(listing?.price);
      expect(row.propertyType.slug).toBe(listing?.typeSlug);
      expect(row.areaRef.slug).toBe(listing?.areaSlug);
      expect(row.features).toEqual(listing?.features);
      expect(row._count.images).toBe(listing?.images.length);
    });
    const count = (key: (r: (typeof rows)[number]) => string) => {
      const counts: Record<string, number> = {};
      for (const row of rows) counts[key(row)] = (counts[key(row)] ?? 0) + 1;
      return counts;
    };
    const summary = {
      emirate: count((r) => r.areaRef.emirate.slug),
      type: count((r) => r.propertyType.slug),
      listingType: count((r) => r.listingType),
      status: count((r) => r.status),
    };
    console.info('seeded listings', JSON.stringify(summary));
    expect(Object.keys(summary.status).sort()).toEqual(['ready', 'rented', 'sold', 'under_construction']);
    expect(summary.emirate['abu-dhabi']).toBeGreaterThan(listings.length * 0.8);
  });

  it('keeps image bytes out of the database: rows hold keys, /media URLs, sizes and variants', async () => {
    const image = await db.propertyImage.findFirstOrThrow({ orderBy: { id: 'asc' } });
    expect(image.url).toBe(`/media/${image.storageKey}`);
    expect(image.url).toMatch(/^\/media\/seed\/[0-9a-f]{32}\/full\.jpg$/);
    expect([image.width, image.height]).toEqual([1200, 800]);
    expect(image.variants).toMatchObject({
      card: { jpeg: { width: 800, height: 533 }, webp: { width: 800 } },
      thumb: { jpeg: { width: 320, height: 213 } },
      full: { webp: { width: 1200 } },
    });
    expect(await ctx.storage.head(image.storageKey)).toMatchObject({ contentType: 'image/jpeg' });
  });

  it('changes nothing when run again, and the start-up check does not seed twice', async () => {
    const before = await fingerprint(db);
    const again = await seedCatalog(db, ctx.storage, listings);
    expect(again.created).toEqual({
      emirates: 0,
      areas: 0,
      propertyTypes: 0,
      properties: 0,
      images: 0,
      priceChanges: 0,
    });
    expect(again.picturesRendered).toBe(0);
    expect(await seedIfEmpty(db, ctx.storage, ctx.log)).toBe(false);
    expect(await fingerprint(db)).toEqual(before);
  });

  it('fills in what is missing without touching what an admin changed', async () => {
    const [last] = await db.property.findMany({ orderBy: { id: 'desc' }, take: 1 });
    await db.property.delete({ where: { id: last?.id } });
    await db.emirate.update({ where: { slug: 'dubai' }, data: { nameEn: 'Dubai (edited)' } });
    const { created } = await seedCatalog(db, ctx.storage, listings);
    expect(created.properties).toBe(1);
    expect(await db.property.count()).toBe(listings.length);
    expect((await db.emirate.findUniqueOrThrow({ where: { slug: 'dubai' } })).nameEn).toBe('Dubai (edited)');
  });
});
