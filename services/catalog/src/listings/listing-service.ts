import {
  ADMIN_PROPERTIES_MAX_LIMIT,
  type AdminPropertiesQuery,
  CATALOG_EVENTS,
  DEFAULT_COORDINATES,
  isCalendarDate,
  isPermitNumber,
  PERMIT_NUMBER_EXAMPLE,
  type Property,
  type PropertyInput,
  permitHasExpired,
  toSqft,
} from '@manzil/contracts';
import { ConflictError, NotFoundError, normalizeForSearch, type ObjectStorage } from '@manzil/service-kit';
import { type AdminDeps, fieldError, type Tx } from '../changes/admin-support.ts';
import { commit } from '../changes/commit.ts';
import { toProperty } from '../domain/property-view.ts';
import { eventKey, writeEvent, writeListingUpserted } from '../events/catalog-events.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { type ResolvedImage, resolveImages } from '../images/property-images.ts';
import { readProperties, readProperty } from './listing-rows.ts';

/**
 * Listings as the admin changes them: each change, its images and its event in one commit (see `commit`); 400
 * naming the field for an unknown area or type or a bad permit, 404 for an unknown id, 409 for a reference
 * number another listing has.
 */
export function listingService(deps: AdminDeps & { storage: ObjectStorage }) {
  const { db, storage } = deps;

  /**
   * The area and type exist; the agency reference is free; a permit number is in the regulator's format and a
   * published listing has one. Returns the area's centre for default coordinates.
   */
  async function check(input: PropertyInput, id?: number) {
    checkPermit(input);
    const [area, type] = await Promise.all([
      db.area.findUnique({ where: { id: input.areaId }, select: { lat: true, lng: true } }),
      db.propertyType.findUnique({ where: { id: input.propertyTypeId }, select: { id: true } }),
    ]);
    if (!area) throw fieldError('areaId', `There is no area with id ${input.areaId}.`);
    if (!type)
      throw fieldError('propertyTypeId', `There is no property type with id ${input.propertyTypeId}.`);
    if (input.referenceNo) {
      const clash = await db.property.findFirst({
        where: { referenceNo: input.referenceNo, ...(id === undefined ? {} : { id: { not: id } }) },
        select: { id: true },
      });
      if (clash) throw referenceTaken(input.referenceNo);
    }
    return area;
  }

  /** A unique constraint refused the write: the reference number, taken in a race the check did not see. */
  const conflicts = (input: PropertyInput) => {
    const reference = input.referenceNo;
    return reference ? { unique: () => referenceTaken(reference) } : {};
  };

  return {
    /** A page of listings, newest first, and how many match `q` (title, reference, permit, area or id). */
    async list(query: AdminPropertiesQuery): Promise<{ listings: Property[]; total: number }> {
      const { q, page = 1, limit = ADMIN_PROPERTIES_MAX_LIMIT } = query;
      const text = q ? normalizeForSearch(q) : '';
      const where: Prisma.PropertyWhereInput = text
        ? {
            OR: [
              { titleEn: { contains: q?.trim(), mode: 'insensitive' } },
              { titleAr: { contains: q?.trim() } },
              { referenceNo: { contains: q?.trim(), mode: 'insensitive' } },
              { permitNumber: { contains: q?.trim() } },
              { areaRef: { nameEn: { contains: q?.trim(), mode: 'insensitive' } } },
              { areaRef: { nameAr: { contains: q?.trim() } } },
              ...(/^(st-)?\d+$/i.test(q?.trim() ?? '') ? [{ id: Number(q?.replace(/\D/g, '')) }] : []),
            ],
          }
        : {};
      // The page's ids by Prisma's filter, then the listings in one query (see listing-rows.ts).
      const [total, ids] = await Promise.all([
        db.property.count({ where }),
        db.property.findMany({
          where,
          select: { id: true },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * limit,
          take: limit,
        }),
      ]);
      const listings = await readProperties(
        db,
        ids.map((row) => row.id),
      );
      return { listings: listings.map(toProperty), total };
    },

    async create(input: PropertyInput): Promise<Property> {
      const center = await check(input);
      const images = await resolveImages(input.images ?? [], storage);
      return commit(
        deps,
        async (tx) => {
          const created = await tx.property.create({ data: fields(input, center), select: { id: true } });
          await saveImages(tx, created.id, images);
          return publish(tx, created.id);
        },
        conflicts(input),
      );
    },

    /**
     * Fields left out of the payload keep their value; an explicit null clears an optional one. A listing moved
     * to another area without coordinates takes the new area's centre, and one switched between sale and rent
     * without a price type takes the default of its new listing type.
     */
    async update(id: number, payload: PropertyInput): Promise<Property> {
      const before = await db.property.findUnique({
        where: { id },
        select: {
          ...EDITABLE_SELECT,
          images: {
            select: {
              storageKey: true,
              url: true,
              contentType: true,
              width: true,
              height: true,
              variants: true,
            },
          },
        },
      });
      if (!before) throw new NotFoundError('Property not found.');
      const body = definedOnly(payload);
      const kept = asInput(before);
      if (body.areaId !== before.areaId && body.coordinates === undefined) delete kept.coordinates;
      if (body.listingType !== before.listingType && body.priceType === undefined) delete kept.priceType;
      const input = { ...kept, ...body } as PropertyInput;
      const center = await check(input, id);
      const images = input.images ? await resolveImages(input.images, storage, before.images) : undefined;
      return commit(
        deps,
        async (tx) => {
          await tx.property.update({
            where: { id },
            data: { ...fields(input, center), version: { increment: 1 } },
            select: { id: true },
          });
          if (Number(before.price) !== input.price) {
            await tx.priceChange.create({
              data: { propertyId: id, oldPrice: before.price, newPrice: input.price },
            });
          }
          if (images) await saveImages(tx, id, images);
          return publish(tx, id);
        },
        conflicts(input),
      );
    },

    async remove(id: number): Promise<void> {
      const row = await db.property.findUnique({ where: { id }, select: { version: true } });
      if (!row) throw new NotFoundError('Property not found.');
      await commit(deps, async (tx) => {
        await tx.property.delete({ where: { id } });
        await writeEvent(tx, CATALOG_EVENTS.propertyDeleted, eventKey.property(id), row.version + 1, { id });
      });
    },
  };
}

