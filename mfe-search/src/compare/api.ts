import { apiFetch, isApiError } from '@manzil/api-client';
import { COMPARE_LIMIT } from '@manzil/api-client/compare';
import type { Property } from '@manzil/contracts';

/** One column of the comparison: the listing, or an id the catalog no longer has (withdrawn, or never was). */
export type CompareEntry = { id: number; property: Property } | { id: number; property: null };

/** The ids of `?ids=1,2,3`: positive whole numbers, each once, at most four; anything else is left out. */
export function parseCompareIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9][0-9]{0,9}$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, COMPARE_LIMIT);
}

export const comparePath = (ids: readonly number[]) => `/compare?ids=${ids.join(',')}`;

/**
 * The listings side by side, read from the catalog's detail (each with its price history); a listing it answers
 * 404 or 410 for becomes an empty column, any other failure fails the whole comparison (the page offers "Try again").
 */
export async function fetchCompared(ids: readonly number[]): Promise<CompareEntry[]> {
  return Promise.all(
    ids.map(async (id): Promise<CompareEntry> => {
      try {
        return { id, property: await apiFetch('GET /api/properties/detail', { query: { id } }) };
      } catch (error) {
        // 410: no longer advertised (its permit expired): withdrawn, never offered as available.
        if (isApiError(error) && (error.status === 404 || error.status === 410 || error.status === 400))
          return { id, property: null };
        throw new Error('Failed to fetch properties', { cause: error });
      }
    }),
  );
}

export const compareQueryKey = (ids: readonly number[]) => ['properties-compare', ...ids] as const;
