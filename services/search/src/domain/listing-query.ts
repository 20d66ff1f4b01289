import type { MapBox, SearchQuery, SortBy } from '@manzil/contracts';
import type { IndexCondition, IndexFilter, IndexQuery } from '@manzil/service-kit';
import { LISTING_ANSWER_ATTRIBUTES } from './documents.ts';

/** The places a free-text location stands for (resolved by the location index). */
export interface ResolvedPlaces {
  areaIds: number[];
  emirateIds: number[];
}

/**
 * Each sort of the contract as index sort rules. Ties end on the id, so pages never overlap or skip. Listings
 * without a size come after the sized ones in both area orders (the index places a missing value last), newest
 * first among themselves.
 */
export const SORT_RULES: Record<SortBy, string[]> = {
  newest: ['createdTs:desc', 'id:desc'],
  oldest: ['createdTs:asc', 'id:asc'],
  price_asc: ['price:asc', 'id:asc'],
  price_desc: ['price:desc', 'id:desc'],
  area_asc: ['sqft:asc', 'createdTs:desc', 'id:desc'],
  area_desc: ['sqft:desc', 'createdTs:desc', 'id:desc'],
};

/** What the public may see: listed by the catalog and not deleted (a tombstone is never listed). */
export const LISTED: IndexCondition = { field: 'listed', op: 'eq', value: true };

/**
 * Homes still on the market: a search leaves sold and rented ones out unless it asks for them (`includeClosed`,
 * the results page's "show sold and rented") or for one status by name.
 */
const MARKET_STATUSES = ['ready', 'under_construction'];
export const ON_THE_MARKET: IndexCondition = { field: 'status', op: 'in', value: MARKET_STATUSES };

/** A listing a search finds by default (ON_THE_MARKET, for a listing at hand). */
export const isOnTheMarket = (listing: { status: string }): boolean =>
  MARKET_STATUSES.includes(listing.status);

/** `3` is exactly three, `5+` five or more, `0` a studio. */
function rooms(field: string, value: string | undefined): IndexCondition | undefined {
  if (value === undefined || value === '') return undefined;
  const count = Number.parseInt(value, 10);
  return value.endsWith('+') ? { field, op: 'gte', value: count } : { field, op: 'eq', value: count };
}

/**
 * A comma-separated list of ids or slugs (the page-level `emirates`, `areas`, `propertyType`): `all` means no
 * filter; an id or a slug names a place; one that names nothing matches nothing.
 */
function idsOrSlugs(
  list: string | undefined,
  idField: string,
  slugField: string,
): IndexCondition | undefined {
  if (!list) return undefined;
  const items = list.split(',').filter((item) => item && item !== 'all');
  if (items.length === 0) return undefined;
  const ids = items.filter((item) => /^\d+$/.test(item)).map(Number);
  const slugs = items.filter((item) => !/^\d+$/.test(item));
  const conditions: IndexCondition[] = [];
  if (ids.length > 0) conditions.push({ field: idField, op: 'in', value: ids });
  if (slugs.length > 0) conditions.push({ field: slugField, op: 'in', value: slugs });
  return conditions.length === 1 ? conditions[0] : { op: 'any', conditions };
}

/** Listings in one of the places: an area, or any area of an emirate. */
export function inPlaces(places: ResolvedPlaces): IndexCondition {
  const conditions: IndexCondition[] = [];
  if (places.areaIds.length > 0) conditions.push({ field: 'areaId', op: 'in', value: places.areaIds });
  if (places.emirateIds.length > 0)
    conditions.push({ field: 'emirateId', op: 'in', value: places.emirateIds });
  return conditions.length === 1 ? (conditions[0] as IndexCondition) : { op: 'any', conditions };
}

/**
 * The filter of a search: every constraint of the query (already validated), the map box, and the free-text
 * location as places (or, when it named no place, left to the text search of the listings: see `toIndexQuery`).
 */
export function listingFilter(
  query: SearchQuery,
  extra: { box?: MapBox; places?: ResolvedPlaces } = {},
): IndexFilter {
  const filter: Array<IndexCondition | undefined> = [
    LISTED,
    query.listingType && { field: 'listingType', op: 'eq', value: query.listingType },
    query.status
      ? { field: 'status', op: 'eq', value: query.status }
      : query.includeClosed
        ? undefined
        : ON_THE_MARKET,
    query.featured === undefined ? undefined : { field: 'isFeatured', op: 'eq', value: query.featured },
    query.exclude === undefined ? undefined : { field: 'id', op: 'ne', value: query.exclude },
    query.minPrice === undefined ? undefined : { field: 'price', op: 'gte', value: query.minPrice },
    query.maxPrice === undefined ? undefined : { field: 'price', op: 'lte', value: query.maxPrice },
    query.minArea === undefined ? undefined : { field: 'sqft', op: 'gte', value: query.minArea },
    query.maxArea === undefined ? undefined : { field: 'sqft', op: 'lte', value: query.maxArea },
    rooms('bedrooms', query.bedrooms),
    rooms('bathrooms', query.bathrooms),
    query.emirateId === undefined ? undefined : { field: 'emirateId', op: 'eq', value: query.emirateId },
    query.areaId === undefined ? undefined : { field: 'areaId', op: 'eq', value: query.areaId },
    query.propertyTypeId === undefined
      ? undefined
      : { field: 'propertyTypeId', op: 'eq', value: query.propertyTypeId },
    idsOrSlugs(query.emirates, 'emirateId', 'emirateSlug'),
    idsOrSlugs(query.areas, 'areaId', 'areaSlug'),
    idsOrSlugs(query.propertyType, 'propertyTypeId', 'propertyTypeSlug'),
    extra.box && { op: 'geoBox', box: extra.box },
    extra.places && inPlaces(extra.places),
  ];
  return filter.filter((condition): condition is IndexCondition => Boolean(condition));
}

/**
 * One page of a search as an index query. `text` is a free-text location that named no place: every word must
 * then be found in a listing's references or titles (typos allowed), best matches first, then the sort.
 */
export function toIndexQuery(
  query: SearchQuery,
  page: { page: number; limit: number },
  extra: { box?: MapBox; places?: ResolvedPlaces; text?: string } = {},
): IndexQuery {
  return {
    filter: listingFilter(query, extra),
    sort: SORT_RULES[query.sortBy ?? 'newest'],
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
    attributes: LISTING_ANSWER_ATTRIBUTES,
    ...(extra.text ? { q: extra.text, matchingStrategy: 'all' as const } : {}),
  };
}