function fields(input: PropertyInput, center: { lat: number | null; lng: number | null }) {
  const areaUnit = input.areaUnit ?? 'sqft';
  const coordinates =
    input.coordinates ??
    (center.lat !== null && center.lng !== null ? { lat: center.lat, lng: center.lng } : DEFAULT_COORDINATES);
  return {
    titleEn: input.titleEn.trim(),
    titleAr: input.titleAr.trim(),
    descriptionEn: input.descriptionEn?.trim() ?? '',
    descriptionAr: input.descriptionAr?.trim() ?? '',
    price: input.price,
    priceType: input.priceType ?? (input.listingType === 'rent' ? 'yearly' : 'total'),
    area: input.area ?? null,
    areaUnit,
    areaSqft: toSqft(input.area, areaUnit),
    size: input.size ?? null,
    bedrooms: input.bedrooms ?? null,
    bathrooms: input.bathrooms ?? null,
    parkingSpaces: input.parkingSpaces ?? null,
    propertyTypeId: input.propertyTypeId,
    areaId: input.areaId,
    listingType: input.listingType,
    status: input.status ?? 'ready',
    features: input.features ?? [],
    lat: coordinates.lat,
    lng: coordinates.lng,
    referenceNo: input.referenceNo ?? null,
    permitNumber: input.permitNumber ?? null,
    permitExpiresOn: input.permitExpiresOn ? new Date(`${input.permitExpiresOn}T00:00:00Z`) : null,
    // An expiry already past leaves public search with this edit's own event: the scheduled check has nothing
    // more to announce. A renewed permit clears it.
    permitWithdrawnAt: permitHasExpired(input.permitExpiresOn) ? new Date() : null,
    published: input.published ?? true,
    isFeatured: input.isFeatured ?? false,
    truCheck: input.truCheck ?? false,
    truBroker: input.truBroker ?? false,
  } satisfies Prisma.PropertyUncheckedCreateInput;
}

