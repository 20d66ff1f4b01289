/** Google Maps' documented directions URL (no key): the route to the listing's coordinates from where one is. */
export function directionsHref({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** What the gateway serves at /mfe/settings.json for maps (MAP_TILE_URL and its attribution). */
export interface TileSettings {
  tileUrl: string;
  attribution: string;
  attributionUrl?: string;
}

/** OpenStreetMap's standard tiles, with the attribution their tile usage policy requires. */
export const DEFAULT_TILES: TileSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
};

/** The tile source from the gateway's runtime settings; OpenStreetMap's when they cannot be read. */
export async function fetchTileSettings(fetchImpl: typeof fetch = fetch): Promise<TileSettings> {
  try {
    const response = await fetchImpl('/mfe/settings.json', { credentials: 'same-origin' });
    if (!response.ok) return DEFAULT_TILES;
    const map = ((await response.json()) as { map?: Partial<TileSettings> }).map;
    if (!map || typeof map.tileUrl !== 'string' || !map.tileUrl) return DEFAULT_TILES;
    return {
      tileUrl: map.tileUrl,
      attribution: typeof map.attribution === 'string' ? map.attribution : '',
      attributionUrl: typeof map.attributionUrl === 'string' ? map.attributionUrl : undefined,
    };
  } catch {
    return DEFAULT_TILES;
  }
}
