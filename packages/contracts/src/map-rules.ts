/** What the gateway serves at /mfe/settings.json for maps (MAP_TILE_URL and its attribution). */
export interface MapSettings {
  /** A raster tile template with {z}, {x} and {y} ({s} for a subdomain). */
  tileUrl: string;
  attribution: string;
  attributionUrl?: string;
}

/** OpenStreetMap's standard tiles, with the attribution (linked to the copyright page) their policy requires. */
export const DEFAULT_MAP_SETTINGS: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
};
