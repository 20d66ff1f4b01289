/**
 * The catalog's public contract: emirates, areas, property types, listings, search, admin payloads and the
 * catalog events. Fastify validates and serialises with these schemas; the API client, the micro-frontends and
 * the search service import the same types. Field names follow spec sections 3 and 7.
 */
import Type, { type Static } from 'typebox';
import {
  ADMIN_PROPERTIES_MAX_LIMIT,
  AREA_UNITS,
  LISTING_TYPES,
  PERMIT_QR_FORMATS,
  PRICE_TYPES,
  PROPERTY_CATEGORIES,
  PROPERTY_STATUSES,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SORT_OPTIONS,
} from './catalog-rules.ts';

/** Four decimal numbers separated by commas (the order and ranges are checked by the search route). */
const BBOX_PATTERN = '^\\s*-?\\d{1,3}(?:\\.\\d+)?(?:\\s*,\\s*-?\\d{1,3}(?:\\.\\d+)?){3}\\s*$';

export * from './catalog-rules.ts';

// ---------------------------------------------------------------------------------------------- enumerations

export const ListingType = Type.Enum(LISTING_TYPES);
export type ListingType = Static<typeof ListingType>;
export const PropertyStatus = Type.Enum(PROPERTY_STATUSES);
export type PropertyStatus = Static<typeof PropertyStatus>;
export const PriceType = Type.Enum(PRICE_TYPES);
export type PriceType = Static<typeof PriceType>;
export const AreaUnit = Type.Enum(AREA_UNITS);
export type AreaUnit = Static<typeof AreaUnit>;
export const SortBy = Type.Enum(SORT_OPTIONS);
export type SortBy = Static<typeof SortBy>;

// ---------------------------------------------------------------------------------------------- shared parts

const Id = Type.Integer({ minimum: 1 });
const Name = Type.String({ minLength: 1, maxLength: 120 });
/** The spec's slug rule: lowercase a-z, 0-9 and single hyphens. */
const Slug = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
const DateTime = Type.String({ format: 'date-time' });
/** A calendar date, `YYYY-MM-DD`. */
const PlainDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/**
 * Optional inputs as JSON Schema type arrays, not unions: Fastify's Ajv coerces types, and in a union it would turn
 * null into 0 (number branch first) or 0 into null (null branch first). With a type array a value of either type
 * is kept as is and the form's empty string becomes null (spec 5: empty becomes null).
 */
export function nullable<T extends 'number' | 'integer' | 'string'>(
  type: T,
  constraints: Record<string, unknown> = {},
) {
  return Type.Unsafe<(T extends 'string' ? string : number) | null>({ type: [type, 'null'], ...constraints });
}
const NullableNumber = nullable('number', { minimum: 0 });
const NullableCount = nullable('integer', { minimum: 0, maximum: 100 });

export const Coordinates = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
export type Coordinates = Static<typeof Coordinates>;

// ---------------------------------------------------------------------------------------------- emirates

/** `GET /api/properties/emirates`: enabled emirates, Abu Dhabi first. */
export const Emirate = Type.Object({
  id: Id,
  nameEn: Type.String(),
  nameAr: Type.String(),
  slug: Type.String(),
});
export type Emirate = Static<typeof Emirate>;
export const EmirateList = Type.Array(Emirate);

