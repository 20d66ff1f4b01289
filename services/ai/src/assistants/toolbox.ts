import { CHAT_MAX_LISTINGS, type ChatFilters, type ChatListing, type Property } from '@manzil/contracts';
import { ReferenceMatcher } from '../domain/references.ts';
import type { AgencyPort } from '../ports/agency.ts';
import type { CatalogPort } from '../ports/catalog.ts';

/** The assistant's tools, shared by the built-in assistant and the model's tool calls. */
export interface Toolbox {
  catalog: CatalogPort;
  agency: AgencyPort;
}

export interface SearchOutcome {
  /** The filters searched (after any relaxing). */
  filters: ChatFilters;
  listings: ChatListing[];
  total: number;
  searchUrl: string;
  /** True when nothing matched exactly and these are the closest listings with fewer filters. */
  relaxed: boolean;
  /** The filters that matched nothing, when relaxed. */
  requested: ChatFilters;
}

const PAGE_PARAMS: Array<keyof ChatFilters> = [
  'listingType',
  'areaId',
  'propertyTypeId',
  'status',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'minArea',
  'maxArea',
  'location',
  'sortBy',
];

/**
 * The properties-page link for the filters (spec 2: the page reads listingType, emirates, areaId,
 * propertyTypeId, status, minPrice, maxPrice, bedrooms, bathrooms, minArea, maxArea, location).
 */
export function searchUrlOf(filters: ChatFilters): string {
  const params = new URLSearchParams();
  for (const key of PAGE_PARAMS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (filters.emirateId !== undefined && filters.areaId === undefined)
    params.set('emirates', String(filters.emirateId));
  const query = params.toString();
  return query ? `/properties?${query}` : '/properties';
}

/** The catalog query for the filters: the spec's parameters of `GET /api/properties/search`. */
export function catalogQueryOf(
  filters: ChatFilters,
  limit = CHAT_MAX_LISTINGS,
): Record<string, string | number> {
  const query: Record<string, string | number> = { page: 1, limit, sortBy: filters.sortBy ?? 'newest' };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || key === 'sortBy') continue;
    query[key] = value as string | number;
  }
  return query;
}

export function toChatListing(property: Property): ChatListing {
  const cover = property.images[0];
  return {
    id: property.id,
    reference: property.reference,
    titleEn: property.titleEn,
    titleAr: property.titleAr,
    price: property.price,
    priceType: property.priceType,
    listingType: property.listingType,
    status: property.status,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    areaUnit: property.areaUnit,
    areaName: property.areaName,
    areaNameAr: property.areaNameAr,
    emirateName: property.emirateName,
    emirateNameAr: property.emirateNameAr,
    propertyTypeName: property.propertyTypeName,
    propertyTypeNameAr: property.propertyTypeNameAr,
    imageUrl: cover ? cover.thumbUrl || cover.url : null,
  };
}

/** Ways to widen a search that found nothing: first the budget and details, then the bedrooms. */
const RELAXINGS: Array<Array<keyof ChatFilters>> = [
  ['minPrice', 'maxPrice', 'bathrooms', 'status', 'minArea', 'maxArea'],
  ['minPrice', 'maxPrice', 'bathrooms', 'status', 'minArea', 'maxArea', 'bedrooms'],
];

function without(filters: ChatFilters, keys: Array<keyof ChatFilters>): ChatFilters {
  const copy: ChatFilters = { ...filters };
  for (const key of keys) delete copy[key];
  return copy;
}

/** Runs a search; when nothing matches, the closest listings with fewer filters (never made-up ones). */
export async function searchListings(catalog: CatalogPort, filters: ChatFilters): Promise<SearchOutcome> {
  const exact = await catalog.search(catalogQueryOf(filters));
  if (exact.total > 0) {
    return {
      filters,
      requested: filters,
      listings: exact.properties.slice(0, CHAT_MAX_LISTINGS).map(toChatListing),
      total: exact.total,
      searchUrl: searchUrlOf(filters),
      relaxed: false,
    };
  }
  let previous = JSON.stringify(filters);
  for (const keys of RELAXINGS) {
    const wider = without(filters, keys);
    const key = JSON.stringify(wider);
    if (key === previous) continue;
    previous = key;
    const found = await catalog.search(catalogQueryOf(wider));
    if (found.total > 0) {
      return {
        filters: wider,
        requested: filters,
        listings: found.properties.slice(0, CHAT_MAX_LISTINGS).map(toChatListing),
        total: found.total,
        searchUrl: searchUrlOf(wider),
        relaxed: true,
      };
    }
  }
  return {
    filters,
    requested: filters,
    listings: [],
    total: 0,
    searchUrl: searchUrlOf(filters),
    relaxed: false,
  };
}

/**
 * Resolves a place the vocabulary did not know through the search service (`in Al Zeina`); when that finds
 * nothing either, the catalog gets the text as its `location` parameter.
 */
export async function resolvePlace(
  catalog: CatalogPort,
  filters: ChatFilters,
  placeText: string,
): Promise<ChatFilters> {
  const hit = await catalog.locate(placeText);
  if (hit?.kind === 'area') return { ...filters, areaId: hit.id };
  if (hit?.kind === 'emirate') return { ...filters, emirateId: hit.id };
  return { ...filters, location: placeText };
}

export async function matcherOf(catalog: CatalogPort): Promise<ReferenceMatcher> {
  return new ReferenceMatcher(await catalog.references());
}
