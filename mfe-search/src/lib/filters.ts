import { formatMapBox, parseMapBox, SEARCH_MAX_LIMIT, SORT_OPTIONS, type SortBy } from '@manzil/contracts';

/*
 * The properties page keeps all of its state in the query string (spec 2, "the URL is the state"): filters, sort,
 * page and view. This module reads that state, changes it the way the spec says (a filter change goes back to
 * page 1, a new emirate clears the area, Clear All restores the defaults) and turns it into the catalog query.
 * No React here.
 */

export type ListingType = 'sale' | 'rent';
export type ViewMode = 'list' | 'grid' | 'map';
export type StatusFilter = '' | 'ready' | 'under_construction';

/** Spec 9: 12 listings per page on the properties page (the hero search asks for 20 in its URL). */
export const PAGE_SIZE = 12;
export const DEFAULT_SORT: SortBy = 'newest';

export interface SearchState {
  listingType: ListingType;
  location: string;
  /** An id or a slug (the spec's `emirateId` or page-level `emirates`), '' for all. */
  emirate: string;
  /** An id or a slug (`areaId` or `areas`). */
  area: string;
  /** An id or a slug (`propertyTypeId` or `propertyType`). */
  propertyType: string;
  status: StatusFilter;
  minPrice: string;
  maxPrice: string;
  /** '' any, '0' studio, '1'..'4', '5+'. */
  bedrooms: string;
  bathrooms: string;
  minArea: string;
  maxArea: string;
  sortBy: SortBy;
  page: number;
  limit: number;
  view: ViewMode;
  /** "Show sold and rented": closed homes are left out of results unless this is on (`includeClosed=true`). */
  includeClosed?: boolean;
  /** The map's "Search this area": `minLng,minLat,maxLng,maxLat`, '' for anywhere (an invalid box is dropped). */
  bbox?: string;
}

export type FilterKey =
  | 'listingType'
  | 'location'
  | 'emirate'
  | 'area'
  | 'propertyType'
  | 'status'
  | 'minPrice'
  | 'maxPrice'
  | 'bedrooms'
  | 'bathrooms'
  | 'minArea'
  | 'maxArea';

/** Every URL name a filter can arrive under; the first is the one the page writes. */
const URL_NAMES: Record<FilterKey, readonly string[]> = {
  listingType: ['listingType'],
  location: ['location'],
  emirate: ['emirateId', 'emirates'],
  area: ['areaId', 'areas'],
  propertyType: ['propertyTypeId', 'propertyType'],
  status: ['status'],
  minPrice: ['minPrice'],
  maxPrice: ['maxPrice'],
  bedrooms: ['bedrooms'],
  bathrooms: ['bathrooms'],
  minArea: ['minArea'],
  maxArea: ['maxArea'],
};

const ID_OR_SLUG_LIST = /^[a-z0-9-]+(?:,[a-z0-9-]+)*$/;
const ROOMS = /^(?:[0-9]|[1-9][0-9])\+?$/;
const AMOUNT = /^\d+(?:\.\d+)?$/;

function first(params: URLSearchParams, names: readonly string[]): string {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value && value !== 'all') return value;
  }
  return '';
}

/** A value the API would reject is dropped here, so a hand-edited URL still shows results. */
function cleaned(key: FilterKey, value: string): string {
  switch (key) {
    case 'emirate':
    case 'area':
    case 'propertyType':
      return ID_OR_SLUG_LIST.test(value.toLowerCase()) ? value.toLowerCase() : '';
    case 'bedrooms':
    case 'bathrooms':
      return ROOMS.test(value) ? value : '';
    case 'minPrice':
    case 'maxPrice':
    case 'minArea':
    case 'maxArea':
      return AMOUNT.test(value) ? value : '';
    case 'location':
      return value.slice(0, 100);
    default:
      return value;
  }
}

function positiveInt(value: string | null, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

export function parseListingType(value: string | null): ListingType {
  return value === 'rent' ? 'rent' : 'sale';
}

const parseView = (value: string | null): ViewMode => (value === 'grid' || value === 'map' ? value : 'list');

function cleanedBox(value: string | null): string {
  if (!value) return '';
  const box = parseMapBox(value);
  return 'error' in box ? '' : formatMapBox(box);
}

/** The page state from its query string (spec 2, "Query parameters read on load", plus sort, page and view). */
export function parseSearchState(params: URLSearchParams): SearchState {
  const read = (key: FilterKey) => cleaned(key, first(params, URL_NAMES[key]));
  const status = read('status');
  const sortBy = params.get('sortBy') as SortBy | null;
  return {
    listingType: parseListingType(params.get('listingType')),
    location: read('location'),
    emirate: read('emirate'),
    area: read('area'),
    propertyType: read('propertyType'),
    status: status === 'ready' || status === 'under_construction' ? status : '',
    minPrice: read('minPrice'),
    maxPrice: read('maxPrice'),
    bedrooms: read('bedrooms'),
    bathrooms: read('bathrooms'),
    minArea: read('minArea'),
    maxArea: read('maxArea'),
    sortBy: sortBy && (SORT_OPTIONS as readonly string[]).includes(sortBy) ? sortBy : DEFAULT_SORT,
    page: positiveInt(params.get('page'), 1, 10_000),
    limit: positiveInt(params.get('limit'), PAGE_SIZE, SEARCH_MAX_LIMIT),
    view: parseView(params.get('view')),
    includeClosed: params.get('includeClosed') === 'true',
    bbox: cleanedBox(params.get('bbox')) || undefined,
  };
}

function setOrDelete(params: URLSearchParams, name: string, value: string) {
  if (value === '' || value === 'all') params.delete(name);
  else params.set(name, value);
}

/**
 * The query string after filters change (spec 4): back to page 1; a new emirate clears the area. A filter is
 * written under its canonical name and its alias is removed, so one filter never has two values.
 */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<Record<FilterKey, string>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries = Object.entries(changes) as [FilterKey, string][];
  for (const [key, value] of entries) {
    const [canonical, ...aliases] = URL_NAMES[key];
    for (const alias of aliases) next.delete(alias);
    setOrDelete(next, canonical as string, value.trim());
  }
  if ('emirate' in changes && !('area' in changes)) {
    for (const name of URL_NAMES.area) next.delete(name);
  }
  next.delete('page');
  return next;
}

