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

/** What the gateway serves at /mfe/settings.json for the map (MAP_TILE_URL and its attribution). */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
  attributionUrl?: string;
}

/** OpenStreetMap's standard tiles, with the attribution their tile usage policy requires. */
export const DEFAULT_MAP_SETTINGS: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
};

export const MAP_SETTINGS_URL = '/mfe/settings.json';

/**
 * The frontends' runtime settings from the gateway (like /mfe/remotes.json: set at deploy time, no rebuild).
 * When the file cannot be read (a remote's own dev server) the map uses OpenStreetMap's tiles.
 */
export async function fetchMapSettings(fetchImpl: typeof fetch = fetch): Promise<MapSettings> {
  try {
    const response = await fetchImpl(MAP_SETTINGS_URL, { credentials: 'same-origin' });
    if (!response.ok) return DEFAULT_MAP_SETTINGS;
    const body = (await response.json()) as { map?: Partial<MapSettings> };
    const map = body.map;
    if (!map || typeof map.tileUrl !== 'string' || !map.tileUrl) return DEFAULT_MAP_SETTINGS;
    return {
      tileUrl: map.tileUrl,
      attribution: typeof map.attribution === 'string' ? map.attribution : '',
      attributionUrl: typeof map.attributionUrl === 'string' ? map.attributionUrl : undefined,
    };
  } catch {
    return DEFAULT_MAP_SETTINGS;
  }
}