/** The admin view: every emirate, with its state and bookkeeping. */
export const AdminEmirate = Type.Object({
  id: Id,
  nameEn: Type.String(),
  nameAr: Type.String(),
  slug: Type.String(),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  version: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type AdminEmirate = Static<typeof AdminEmirate>;
export const AdminEmirateList = Type.Array(AdminEmirate);

/** `POST /api/admin/emirates`, `PUT /api/admin/emirates/{id}`: slug is derived from nameEn when absent. */
export const EmirateInput = Type.Object({
  nameEn: Name,
  nameAr: Name,
  enabled: Type.Optional(Type.Boolean()),
  slug: Type.Optional(Type.Union([Slug, Type.Literal('')])),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export type EmirateInput = Static<typeof EmirateInput>;

// ---------------------------------------------------------------------------------------------- areas

/** `GET /api/properties/areas?emirateId=`: enabled areas of enabled emirates. */
export const Area = Type.Object({
  id: Id,
  nameEn: Type.String(),
  nameAr: Type.String(),
  slug: Type.String(),
  emirateId: Id,
  /** Approximate centre of the community, null when unknown. */
  center: Type.Union([Coordinates, Type.Null()]),
});
export type Area = Static<typeof Area>;
export const AreaList = Type.Array(Area);

export const AreasQuery = Type.Object({
  emirateId: Type.Optional(Id),
});
export type AreasQuery = Static<typeof AreasQuery>;

/** `GET /api/admin/areas-with-emirates`: every area with its state and the nested emirate (spec 3). */
export const AdminArea = Type.Object({
  id: Id,
  nameEn: Type.String(),
  nameAr: Type.String(),
  slug: Type.String(),
  emirateId: Id,
  enabled: Type.Boolean(),
  center: Type.Union([Coordinates, Type.Null()]),
  radiusM: Type.Union([Type.Integer(), Type.Null()]),
  version: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
  emirate: Type.Object({ id: Id, nameEn: Type.String(), nameAr: Type.String(), slug: Type.String() }),
});
export type AdminArea = Static<typeof AdminArea>;
export const AdminAreaList = Type.Array(AdminArea);

/** `POST /api/admin/areas`, `PUT /api/admin/areas/{id}`. */
export const AreaInput = Type.Object({
  nameEn: Name,
  nameAr: Name,
  emirateId: Id,
  enabled: Type.Optional(Type.Boolean()),
  slug: Type.Optional(Type.Union([Slug, Type.Literal('')])),
  center: Type.Optional(Type.Union([Coordinates, Type.Null()])),
  radiusM: Type.Optional(nullable('integer', { minimum: 50, maximum: 50_000 })),
});
export type AreaInput = Static<typeof AreaInput>;

// ---------------------------------------------------------------------------------------------- property types

/** `GET /api/properties/property-types`: enabled types. */
export const PropertyType = Type.Object({
  id: Id,
  nameEn: Type.String(),
  nameAr: Type.String(),
  slug: Type.String(),
  category: Type.String(),
});
export type PropertyType = Static<typeof PropertyType>;
export const PropertyTypeList = Type.Array(PropertyType);

/** The admin view of a property type (`GET /api/admin/property-types`): every type, with its state. */
export const AdminPropertyType = Type.Object({
  id: Id,
  nameEn: Type.String(),
  nameAr: Type.String(),
  slug: Type.String(),
  category: Type.String(),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  version: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type AdminPropertyType = Static<typeof AdminPropertyType>;
export const AdminPropertyTypeList = Type.Array(AdminPropertyType);

/** `POST /api/admin/property-types`, `PUT /api/admin/property-types/{id}`: slug derived from nameEn when absent. */
export const PropertyTypeInput = Type.Object({
  nameEn: Name,
  nameAr: Name,
  category: Type.Optional(Type.Enum(PROPERTY_CATEGORIES)),
  enabled: Type.Optional(Type.Boolean()),
  slug: Type.Optional(Type.Union([Slug, Type.Literal('')])),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export type PropertyTypeInput = Static<typeof PropertyTypeInput>;

// ---------------------------------------------------------------------------------------------- properties

/** One listing image: the re-encoded JPEG plus ready-made srcsets (JPEG and WebP) for responsive <img>. */
export const PropertyImage = Type.Object({
  id: Id,
  url: Type.String(),
  type: Type.String(),
  alt: Type.String(),
  altAr: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Small variant (~320 px wide) for gallery thumbnails. */
  thumbUrl: Type.String(),
  /** `"<url> 320w, <url> 800w, <url> 1600w"` in JPEG. */
  srcset: Type.String(),
  /** The same widths in WebP, for `<source type="image/webp">`. */
  webpSrcset: Type.String(),
});
export type PropertyImage = Static<typeof PropertyImage>;

export const PriceChange = Type.Object({
  oldPrice: Type.Number(),
  newPrice: Type.Number(),
  changedAt: DateTime,
});
export type PriceChange = Static<typeof PriceChange>;

/** A listing as search, detail and events carry it: the stored fields plus the joined names in both languages. */
export const Property = Type.Object({
  id: Id,
  /** 'ST-000123' (spec 3). */
  reference: Type.String(),
  referenceNo: Type.Union([Type.String(), Type.Null()]),
  permitNumber: Type.Union([Type.String(), Type.Null()]),
  /**
   * The last day the advertising permit is valid (`YYYY-MM-DD`, Abu Dhabi): after it the listing leaves public
   * search and its page answers 410. Absent in answers of an index built before it existed.
   */
  permitExpiresOn: Type.Optional(Type.Union([PlainDate, Type.Null()])),
  /** False for a draft: never shown to the public. Absent in answers of an index built before it existed. */
  published: Type.Optional(Type.Boolean()),
  titleEn: Type.String(),
  titleAr: Type.String(),
  descriptionEn: Type.String(),
  descriptionAr: Type.String(),
  price: Type.Number(),
  priceType: PriceType,
  area: Type.Union([Type.Number(), Type.Null()]),
  areaUnit: AreaUnit,
  size: Type.Union([Type.Number(), Type.Null()]),
  bedrooms: Type.Union([Type.Integer(), Type.Null()]),
  bathrooms: Type.Union([Type.Integer(), Type.Null()]),
  parkingSpaces: Type.Union([Type.Integer(), Type.Null()]),
  propertyTypeId: Id,
  areaId: Id,
  emirateId: Id,
  listingType: ListingType,
  status: PropertyStatus,
  /** Feature keys (see FEATURE_LABELS) or free text typed by an admin. */
  features: Type.Array(Type.String()),
  images: Type.Array(PropertyImage),
  coordinates: Coordinates,
  isFeatured: Type.Boolean(),
  truCheck: Type.Boolean(),
  truBroker: Type.Boolean(),
  areaName: Type.String(),
  areaNameAr: Type.String(),
  areaSlug: Type.String(),
  emirateName: Type.String(),
  emirateNameAr: Type.String(),
  propertyTypeName: Type.String(),
  propertyTypeNameAr: Type.String(),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
  /** Only on `GET /api/properties/detail` and the admin views: every price change, oldest first. */
  priceHistory: Type.Optional(Type.Array(PriceChange)),
  /**
   * The latest price change, or null when the price never changed: what cards read for "Price reduced" (see
   * `priceReduction`). Absent in answers of an index built before it existed.
   */
  lastPriceChange: Type.Optional(Type.Union([PriceChange, Type.Null()])),
});
export type Property = Static<typeof Property>;
export const PropertyList = Type.Array(Property);

export const PropertyDetailQuery = Type.Object({ id: Id });
export type PropertyDetailQuery = Static<typeof PropertyDetailQuery>;

export const PermitQrQuery = Type.Object({ id: Id, format: Type.Optional(Type.Enum(PERMIT_QR_FORMATS)) });
export type PermitQrQuery = Static<typeof PermitQrQuery>;

/** `5+` means five or more; `0` (bedrooms only) means studio. */
const RoomCount = Type.String({ pattern: '^(?:[0-9]|[1-9][0-9])\\+?$', maxLength: 3 });
/** An id or a slug, or a comma-separated list of them (the spec's page-level `emirates`, `areas`, `propertyType`). */
const IdOrSlugList = Type.String({ pattern: '^[a-z0-9-]+(?:,[a-z0-9-]+)*$', maxLength: 400 });
const Price = Type.Number({ minimum: 0, maximum: 10_000_000_000 });
const SqftFigure = Type.Number({ minimum: 0, maximum: 10_000_000 });

/** `GET /api/properties/search`: every parameter of spec section 7, plus the page-level names of section 2. */
export const SearchQuery = Type.Object({
  emirateId: Type.Optional(Id),
  areaId: Type.Optional(Id),
  propertyTypeId: Type.Optional(Id),
  emirates: Type.Optional(IdOrSlugList),
  areas: Type.Optional(IdOrSlugList),
  propertyType: Type.Optional(IdOrSlugList),
  listingType: Type.Optional(ListingType),
  status: Type.Optional(PropertyStatus),
  minPrice: Type.Optional(Price),
  maxPrice: Type.Optional(Price),
  bedrooms: Type.Optional(RoomCount),
  bathrooms: Type.Optional(RoomCount),
  /** Built-up area in sqft (the filter panel's unit). */
  minArea: Type.Optional(SqftFigure),
  maxArea: Type.Optional(SqftFigure),
  /** Free text in English or Arabic, resolved to areas and emirates through the search index. */
  location: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: SEARCH_MAX_LIMIT, default: SEARCH_DEFAULT_LIMIT }),
  ),
  sortBy: Type.Optional(SortBy),
  /** `random=true&exclude=ID&limit=6`: related listings for the detail page. */
  random: Type.Optional(Type.Boolean()),
  exclude: Type.Optional(Id),
  featured: Type.Optional(Type.Boolean()),
  /** Sold and rented listings are left out unless this is true or `status` asks for them. */
  includeClosed: Type.Optional(Type.Boolean()),
  /**
   * Only listings inside this map box: `minLng,minLat,maxLng,maxLat` in degrees (west, south, east, north), as a
   * map view shares it in the URL.
   */
  bbox: Type.Optional(Type.String({ pattern: BBOX_PATTERN, maxLength: 100 })),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchResponse = Type.Object({
  properties: Type.Array(Property),
  total: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type SearchResponse = Static<typeof SearchResponse>;

/**
 * An image in a property payload: either one already stored (`/media/...` URL from the upload endpoint) or the
 * spec's data-URL/base64 form, which the server converts and stores (never kept in the database).
 */
export const PropertyImageInput = Type.Object({
  id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 100 })])),
  url: Type.String({ minLength: 1 }),
  alt: Type.Optional(Type.String({ maxLength: 300 })),
  altAr: Type.Optional(Type.String({ maxLength: 300 })),
  type: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PropertyImageInput = Static<typeof PropertyImageInput>;

/** `POST /api/admin/properties`, `PUT /api/admin/properties/{id}`: optional numbers are null when left empty. */
export const PropertyInput = Type.Object({
  titleEn: Type.String({ minLength: 1, maxLength: 200 }),
  titleAr: Type.String({ minLength: 1, maxLength: 200 }),
  descriptionEn: Type.Optional(Type.String({ maxLength: 10_000 })),
  descriptionAr: Type.Optional(Type.String({ maxLength: 10_000 })),
  price: Price,
  priceType: Type.Optional(PriceType),
  area: Type.Optional(NullableNumber),
  areaUnit: Type.Optional(AreaUnit),
  size: Type.Optional(NullableNumber),
  bedrooms: Type.Optional(NullableCount),
  bathrooms: Type.Optional(NullableCount),
  parkingSpaces: Type.Optional(NullableCount),
  propertyTypeId: Id,
  areaId: Id,
  listingType: ListingType,
  status: Type.Optional(PropertyStatus),
  features: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 60 })),
  images: Type.Optional(Type.Array(PropertyImageInput, { maxItems: 30 })),
  coordinates: Type.Optional(Type.Union([Coordinates, Type.Null()])),
  referenceNo: Type.Optional(nullable('string', { maxLength: 50 })),
  /**
   * The ADREC (Madhmoun) advertising permit in the regulator's format (`PERMIT_NUMBER_PATTERN`, checked by the
   * route after normalising it): required to publish, optional on a draft.
   */
  permitNumber: Type.Optional(nullable('string', { maxLength: 50 })),
  /** The permit's last valid day, `YYYY-MM-DD`; null or absent when unknown. */
  permitExpiresOn: Type.Optional(Type.Union([PlainDate, Type.Null()])),
  /** Shown to the public (default for a new listing); false keeps it a draft, which may lack a permit. */
  published: Type.Optional(Type.Boolean()),
  isFeatured: Type.Optional(Type.Boolean()),
  truCheck: Type.Optional(Type.Boolean()),
  truBroker: Type.Optional(Type.Boolean()),
});
export type PropertyInput = Static<typeof PropertyInput>;

/** `GET /api/admin/properties`: every listing, newest first (the total is in the `x-total-count` header). */
export const AdminPropertiesQuery = Type.Object({
  /** Free text matched against titles, reference numbers, permit numbers and place names. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: ADMIN_PROPERTIES_MAX_LIMIT, default: ADMIN_PROPERTIES_MAX_LIMIT }),
  ),
});
export type AdminPropertiesQuery = Static<typeof AdminPropertiesQuery>;

export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/**
 * A listing as the catalog publishes it for public search (catalog events and `GET /api/properties/feed`): the
 * Property without its price history, whether the public may see it, and the slugs of its emirate and type (the
 * page-level `emirates` and `propertyType` parameters name places and types by slug).
 */
const { priceHistory: _priceHistory, ...LISTED_PROPERTY_FIELDS } = Property.properties;
export const CatalogListing = Type.Object({
  ...LISTED_PROPERTY_FIELDS,
  /** The public sees it: its area, the area's emirate and its property type are enabled. */
  listed: Type.Boolean(),
  emirateSlug: Type.String(),
  propertyTypeSlug: Type.String(),
});
export type CatalogListing = Static<typeof CatalogListing>;

/** `GET /api/properties/feed?after=&limit=`: every public listing by ascending id, for indexes and feeds. */
export const FEED_MAX_LIMIT = 1000;
export const FeedQuery = Type.Object({
  /** Listings with a larger id than this (the `next` of the previous page); 0 starts from the first. */
  after: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FEED_MAX_LIMIT, default: 500 })),
});
export type FeedQuery = Static<typeof FeedQuery>;
export const FeedResponse = Type.Object({
  listings: Type.Array(CatalogListing),
  /** The `after` of the next page; null on the last page. */
  next: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});
export type FeedResponse = Static<typeof FeedResponse>;

// ---------------------------------------------------------------------------------------------- events

/** Subjects of the catalog events (also the envelope `type`). `catalog.>` matches them all. */
export const CATALOG_EVENTS = {
  propertyUpserted: 'catalog.property.upserted.v1',
  propertyDeleted: 'catalog.property.deleted.v1',
  areaUpserted: 'catalog.area.upserted.v1',
  areaDeleted: 'catalog.area.deleted.v1',
  emirateUpserted: 'catalog.emirate.upserted.v1',
  emirateDeleted: 'catalog.emirate.deleted.v1',
  propertyTypeUpserted: 'catalog.property-type.upserted.v1',
  propertyTypeDeleted: 'catalog.property-type.deleted.v1',
} as const;
export const CATALOG_EVENTS_WILDCARD = 'catalog.>';
export type CatalogEventType = (typeof CATALOG_EVENTS)[keyof typeof CATALOG_EVENTS];

/**
 * The whole listing, joins included, so a consumer can index it without calling back. Events written before the
 * catalog added `listed` and the slugs (still in an outbox or a stream) lack them: see `listingOfEvent`.
 */
export const PropertyUpsertedData = Type.Object({
  ...LISTED_PROPERTY_FIELDS,
  listed: Type.Optional(Type.Boolean()),
  emirateSlug: Type.Optional(Type.String()),
  propertyTypeSlug: Type.Optional(Type.String()),
});
export type PropertyUpsertedData = Static<typeof PropertyUpsertedData>;

/** The listing of an upserted event; an older event describes a listing the public saw then: listed, slugs unknown. */
export function listingOfEvent(data: PropertyUpsertedData): CatalogListing {
  return {
    ...data,
    listed: data.listed ?? true,
    emirateSlug: data.emirateSlug ?? '',
    propertyTypeSlug: data.propertyTypeSlug ?? '',
  };
}

/** The area with its emirate's names and state: the location index shows both and hides disabled ones. */
export const AreaUpsertedData = Type.Object({
  id: Id,
  nameEn: Type.String(),
  nameAr: Type.String(),
  slug: Type.String(),
  enabled: Type.Boolean(),
  center: Type.Union([Coordinates, Type.Null()]),
  emirateId: Id,
  emirateName: Type.String(),
  emirateNameAr: Type.String(),
  emirateEnabled: Type.Boolean(),
});
export type AreaUpsertedData = Static<typeof AreaUpsertedData>;

export const EmirateUpsertedData = Type.Object({
  id: Id,
  nameEn: Type.String(),
  nameAr: Type.String(),
  slug: Type.String(),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
});
export type EmirateUpsertedData = Static<typeof EmirateUpsertedData>;

export const PropertyTypeUpsertedData = Type.Object({
  id: Id,
  nameEn: Type.String(),
  nameAr: Type.String(),
  slug: Type.String(),
  category: Type.String(),
  enabled: Type.Boolean(),
});
export type PropertyTypeUpsertedData = Static<typeof PropertyTypeUpsertedData>;

export const DeletedData = Type.Object({ id: Id });
export type DeletedData = Static<typeof DeletedData>;

/** Payload schema of each subject, for validating consumers and tests. */
export const CATALOG_EVENT_SCHEMAS = {
  [CATALOG_EVENTS.propertyUpserted]: PropertyUpsertedData,
  [CATALOG_EVENTS.propertyDeleted]: DeletedData,
  [CATALOG_EVENTS.areaUpserted]: AreaUpsertedData,
  [CATALOG_EVENTS.areaDeleted]: DeletedData,
  [CATALOG_EVENTS.emirateUpserted]: EmirateUpsertedData,
  [CATALOG_EVENTS.emirateDeleted]: DeletedData,
  [CATALOG_EVENTS.propertyTypeUpserted]: PropertyTypeUpsertedData,
  [CATALOG_EVENTS.propertyTypeDeleted]: DeletedData,
} as const;

/** What a consumer of the catalog's events subscribes to: every subject, each event checked against its schema. */
export const CATALOG_EVENTS_CONSUMED = {
  subjects: [CATALOG_EVENTS_WILDCARD],
  schemas: CATALOG_EVENT_SCHEMAS,
};

export interface CatalogEventData {
  'catalog.property.upserted.v1': PropertyUpsertedData;
  'catalog.property.deleted.v1': DeletedData;
  'catalog.area.upserted.v1': AreaUpsertedData;
  'catalog.area.deleted.v1': DeletedData;
  'catalog.emirate.upserted.v1': EmirateUpsertedData;
  'catalog.emirate.deleted.v1': DeletedData;
  'catalog.property-type.upserted.v1': PropertyTypeUpsertedData;
  'catalog.property-type.deleted.v1': DeletedData;
}
