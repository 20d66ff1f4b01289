import { type CatalogListing, type EmirateUpsertedData, toSqft } from '@manzil/contracts';
import type { IndexSettings } from '@manzil/service-kit';
import { normalizeForSearch, searchableText } from '@manzil/service-kit';

/** Index names; a prefix keeps test runs on a shared Meilisearch apart. */
export interface IndexNames {
  locations: string;
  listings: string;
}

export function indexNames(prefix = ''): IndexNames {
  return { locations: `${prefix}locations`, listings: `${prefix}listings` };
}

/**
 * An emirate or an area in the location index. Disabled and deleted places stay as invisible documents, so
 * their version is remembered and an older event arriving late cannot bring them back.
 */
export interface LocationDocument {
  [field: string]: unknown;
  /** `emirate-1`, `area-12`. */
  id: string;
  kind: 'emirate' | 'area';
  entityId: number;
  slug: string;
  nameEn: string;
  nameAr: string;
  emirateId: number;
  emirateNameEn: string;
  emirateNameAr: string;
  enabled: boolean;
  emirateEnabled: boolean;
  deleted: boolean;
  /** enabled, its emirate enabled, and not deleted: the only documents answers show. */
  visible: boolean;
  listingCount: number;
  sortOrder: number;
  version: number;
  /** Normalised words (Arabic article stripped too) the index matches; see searchableText. */
  textEn: string;
  textAr: string;
  emirateTextEn: string;
  emirateTextAr: string;
}

/**
 * A listing in the listing index: the catalog's listing as public search answers it, plus what filters, sorts
 * and text search read. A deleted listing stays as a tombstone (`deleted`, not `listed`) with its version, so an
 * older event arriving late cannot bring it back.
 */
export interface ListingDocument extends Partial<CatalogListing> {
  [field: string]: unknown;
  id: number;
  version: number;
  /** Shown in public search: the catalog lists it and it is not deleted. */
  listed: boolean;
  deleted: boolean;
  /** Bumped when the document's shape changes, so a rebuild rewrites documents of an older shape. */
  shape: number;
  areaId?: number;
  emirateId?: number;
  /** `createdAt` in milliseconds, for the date sorts. */
  createdTs?: number;
  /** Built-up area in sqft; absent when the listing has none (sorted last, never matches an area filter). */
  sqft?: number;
  _geo?: { lat: number; lng: number };
  /** A fixed pseudo-random number per listing: related listings are a random window in this order. */
  shuffle?: number;
  /** Normalised words of the references and titles (Arabic article stripped too), for text search. */
  refs?: string;
  textEn?: string;
  textAr?: string;
}

/** The shape of listing documents this code writes (see `ListingDocument.shape`). */
export const LISTING_SHAPE = 2;

/** Listings one filter can match and totals count (Meilisearch's maxTotalHits): 4x the 50,000 we measure. */
export const LISTINGS_MAX_TOTAL_HITS = 200_000;

/** The attributes a listing answer carries (the contract's Property): what is read back from the index. */
export const LISTING_ANSWER_ATTRIBUTES = [
  'id',
  'reference',
  'referenceNo',
  'permitNumber',
  'titleEn',
  'titleAr',
  'descriptionEn',
  'descriptionAr',
  'price',
  'priceType',
  'area',
  'areaUnit',
  'size',
  'bedrooms',
  'bathrooms',
  'parkingSpaces',
  'propertyTypeId',
  'areaId',
  'emirateId',
  'listingType',
  'status',
  'features',
  'images',
  'coordinates',
  'isFeatured',
  'truCheck',
  'truBroker',
  'areaName',
  'areaNameAr',
  'areaSlug',
  'emirateName',
  'emirateNameAr',
  'propertyTypeName',
  'propertyTypeNameAr',
  'createdAt',
  'updatedAt',
  'version',
  'lastPriceChange',
];

export const LOCATION_SETTINGS: IndexSettings = {
  primaryKey: 'id',
  // Own names before the emirate's, so "abu dhabi" lists the emirate before its areas.
  searchableAttributes: ['textEn', 'textAr', 'emirateTextEn', 'emirateTextAr'],
  filterableAttributes: ['kind', 'visible', 'emirateId', 'entityId'],
  sortableAttributes: ['listingCount', 'entityId'],
};

