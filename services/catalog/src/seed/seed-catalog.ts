import { abuDhabiToday } from '@manzil/contracts';
import type { ImageStorage, StoredImage } from '@manzil/images';
import type { CatalogDb } from '../db.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { AREAS } from './data/areas.ts';
import { EMIRATES } from './data/emirates.ts';
import { PROPERTY_TYPES } from './data/property-types.ts';
import { SCENE_ALT } from './images/pool.ts';
import { storePoolImages } from './images/render-pool.ts';
import { generateListings, type SeedListing } from './listings.ts';
import { phraseAr, typeTitleEn } from './text/words.ts';

/** Reference rows (emirates, areas, types) are dated before the oldest listing, never by the clock. */
const REFERENCE_DATE = new Date(Date.UTC(2025, 9, 1, 6, 0, 0));

export interface SeedCounts {
  emirates: number;
  areas: number;
  propertyTypes: number;
  properties: number;
  images: number;
  priceChanges: number;
}

export interface SeedResult {
  /** Rows this run inserted (all zero when everything was already there). */
  created: SeedCounts;
  /** Distinct pictures rendered and stored this run. */
  picturesRendered: number;
  durationMs: number;
}

/**
 * Inserts the demo catalog: the 7 emirates, the communities, the residential types and the listings with
 * their pictures and price history. Idempotent: rows are keyed by slug or reference number and only missing
 * ones are inserted (existing rows, possibly edited by an admin, are left alone), so a second run changes
 * nothing. Pictures are stored before the transaction; the rows go in one transaction, so a failed run leaves
 * no half catalog.
 */
