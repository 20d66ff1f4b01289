import { apiFetch } from '@manzil/api-client';
import type { Property } from '@manzil/contracts';
import { MAP_MAX_PINS, morePinPages, type Pin, pinsApiParams, pinsOf } from './map-state.ts';

export interface MapPins {
  pins: Pin[];
  /** Every match of the search; more than `pins.length` when the cap left some off. */
  total: number;
  capped: boolean;
}

/**
 * Every match of the page's search as pins (see map-state.ts for why the search API at its largest page): the
 * first page tells how many there are, the others (up to MAP_MAX_PINS) are fetched in parallel.
 */
export async function fetchPins(
  api: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<MapPins> {
  const params = pinsApiParams(api);
  const page = (number: number) =>
    apiFetch('GET /api/properties/search', { query: { ...params, page: number }, signal });
  try {
    const first = await page(1);
    const rest = await Promise.all(morePinPages(first.totalPages).map(page));
    const properties: Property[] = [first, ...rest].flatMap((answer) => answer.properties);
    const pins = pinsOf(properties.slice(0, MAP_MAX_PINS));
    return { pins, total: first.total, capped: first.total > properties.length };
  } catch (error) {
    throw new Error('Failed to fetch properties', { cause: error });
  }
}

export const pinsQueryKey = (api: Record<string, string | number | undefined>) =>
  ['properties-pins', pinsApiParams(api)] as const;