export const LISTING_SETTINGS: IndexSettings = {
  primaryKey: 'id',
  // A reference typed is the most precise; then the titles.
  searchableAttributes: ['refs', 'textEn', 'textAr'],
  filterableAttributes: [
    'id',
    'listed',
    'deleted',
    'listingType',
    'status',
    'areaId',
    'emirateId',
    'propertyTypeId',
    'areaSlug',
    'emirateSlug',
    'propertyTypeSlug',
    'price',
    'sqft',
    'bedrooms',
    'bathrooms',
    'isFeatured',
    'shuffle',
    '_geo',
  ],
  sortableAttributes: ['createdTs', 'price', 'sqft', 'id', 'shuffle'],
  maxTotalHits: LISTINGS_MAX_TOTAL_HITS,
};

export const emirateDocId = (id: number) => `emirate-${id}`;
export const areaDocId = (id: number) => `area-${id}`;

/** What the index keeps of an emirate: the facts its upsert event carries. */
export type EmirateFacts = EmirateUpsertedData;

export interface AreaFacts {
  id: number;
  nameEn: string;
  nameAr: string;
  slug: string;
  enabled: boolean;
  emirateId: number;
  emirateNameEn: string;
  emirateNameAr: string;
  emirateEnabled: boolean;
}

export function emirateDocument(
  emirate: EmirateFacts,
  state: { version: number; listingCount: number; deleted?: boolean },
): LocationDocument {
  const deleted = state.deleted ?? false;
  return {
    id: emirateDocId(emirate.id),
    kind: 'emirate',
    entityId: emirate.id,
    slug: emirate.slug,
    nameEn: emirate.nameEn,
    nameAr: emirate.nameAr,
    emirateId: emirate.id,
    emirateNameEn: emirate.nameEn,
    emirateNameAr: emirate.nameAr,
    enabled: emirate.enabled,
    emirateEnabled: emirate.enabled,
    deleted,
    visible: emirate.enabled && !deleted,
    listingCount: state.listingCount,
    sortOrder: emirate.sortOrder,
    version: state.version,
    textEn: searchableText(emirate.nameEn),
    textAr: searchableText(emirate.nameAr),
    emirateTextEn: '',
    emirateTextAr: '',
  };
}

export function areaDocument(
  area: AreaFacts,
  state: { version: number; listingCount: number; deleted?: boolean },
): LocationDocument {
  const deleted = state.deleted ?? false;
  return {
    id: areaDocId(area.id),
    kind: 'area',
    entityId: area.id,
    slug: area.slug,
    nameEn: area.nameEn,
    nameAr: area.nameAr,
    emirateId: area.emirateId,
    emirateNameEn: area.emirateNameEn,
    emirateNameAr: area.emirateNameAr,
    enabled: area.enabled,
    emirateEnabled: area.emirateEnabled,
    deleted,
    visible: area.enabled && area.emirateEnabled && !deleted,
    listingCount: state.listingCount,
    sortOrder: 0,
    version: state.version,
    textEn: searchableText(area.nameEn),
    textAr: searchableText(area.nameAr),
    emirateTextEn: searchableText(area.emirateNameEn),
    emirateTextAr: searchableText(area.emirateNameAr),
  };
}

/** A number in [0, 1) fixed per id (a hash), the same on every replica and after every rebuild. */
export function shuffleOf(id: number): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The listing as the index holds it. */
export function listingDocument(listing: CatalogListing): ListingDocument {
  const sqft = toSqft(listing.area, listing.areaUnit);
  return {
    ...listing,
    deleted: false,
    shape: LISTING_SHAPE,
    createdTs: Date.parse(listing.createdAt),
    ...(sqft === null ? {} : { sqft }),
    _geo: { lat: listing.coordinates.lat, lng: listing.coordinates.lng },
    shuffle: shuffleOf(listing.id),
    refs: normalizeForSearch(`${listing.reference} ${listing.referenceNo ?? ''}`),
    textEn: searchableText(listing.titleEn),
    textAr: searchableText(listing.titleAr),
  };
}

/** What stays of a deleted listing: its id, version and places (to recount them). */
export function listingTombstone(
  id: number,
  version: number,
  places: { areaId?: number; emirateId?: number } = {},
): ListingDocument {
  return { id, version, listed: false, deleted: true, shape: LISTING_SHAPE, ...places };
}
