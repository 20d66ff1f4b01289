import { apiFetch, toQueryString } from '@manzil/api-client';
import type { Area, Emirate, PropertyType, SearchResponse } from '@manzil/contracts';
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
  const query = toQueryString(searchApiParams(state));
  return named('Failed to fetch properties', apiFetch<SearchResponse>(`/api/properties/search${query}`));
}

export function fetchEmirates(): Promise<Emirate[]> {
  return named('Failed to fetch emirates', apiFetch<Emirate[]>('/api/properties/emirates'));
}

/** Every enabled area (the page filters them by emirate itself, and finds an area's emirate from a link). */
export function fetchAreas(): Promise<Area[]> {
  return named('Failed to fetch areas', apiFetch<Area[]>('/api/properties/areas'));
}

export function fetchPropertyTypes(): Promise<PropertyType[]> {
  return named('Failed to fetch property types', apiFetch<PropertyType[]>('/api/properties/property-types'));
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

/** One suggestion of `/api/search/locations`: an emirate or an area, with its names in both languages. */
export interface LocationSuggestion {
  id: string;
  kind: 'area' | 'emirate';
  nameEn: string;
  nameAr: string;
  /** The emirate of an area, when the index gives it. */
  parentEn?: string;
  parentAr?: string;
  count?: number;
}

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Reads the index's answer (`LocationsResponse` of packages/contracts/src/search.ts: `{ locations: [...] }`),
 * leniently (a bare list, other wrapper names, missing fields), so a small change there does not break the form.
 */
export function toSuggestions(body: unknown): LocationSuggestion[] {
  const list = Array.isArray(body)
    ? body
    : ((body as Raw | null)?.locations ??
      (body as Raw | null)?.results ??
      (body as Raw | null)?.hits ??
      (body as Raw | null)?.items);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: Raw): LocationSuggestion[] => {
    const nameEn = text(item.nameEn) ?? text(item.name) ?? '';
    if (!nameEn) return [];
    const kind = item.type === 'emirate' || item.kind === 'emirate' ? 'emirate' : 'area';
    const emirate = (item.emirate ?? {}) as Raw;
    const count = item.count ?? item.listingCount ?? item.propertyCount;
    return [
      {
        id: `${kind}-${String(item.id ?? item.slug ?? nameEn)}`,
        kind,
        nameEn,
        nameAr: text(item.nameAr) ?? nameEn,
        parentEn: text(item.emirateName) ?? text(item.emirateNameEn) ?? text(emirate.nameEn),
        parentAr: text(item.emirateNameAr) ?? text(emirate.nameAr),
        count: typeof count === 'number' ? count : undefined,
      },
    ];
  });
}

/** Spec 5: suggestions after more than one character, at most five. */
export const LOCATION_MIN_CHARS = 2;
export const LOCATION_MAX_SUGGESTIONS = 5;

export async function fetchLocations(
  q: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  const query = toQueryString({ q, lang, limit: LOCATION_MAX_SUGGESTIONS });
  const body = await apiFetch<unknown>(`/api/search/locations${query}`, { signal });
  return toSuggestions(body).slice(0, LOCATION_MAX_SUGGESTIONS);
}
