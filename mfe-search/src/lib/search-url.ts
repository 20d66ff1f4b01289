import { toQueryString } from '@manzil/api-client';
import { type Lang, localePath } from '@manzil/i18n';

export type ListingType = 'sale' | 'rent';

/** Spec 9: the hero search asks for page 1, 20 results, newest first. */
export const HERO_SEARCH_DEFAULTS = { page: 1, limit: 20, sortBy: 'newest' } as const;

export interface HeroSearchValues {
  listingType: ListingType;
  location: string;
}

/**
 * The properties page URL the hero search loads (spec 2): listingType, location, page=1, limit=20,
 * sortBy=newest; empty values are left out. Arabic pages search under /ar.
 */
export function heroSearchUrl({ listingType, location }: HeroSearchValues, lang: Lang): string {
  const query = toQueryString({ listingType, location: location.trim(), ...HERO_SEARCH_DEFAULTS });
  return `${localePath('/properties', lang)}${query}`;
}

export function parseListingType(value: string | null): ListingType {
  return value === 'rent' ? 'rent' : 'sale';
}
