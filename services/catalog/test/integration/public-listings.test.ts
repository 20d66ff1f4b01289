import type { CatalogListing, FeedResponse, Property } from '@manzil/contracts';
import { createServer, loadConfig, type ServiceContext } from '@manzil/service-kit';
import { postgresForTests } from '@manzil/test-utils';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogDb } from '../../src/db.ts';
import { publicListingRoutes } from '../../src/routes/public-listings.ts';
import { generateListings } from '../../src/seed/listings.ts';
import { seedCatalog } from '../../src/seed/seed-catalog.ts';
import { isolatedPostgres, openCatalog, tempDataDir, testEnv } from '../helpers.ts';

// The listing detail and feed on real PostgreSQL when DATABASE_URL is set (a database of its own), else on the
// embedded PGlite: Postgres builds each listing's JSON, so both engines must give what Prisma reads from the
// same rows. The session time zone is not UTC, as a server's may not be.
const ZONE = 'Asia/Dubai';
const server = await postgresForTests();
const postgres = server.url ? await isolatedPostgres(server.url) : undefined;
let data: Awaited<ReturnType<typeof tempDataDir>>;
let ctx: ServiceContext;
let db: CatalogDb;
let app: ReturnType<typeof createServer>;

beforeAll(async () => {
  data = await tempDataDir();
  const env = testEnv(data.dir, postgres?.env);
  const url = postgres?.env.CATALOG_DATABASE_URL;
  if (url) {
    // Every connection of the pool starts in this zone.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`ALTER DATABASE "${new URL(url).pathname.slice(1)}" SET timezone TO '${ZONE}'`);
    await client.end();
  }
  ({ ctx, db } = await openCatalog(env));
  if (!url) await db.$executeRawUnsafe(`SET TIME ZONE '${ZONE}'`); // PGlite: one session
  await seedCatalog(db, ctx.storage, generateListings(12));
  app = createServer(loadConfig('catalog', env));
  await app.register(publicListingRoutes, { db });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await ctx?.close();
  await postgres?.drop();
  await server.stop();
  await data?.remove();
});

async function get<T>(url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function wholeFeed(limit: number): Promise<CatalogListing[]> {
  const listings: CatalogListing[] = [];
  for (let after = 0; ; ) {
    const page = await get<FeedResponse>(`/api/properties/feed?after=${after}&limit=${limit}`);
    listings.push(...page.listings);
    if (page.next === null) return listings;
    after = page.next;
  }
}

describe(`listing detail and feed on ${postgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs in a session whose time zone is not UTC', async () => {
    const [row] = await db.$queryRawUnsafe<Array<{ zone: string }>>(
      'SELECT current_setting($1) AS zone',
      'TimeZone',
    );
    expect(row?.zone).toBe(ZONE);
  });

  it('answers every listing as Prisma reads its rows: numbers, times, joins, images and history in order', async () => {
    const rows = await db.property.findMany({
      include: {
        areaRef: { include: { emirate: true } },
        propertyType: true,
        images: { orderBy: { position: 'asc' } },
        priceChanges: { orderBy: { changedAt: 'asc' } },
      },
      orderBy: { id: 'asc' },
    });
    expect(rows).toHaveLength(12);
    expect(rows.some((row) => row.priceChanges.length > 0)).toBe(true);
    const feed = await wholeFeed(5);
    expect(feed.map((l) => l.id)).toEqual(rows.map((row) => row.id));
    for (const [i, row] of rows.entries()) {
      const detail = await get<Property>(`/api/properties/detail?id=${row.id}`);
      const { listed, emirateSlug, propertyTypeSlug, ...fields } = feed[i] as CatalogListing;
      expect(detail).toEqual({ ...fields, priceHistory: detail.priceHistory });
      expect([listed, emirateSlug, propertyTypeSlug]).toEqual([
        true,
        row.areaRef.emirate.slug,
        row.propertyType.slug,
      ]);
      expect(detail).toMatchObject({
        price: Number(row.price),
        area: row.area,
        coordinates: { lat: row.lat, lng: row.lng },
        features: row.features,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        emirateId: row.areaRef.emirateId,
        areaSlug: row.areaRef.slug,
        emirateNameAr: row.areaRef.emirate.nameAr,
        propertyTypeNameAr: row.propertyType.nameAr,
      });
      expect(detail.images.map((image) => image.id)).toEqual(row.images.map((image) => image.id));
      expect(detail.priceHistory).toEqual(
        row.priceChanges.map((change) => ({
          oldPrice: Number(change.oldPrice),
          newPrice: Number(change.newPrice),
          changedAt: change.changedAt.toISOString(),
        })),
      );
    }
  });

  it('leaves listings of a disabled area out of the feed, and answers their detail still', async () => {
    const [first] = await db.property.findMany({ orderBy: { id: 'asc' }, take: 1 });
    const areaId = first?.areaId as number;
    await db.area.update({ where: { id: areaId }, data: { enabled: false } });
    try {
      const feed = await wholeFeed(1000);
      expect(feed.some((l) => l.areaId === areaId)).toBe(false);
      expect(feed.length).toBe(12 - (await db.property.count({ where: { areaId } })));
      expect((await get<Property>(`/api/properties/detail?id=${first?.id}`)).areaId).toBe(areaId);
    } finally {
      await db.area.update({ where: { id: areaId }, data: { enabled: true } });
    }
  });
});
