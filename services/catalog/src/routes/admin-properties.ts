import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_PROPERTIES_MAX_LIMIT,
  AdminPropertiesQuery,
  CATALOG_EVENTS,
  DEFAULT_COORDINATES,
  IdParams,
  isCalendarDate,
  isPermitNumber,
  normalizePermitNumber,
  PERMIT_NUMBER_EXAMPLE,
  Property,
  PropertyInput,
  PropertyList,
  permitHasExpired,
  toSqft,
} from '@manzil/contracts';
import { ConflictError, NotFoundError, normalizeForSearch, type ObjectStorage } from '@manzil/service-kit';
import { toProperty } from '../domain/property-view.ts';
import { eventKey, writeEvent, writeListingUpserted } from '../events/catalog-events.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { type ResolvedImage, resolveImages } from '../images/property-images.ts';
import { readProperties, readProperty } from '../listings/listing-rows.ts';
import { type AdminDeps, fieldError, TX_OPTIONS, type Tx } from './admin-support.ts';

/** Property payloads may carry images as data URLs: allow a few large pictures per request. */
const PROPERTY_BODY_LIMIT = 60 * 1024 * 1024;

const NUMBER_FIELDS = ['area', 'size', 'bedrooms', 'bathrooms', 'parkingSpaces'] as const;
const TEXT_OR_NULL = ['referenceNo', 'permitNumber', 'permitExpiresOn'] as const;

/**
 * The spec's form sends empty optional numbers and texts as empty strings: read them as null (spec 5: "empty
 * becomes null") before validation, and trim features, dropping empty ones.
 */
function normaliseBody(body: unknown): void {
  if (!body || typeof body !== 'object') return;
  const fields = body as Record<string, unknown>;
  for (const name of NUMBER_FIELDS) {
    if (typeof fields[name] === 'string' && (fields[name] as string).trim() === '') fields[name] = null;
  }
  for (const name of TEXT_OR_NULL) {
    if (typeof fields[name] === 'string') {
      const text = (fields[name] as string).trim();
      fields[name] = text === '' ? null : text;
    }
  }
  if (typeof fields.permitNumber === 'string')
    fields.permitNumber = normalizePermitNumber(fields.permitNumber);
  if (fields.coordinates === '') fields.coordinates = null;
  if (Array.isArray(fields.features)) {
    const seen = new Set<string>();
    fields.features = fields.features
      .map((feature) => (typeof feature === 'string' ? feature.trim() : feature))
      .filter((feature) => {
        if (typeof feature !== 'string') return true; // let validation name it
        if (feature === '' || seen.has(feature)) return false;
        seen.add(feature);
        return true;
      });
  }
}

/** `GET, POST /api/admin/properties`, `PUT, DELETE /api/admin/properties/{id}` (admin token). */
export const adminPropertyRoutes: FastifyPluginAsyncTypebox<AdminDeps & { storage: ObjectStorage }> = async (
  app,
  deps,
) => {
  const { db, published, storage } = deps;
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/properties',
    { schema: { querystring: AdminPropertiesQuery, response: { 200: PropertyList } } },
    async (request, reply) => {
      const { q, page = 1, limit = ADMIN_PROPERTIES_MAX_LIMIT } = request.query;
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
      reply.header('x-total-count', String(total));
      return listings.map(toProperty);
    },
  );

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

  function fields(input: PropertyInput, center: { lat: number | null; lng: number | null }) {
    const areaUnit = input.areaUnit ?? 'sqft';
    const coordinates =
      input.coordinates ??
      (center.lat !== null && center.lng !== null
        ? { lat: center.lat, lng: center.lng }
        : DEFAULT_COORDINATES);
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

  const writeOptions = { bodyLimit: PROPERTY_BODY_LIMIT };

  app.post(
    '/api/admin/properties',
    {
      ...writeOptions,
      preValidation: async (request) => normaliseBody(request.body),
      schema: { body: PropertyInput, response: { 201: Property } },
    },
    async (request, reply) => {
      const input = request.body;
      const center = await check(input);
      const images = await resolveImages(input.images ?? [], storage);
      const property = await db
        .$transaction(async (tx) => {
          const created = await tx.property.create({ data: fields(input, center), select: { id: true } });
          await saveImages(tx as Tx, created.id, images);
          return publish(tx as Tx, created.id);
        }, TX_OPTIONS)
        .catch(referenceClash(input.referenceNo));
      published();
      return reply.code(201).send(property);
    },
  );

  app.put(
    '/api/admin/properties/:id',
    {
      ...writeOptions,
      preValidation: async (request) => normaliseBody(request.body),
      schema: { params: IdParams, body: PropertyInput, response: { 200: Property } },
    },
    async (request) => {
      const { id } = request.params;
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
      // Fields left out of the payload keep their value; an explicit null clears an optional one. A listing
      // moved to another area without coordinates takes the new area's centre, and one switched between sale and
      // rent without a price type takes the default of its new listing type.
      const body = definedOnly(request.body);
      const kept = asInput(before);
      if (body.areaId !== before.areaId && body.coordinates === undefined) delete kept.coordinates;
      if (body.listingType !== before.listingType && body.priceType === undefined) delete kept.priceType;
      const input = { ...kept, ...body } as PropertyInput;
      const center = await check(input, id);
      const images = input.images ? await resolveImages(input.images, storage, before.images) : undefined;
      const property = await db
        .$transaction(async (tx) => {
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
          if (images) await saveImages(tx as Tx, id, images);
          return publish(tx as Tx, id);
        }, TX_OPTIONS)
        .catch(referenceClash(input.referenceNo));
      published();
      return property;
    },
  );

  app.delete('/api/admin/properties/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    const row = await db.property.findUnique({ where: { id }, select: { version: true } });
    if (!row) throw new NotFoundError('Property not found.');
    await db.$transaction(async (tx) => {
      await tx.property.delete({ where: { id } });
      await writeEvent(tx as Tx, CATALOG_EVENTS.propertyDeleted, eventKey.property(id), row.version + 1, {
        id,
      });
    }, TX_OPTIONS);
    published();
    return reply.code(204).send();
  });
};

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

function referenceClash(reference: string | null | undefined) {
  return (error: unknown): never => {
    if ((error as { code?: string })?.code === 'P2002' && reference) throw referenceTaken(reference);
    throw error;
  };
}

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
