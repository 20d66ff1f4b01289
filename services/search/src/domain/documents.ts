import type { IndexSettings } from '@manzil/service-kit';
import { searchableText } from '@manzil/service-kit';

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

/** What the search service keeps of a listing: enough to count listings per place and to order them. */
export interface ListingDocument {
  [field: string]: unknown;
  id: number;
  areaId: number;
  emirateId: number;
  deleted: boolean;
  version: number;
  reference: string;
  textEn: string;
  textAr: string;
}

export const LOCATION_SETTINGS: IndexSettings = {
  primaryKey: 'id',
  // Own names before the emirate's, so "abu dhabi" lists the emirate before its areas.
  searchableAttributes: ['textEn', 'textAr', 'emirateTextEn', 'emirateTextAr'],
  filterableAttributes: ['kind', 'visible', 'emirateId', 'entityId'],
  sortableAttributes: ['listingCount', 'entityId'],
};

export const LISTING_SETTINGS: IndexSettings = {
  primaryKey: 'id',
  searchableAttributes: ['reference', 'textEn', 'textAr'],
  filterableAttributes: ['id', 'areaId', 'emirateId', 'deleted'],
  sortableAttributes: ['id'],
};

export const emirateDocId = (id: number) => `emirate-${id}`;
export const areaDocId = (id: number) => `area-${id}`;

export interface EmirateFacts {
  id: number;
  nameEn: string;
  nameAr: string;
  slug: string;
  enabled: boolean;
  sortOrder: number;
}

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

export interface ListingFacts {
  id: number;
  areaId: number;
  emirateId: number;
  reference?: string;
  titleEn?: string;
  titleAr?: string;
}

export function listingDocument(
  listing: ListingFacts,
  state: { version: number; deleted?: boolean },
): ListingDocument {
  return {
    id: listing.id,
    areaId: listing.areaId,
    emirateId: listing.emirateId,
    deleted: state.deleted ?? false,
    version: state.version,
    reference: listing.reference ?? '',
    textEn: searchableText(listing.titleEn ?? ''),
    textAr: searchableText(listing.titleAr ?? ''),
  };
}