async function saveImages(tx: Tx, propertyId: number, images: ResolvedImage[]) {
  await tx.propertyImage.deleteMany({ where: { propertyId } });
  if (images.length === 0) return;
  await tx.propertyImage.createMany({
    data: images.map((image, position) => ({
      propertyId,
      position,
      alt: image.alt,
      altAr: image.altAr,
      storageKey: image.storageKey,
      url: image.url,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      variants: image.variants as unknown as Prisma.InputJsonValue,
    })),
  });
}

/** Reads the saved listing and writes its event, in the transaction; answers the Property. */
async function publish(tx: Tx, id: number): Promise<Property> {
  const listing = await readProperty(tx, id);
  if (!listing) throw new NotFoundError('Property not found.');
  await writeListingUpserted(tx, listing);
  return toProperty(listing);
}

/**
 * A permit number, when given, is in the regulator's format; a listing cannot be published without one (a draft
 * may lack it); an expiry date is a real date. 400 naming the field otherwise.
 */
function checkPermit(input: PropertyInput): void {
  const permit = input.permitNumber ?? null;
  if (permit !== null && !isPermitNumber(permit)) {
    throw fieldError(
      'permitNumber',
      `The permit number must be an ADREC (Madhmoun) advertising permit: 11 digits, the year of issue then 7 digits (e.g. ${PERMIT_NUMBER_EXAMPLE}).`,
    );
  }
  if ((input.published ?? true) && permit === null) {
    throw fieldError(
      'permitNumber',
      'A listing cannot be published without its ADREC (Madhmoun) advertising permit number; save it as a draft until the permit is issued.',
    );
  }
  if (input.permitExpiresOn && !isCalendarDate(input.permitExpiresOn)) {
    throw fieldError('permitExpiresOn', 'The permit expiry must be a real date (YYYY-MM-DD).');
  }
}

const referenceTaken = (reference: string) =>
  new ConflictError(`Another listing already has the reference number "${reference}".`);

/** The stored fields a PUT may leave out, and the area and listing type its payload is compared with. */
const EDITABLE_SELECT = {
  areaId: true,
  listingType: true,
  descriptionEn: true,
  descriptionAr: true,
  price: true,
  priceType: true,
  area: true,
  areaUnit: true,
  size: true,
  bedrooms: true,
  bathrooms: true,
  parkingSpaces: true,
  status: true,
  features: true,
  lat: true,
  lng: true,
  referenceNo: true,
  permitNumber: true,
  permitExpiresOn: true,
  published: true,
  isFeatured: true,
  truCheck: true,
  truBroker: true,
} as const;

function asInput(row: {
  areaId: number;
  listingType: PropertyInput['listingType'];
  descriptionEn: string;
  descriptionAr: string;
  price: { toString(): string };
  priceType: PropertyInput['priceType'];
  area: number | null;
  areaUnit: PropertyInput['areaUnit'];
  size: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parkingSpaces: number | null;
  status: PropertyInput['status'];
  features: string[];
  lat: number;
  lng: number;
  referenceNo: string | null;
  permitNumber: string | null;
  permitExpiresOn: Date | null;
  published: boolean;
  isFeatured: boolean;
  truCheck: boolean;
  truBroker: boolean;
}): Partial<PropertyInput> {
  const { lat, lng, price, permitExpiresOn, areaId: _areaId, listingType: _listingType, ...rest } = row;
  return {
    ...rest,
    price: Number(price.toString()),
    coordinates: { lat, lng },
    permitExpiresOn: permitExpiresOn ? permitExpiresOn.toISOString().slice(0, 10) : null,
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
