import {
  CHAT_FILTER_NAMES,
  CHAT_LISTING_STATUSES,
  CHAT_MAX_LISTINGS,
  type ChatFilterName,
  type ChatFilterNames,
  type ChatFilters,
  type ChatListing,
  type Property,
} from '@manzil/contracts';
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
  /** How many homes on the market (ready or off-plan, never sold or rented) matched `filters`. */
  total: number;
  searchUrl: string;
  /** The constraints left out because nothing matched them all (empty when the search matched as asked). */
  relaxed: ChatFilterName[];
  /** The filters as asked. */
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

/**
 * Ways to widen a search that found nothing, tried in turn: first the details (construction status, bathrooms,
 * size), then also the budget, then also the bedrooms. The place, type and sale/rent are never dropped.
 */
const RELAXINGS: ChatFilterName[][] = [
  ['status', 'bathrooms', 'minArea', 'maxArea'],
  ['status', 'bathrooms', 'minArea', 'maxArea', 'minPrice', 'maxPrice'],
  ['status', 'bathrooms', 'minArea', 'maxArea', 'minPrice', 'maxPrice', 'bedrooms'],
];

function without(filters: ChatFilters, keys: ChatFilterName[]): ChatFilters {
  const copy: ChatFilters = { ...filters };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The constraints of `requested` that `searched` does not have, in the chat's order. */
export function droppedFilters(requested: ChatFilters, searched: ChatFilters): ChatFilterName[] {
  return CHAT_FILTER_NAMES.filter((key) => requested[key] !== undefined && searched[key] === undefined);
}

const AVAILABLE = new Set<string>(CHAT_LISTING_STATUSES);

/**
 * The homes on the market that match: ready or off-plan, never sold or rented. The search service leaves sold
 * and rented homes out unless a query asks for them (`includeClosed`, or a status by name), and the assistant
 * never asks; a closed home in an answer is dropped all the same.
 */
async function searchAvailable(
  catalog: CatalogPort,
  filters: ChatFilters,
): Promise<{ total: number; properties: Property[] }> {
  const answer = await catalog.search(catalogQueryOf(filters));
  const properties = answer.properties.filter((property) => AVAILABLE.has(property.status));
  return { total: answer.total, properties };
}

/**
 * Runs a search of homes on the market; when nothing matches, the closest listings with fewer constraints (never
 * made-up ones), saying which constraints were left out.
 */
export async function searchListings(catalog: CatalogPort, filters: ChatFilters): Promise<SearchOutcome> {
  // A sold or rented status cannot be asked for: the assistant offers homes on the market only.
  const requested: ChatFilters =
    filters.status && !AVAILABLE.has(filters.status) ? without(filters, ['status']) : filters;
  const outcome = (searched: ChatFilters, found: { total: number; properties: Property[] }) => ({
    filters: searched,
    requested,
    listings: found.properties.slice(0, CHAT_MAX_LISTINGS).map(toChatListing),
    total: found.total,
    searchUrl: searchUrlOf(searched),
    relaxed: droppedFilters(requested, searched),
  });
  const exact = await searchAvailable(catalog, requested);
  if (exact.total > 0) return outcome(requested, exact);
  let previous = JSON.stringify(requested);
  for (const keys of RELAXINGS) {
    const wider = without(requested, keys);
    const key = JSON.stringify(wider);
    if (key === previous) continue;
    previous = key;
    const found = await searchAvailable(catalog, wider);
    if (found.total > 0) return outcome(wider, found);
  }
  return outcome(requested, exact);
}

/** The names of the place and property type the filters give by id, in both languages. */
export function filterNamesOf(filters: ChatFilters | null, matcher: ReferenceMatcher): ChatFilterNames {
  const names: ChatFilterNames = {};
  if (!filters) return names;
  const type =
    filters.propertyTypeId === undefined ? undefined : matcher.propertyType(filters.propertyTypeId);
  const area = filters.areaId === undefined ? undefined : matcher.area(filters.areaId);
  const emirate = filters.emirateId === undefined ? undefined : matcher.emirate(filters.emirateId);
  if (type) names.propertyTypeId = { en: type.nameEn, ar: type.nameAr };
  if (area) names.areaId = { en: area.nameEn, ar: area.nameAr };
  if (emirate) names.emirateId = { en: emirate.nameEn, ar: emirate.nameAr };
  return names;
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
