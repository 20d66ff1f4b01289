import { apiFetch, toQueryString } from '@manzil/api-client';
import type { Area, SearchResponse } from '@manzil/contracts';
import type { ListingType } from '../lib/search-url.ts';

/** Spec 9: the properties page shows 12 per page, newest first by default. */
export const PAGE_SIZE = 12;

export interface SearchParams {
  listingType: ListingType;
  location?: string;
  page: number;
}

export function searchProperties({ listingType, location, page }: SearchParams): Promise<SearchResponse> {
  const query = toQueryString({ listingType, location, page, limit: PAGE_SIZE, sortBy: 'newest' });
  return apiFetch<SearchResponse>(`/api/properties/search${query}`);
}

export function fetchAreas(): Promise<Area[]> {
  return apiFetch<Area[]>('/api/properties/areas');
}
