import { DEFAULT_MAP_SETTINGS, type MapSettings } from '@manzil/contracts';

export { DEFAULT_MAP_SETTINGS, type MapSettings };

export const MAP_SETTINGS_URL = '/mfe/settings.json';

/**
 * The frontends' runtime settings from the gateway (like /mfe/remotes.json: set at deploy time, no rebuild).
 * When the file cannot be read (a remote's own dev server) maps use OpenStreetMap's tiles.
 */
export async function fetchMapSettings(fetchImpl: typeof fetch = fetch): Promise<MapSettings> {
  try {
    const response = await fetchImpl(MAP_SETTINGS_URL, { credentials: 'same-origin' });
    if (!response.ok) return DEFAULT_MAP_SETTINGS;
    const map = ((await response.json()) as { map?: Partial<MapSettings> }).map;
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