export async function seedCatalog(
  db: CatalogDb,
  storage: ImageStorage,
  listings: readonly SeedListing[] = generateListings(),
  /** When the recent price cuts were made from (`daysBeforeSeeding`): the only date taken from the clock. */
  now: Date = new Date(),
): Promise<SeedResult> {
  const started = performance.now();
  const existing = new Set(
    (
      await db.property.findMany({
        where: { referenceNo: { in: listings.map((l) => l.referenceNo) } },
        select: { referenceNo: true },
      })
    ).map((row) => row.referenceNo),
  );
  const missing = listings.filter((l) => !existing.has(l.referenceNo));
  const pictures = new Map(missing.flatMap((l) => l.images).map((image) => [image.index, image]));
  const stored = await storePoolImages(storage, [...pictures.values()]);

  const created = await db.$transaction(
    async (tx) => {
      const emirates = await tx.emirate.createMany({
        data: EMIRATES.map((e) => ({ ...e, createdAt: REFERENCE_DATE, updatedAt: REFERENCE_DATE })),
        skipDuplicates: true,
      });
      const emirateIds = await idsBySlug(tx.emirate.findMany({ select: { id: true, slug: true } }));

      const areas = await tx.area.createMany({
        data: AREAS.map((a, i) => ({
          slug: a.slug,
          nameEn: a.nameEn,
          nameAr: a.nameAr,
          emirateId: required(emirateIds, a.emirate),
          sortOrder: i + 1,
          lat: a.lat,
          lng: a.lng,
          radiusM: a.radiusM,
          createdAt: REFERENCE_DATE,
          updatedAt: REFERENCE_DATE,
        })),
        skipDuplicates: true,
      });
      const areaIds = await idsBySlug(tx.area.findMany({ select: { id: true, slug: true } }));

      const propertyTypes = await tx.propertyType.createMany({
        data: PROPERTY_TYPES.map(({ genderAr: _gender, ...t }) => ({
          ...t,
          category: 'residential',
          createdAt: REFERENCE_DATE,
          updatedAt: REFERENCE_DATE,
        })),
        skipDuplicates: true,
      });
      const typeIds = await idsBySlug(tx.propertyType.findMany({ select: { id: true, slug: true } }));

      const inserted = await tx.property.createManyAndReturn({
        data: missing.map((l) =>
          propertyRow(l, required(areaIds, l.areaSlug), required(typeIds, l.typeSlug), now),
        ),
        select: { id: true, referenceNo: true },
        skipDuplicates: true,
      });
      const byReference = new Map(missing.map((l) => [l.referenceNo, l]));
      const imageRows: Prisma.PropertyImageCreateManyInput[] = [];
      const priceRows: Prisma.PriceChangeCreateManyInput[] = [];
      for (const { id, referenceNo } of inserted) {
        const listing = byReference.get(referenceNo ?? '');
        if (!listing) continue;
        imageRows.push(...imageRowsFor(id, listing, stored));
        priceRows.push(
          ...listing.priceChanges.map(({ daysBeforeSeeding: _days, ...change }, i) => ({
            propertyId: id,
            ...change,
            changedAt: changedAtOf(listing.priceChanges[i] as SeedListing['priceChanges'][number], now),
          })),
        );
      }
      const images = await tx.propertyImage.createMany({ data: imageRows });
      const priceChanges = await tx.priceChange.createMany({ data: priceRows });

      return {
        emirates: emirates.count,
        areas: areas.count,
        propertyTypes: propertyTypes.count,
        properties: inserted.length,
        images: images.count,
        priceChanges: priceChanges.count,
      };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );

  return { created, picturesRendered: stored.size, durationMs: Math.round(performance.now() - started) };
}

/** When a seeded price change was made: its own date, or `now` less its days for a recent cut. */
const changedAtOf = (change: SeedListing['priceChanges'][number], now: Date) =>
  change.daysBeforeSeeding === undefined
    ? change.changedAt
    : new Date(now.getTime() - change.daysBeforeSeeding * 86_400_000);

function propertyRow(
  l: SeedListing,
  areaId: number,
  propertyTypeId: number,
  now: Date,
): Prisma.PropertyCreateManyInput {
  // A listing whose price was cut lately was last updated then.
  const lastChange = l.priceChanges.at(-1);
  const updatedAt = lastChange
    ? new Date(Math.max(l.updatedAt.getTime(), changedAtOf(lastChange, now).getTime()))
    : l.updatedAt;
  return {
    referenceNo: l.referenceNo,
    titleEn: l.titleEn,
    titleAr: l.titleAr,
    descriptionEn: l.descriptionEn,
    descriptionAr: l.descriptionAr,
    price: l.price,
    priceType: l.priceType,
    area: l.area,
    areaUnit: l.areaUnit,
    areaSqft: l.areaSqft,
    size: l.size,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    parkingSpaces: l.parkingSpaces,
    propertyTypeId,
    areaId,
    listingType: l.listingType,
    status: l.status,
    features: l.features,
    lat: l.lat,
    lng: l.lng,
    permitNumber: l.permitNumber,
    permitExpiresOn: new Date(
      `${abuDhabiToday(now.getTime() + l.permitExpiresInDays * 86_400_000)}T00:00:00Z`,
    ),
    published: true,
    isFeatured: l.isFeatured,
    truCheck: l.truCheck,
    truBroker: l.truBroker,
    version: l.version,
    createdAt: l.createdAt,
    updatedAt,
  };
}

function imageRowsFor(
  propertyId: number,
  listing: SeedListing,
  stored: ReadonlyMap<number, StoredImage>,
): Prisma.PropertyImageCreateManyInput[] {
  const area = AREAS.find((a) => a.slug === listing.areaSlug);
  const subjectEn = `${typeTitleEn(listing.typeSlug, listing.bedrooms)} in ${area?.nameEn ?? ''}`;
  const subjectAr = `${phraseAr(listing.typeSlug, { bedrooms: listing.bedrooms })} في ${area?.nameAr ?? ''}`;
  return listing.images.map((picture, position) => {
    const image = stored.get(picture.index);
    if (!image) throw new Error(`picture ${picture.index} was not stored`);
    return {
      propertyId,
      position,
      alt: `${SCENE_ALT[picture.kind].en} – ${subjectEn}`,
      altAr: `${SCENE_ALT[picture.kind].ar} – ${subjectAr}`,
      storageKey: image.key,
      url: image.url,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      variants: image.variants as unknown as Prisma.InputJsonValue,
      createdAt: listing.createdAt,
    };
  });
}

async function idsBySlug(rows: Promise<Array<{ id: number; slug: string }>>): Promise<Map<string, number>> {
  return new Map((await rows).map((row) => [row.slug, row.id]));
}

function required(ids: ReadonlyMap<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`seed data names "${slug}", which is not in the database`);
  return id;
}