/** Sort changes also go back to page 1; the view does not change the results, so it keeps the page. */
export function withSort(params: URLSearchParams, sortBy: SortBy): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDelete(next, 'sortBy', sortBy === DEFAULT_SORT ? '' : sortBy);
  next.delete('page');
  return next;
}

export function withView(params: URLSearchParams, view: ViewMode): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDelete(next, 'view', view === 'list' ? '' : view);
  return next;
}

/** "Show sold and rented" on or off: a new set of results, from page 1. */
export function withIncludeClosed(params: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDelete(next, 'includeClosed', on ? 'true' : '');
  next.delete('page');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDelete(next, 'page', page <= 1 ? '' : String(page));
  return next;
}

/** Clear All / Clear Filters (spec 4): listing type sale, every filter empty; the chosen view stays. */
export function clearedParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const view = params.get('view');
  if (view === 'grid' || view === 'map') next.set('view', view);
  return next;
}

/** The filter panel's badge: how many filter groups are set (price and size ranges count once). */
export function countActiveFilters(state: SearchState): number {
  const groups = [
    state.emirate,
    state.area,
    state.propertyType,
    state.status,
    state.minPrice || state.maxPrice,
    state.bedrooms,
    state.bathrooms,
    state.minArea || state.maxArea,
  ];
  return groups.filter(Boolean).length;
}

/** The More Filters badge (spec 9): active groups among price, bedrooms and bathrooms. */
export function countMoreFilters(
  values: Pick<SearchState, 'minPrice' | 'maxPrice' | 'bedrooms' | 'bathrooms'>,
) {
  return [values.minPrice || values.maxPrice, values.bedrooms, values.bathrooms].filter(Boolean).length;
}

const isId = (value: string) => /^[1-9][0-9]*$/.test(value);

/** `/api/properties/search` parameters for the page state: ids as `...Id`, slugs and lists as page-level names. */
export function searchApiParams(state: SearchState): Record<string, string | number | undefined> {
  const ref = (value: string, idName: string, listName: string) =>
    value ? (isId(value) ? { [idName]: value } : { [listName]: value }) : {};
  return {
    listingType: state.listingType,
    location: state.location || undefined,
    ...ref(state.emirate, 'emirateId', 'emirates'),
    ...ref(state.area, 'areaId', 'areas'),
    ...ref(state.propertyType, 'propertyTypeId', 'propertyType'),
    status: state.status || undefined,
    minPrice: state.minPrice || undefined,
    maxPrice: state.maxPrice || undefined,
    bedrooms: state.bedrooms || undefined,
    bathrooms: state.bathrooms || undefined,
    minArea: state.minArea || undefined,
    maxArea: state.maxArea || undefined,
    page: state.page,
    limit: state.limit,
    sortBy: state.sortBy,
    includeClosed: state.includeClosed ? 'true' : undefined,
    bbox: state.bbox || undefined,
  };
}

// ------------------------------------------------------------------------------------------- options

/** Spec 9 price presets; 'Above 10M' has no maximum. */
export const PRICE_PRESETS = [
  { id: 'under-500k', min: '', max: '500000' },
  { id: '500k-1m', min: '500000', max: '1000000' },
  { id: '1m-2m', min: '1000000', max: '2000000' },
  { id: '2m-5m', min: '2000000', max: '5000000' },
  { id: '5m-10m', min: '5000000', max: '10000000' },
  { id: 'above-10m', min: '10000000', max: '' },
] as const;
export type PricePresetId = (typeof PRICE_PRESETS)[number]['id'];

/** The preset matching a min/max pair, '' for none (any price) and 'custom' for other amounts. */
export function pricePresetOf(minPrice: string, maxPrice: string): PricePresetId | '' | 'custom' {
  if (!minPrice && !maxPrice) return '';
  const preset = PRICE_PRESETS.find(
    (candidate) => Number(candidate.min || 0) === Number(minPrice || 0) && candidate.max === maxPrice,
  );
  return preset ? preset.id : 'custom';
}

/** Bedrooms: studio (0), 1 to 4 and 5+; bathrooms: 1 to 4 and 5+ (spec 9). */
export const BEDROOM_OPTIONS = ['0', '1', '2', '3', '4', '5+'] as const;
export const BATHROOM_OPTIONS = ['1', '2', '3', '4', '5+'] as const;
export const STATUS_OPTIONS = ['ready', 'under_construction'] as const;

/** At most five numbered pages around the current one (spec 9). */
export function pageWindow(current: number, totalPages: number, size = 5): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
