import { toQueryString } from '@manzil/api-client';
import { type Lang, localePath } from '@manzil/i18n';
import type { ListingType, SearchState, StatusFilter } from './filters.ts';

export { type ListingType, parseListingType } from './filters.ts';

/** Spec 9: the hero search asks for page 1, 20 results, newest first. */
export const HERO_SEARCH_DEFAULTS = { page: 1, limit: 20, sortBy: 'newest' } as const;

/** What the hero form and the properties page's quick bar hold. */
export interface SearchFormValues {
  listingType: ListingType;
  location: string;
  /** A property type id, '' for all. */
  propertyType: string;
  status: StatusFilter;
  minPrice: string;
  maxPrice: string;
  bedrooms: string;
  bathrooms: string;
}

export const EMPTY_FORM: SearchFormValues = {
  listingType: 'sale',
  location: '',
  propertyType: '',
  status: '',
  minPrice: '',
  maxPrice: '',
  bedrooms: '',
  bathrooms: '',
};

/** Prices and counts typed by hand: digits only (a pasted "1,200,000" becomes 1200000). */
function amount(value: string): string {
  const digits = value.replace(/[^\d]/g, '');
  return digits.replace(/^0+(?=\d)/, '');
}

/**
 * The properties page URL the hero search loads (spec 2): listingType, location, propertyTypeId, status,
 * minPrice, maxPrice, bedrooms, bathrooms, then page=1, limit=20, sortBy=newest; empty or 'all' values are
 * left out. Arabic pages search under /ar.
 */
export function heroSearchUrl(values: Partial<SearchFormValues> & { listingType: ListingType }, lang: Lang) {
  const v = { ...EMPTY_FORM, ...values };
  const query = toQueryString({
    listingType: v.listingType,
    location: v.location.trim(),
    propertyTypeId: v.propertyType,
    status: v.status,
    minPrice: amount(v.minPrice),
    maxPrice: amount(v.maxPrice),
    bedrooms: v.bedrooms,
    bathrooms: v.bathrooms,
    ...HERO_SEARCH_DEFAULTS,
  });
  return `${localePath('/properties', lang)}${query}`;
}

/**
 * The query string the properties page's quick bar searches with (spec 2: listingType, location, propertyType,
 * status, minPrice, maxPrice, bedrooms, bathrooms). The chosen view and sort are kept; the page starts at 1.
 */
export function quickSearchParams(values: SearchFormValues, current: URLSearchParams): URLSearchParams {
  const query = toQueryString({
    listingType: values.listingType,
    location: values.location.trim(),
    propertyType: values.propertyType,
    status: values.status,
    minPrice: amount(values.minPrice),
    maxPrice: amount(values.maxPrice),
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    sortBy: current.get('sortBy') ?? '',
    view: current.get('view') ?? '',
  });
  return new URLSearchParams(query);
}

/** The quick bar's initial values: what the page shows now. */
export function formValuesOf(state: SearchState): SearchFormValues {
  return {
    listingType: state.listingType,
    location: state.location,
    propertyType: /^[1-9][0-9]*$/.test(state.propertyType) ? state.propertyType : '',
    status: state.status,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    bedrooms: state.bedrooms,
    bathrooms: state.bathrooms,
  };
}
