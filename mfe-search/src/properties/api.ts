import { apiFetch } from '@manzil/api-client';
import type { Area, Emirate, LocationSuggestion, PropertyType, SearchResponse } from '@manzil/contracts';

export type { LocationSuggestion };

import type { Lang } from '@manzil/i18n';
import { type SearchState, searchApiParams } from '../lib/filters.ts';

/** Every call names its failure in the spec's words (spec 8), keeping the HTTP error as the cause. */
async function named<T>(message: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}

export function searchProperties(state: SearchState): Promise<SearchResponse> {
  return named(
    'Failed to fetch properties',
    apiFetch('GET /api/properties/search', { query: searchApiParams(state) }),
  );
}

export function fetchEmirates(): Promise<Emirate[]> {
  return named('Failed to fetch emirates', apiFetch('GET /api/properties/emirates'));
}

/** Every enabled area (the page filters them by emirate itself, and finds an area's emirate from a link). */
export function fetchAreas(): Promise<Area[]> {
  return named('Failed to fetch areas', apiFetch('GET /api/properties/areas'));
}

export function fetchPropertyTypes(): Promise<PropertyType[]> {
  return named('Failed to fetch property types', apiFetch('GET /api/properties/property-types'));
}

/** Spec 9: the filters offer residential types only. */
export function residential(types: PropertyType[] | undefined): PropertyType[] {
  return (types ?? []).filter((type) => type.category === 'residential');
}

export const queryKeys = {
  search: (state: SearchState) => ['properties-search', searchApiParams(state)] as const,
  emirates: ['emirates'] as const,
  areas: ['areas'] as const,
  propertyTypes: ['property-types'] as const,
  locations: (q: string, lang: Lang) => ['locations', lang, q] as const,
};

/** Spec 5: suggestions after more than one character, at most five. */
export const LOCATION_MIN_CHARS = 2;
export const LOCATION_MAX_SUGGESTIONS = 5;

export async function fetchLocations(
  q: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  const query = { q, lang, limit: LOCATION_MAX_SUGGESTIONS };
  const { locations } = await apiFetch('GET /api/search/locations', { query, signal });
  return locations.slice(0, LOCATION_MAX_SUGGESTIONS);
}
