// `@manzil/ui/map`: what the site's maps share (the results' map, the listing's location map): the tile settings
// from the gateway and Leaflet's base rules. An entry of its own, outside the shell's start-up.
export { leafletBaseCss } from './leaflet-css.ts';
export { MapAttribution } from './MapAttribution.tsx';
export {
  DEFAULT_MAP_SETTINGS,
  fetchMapSettings,
  MAP_SETTINGS_URL,
  type MapSettings,
} from './map-settings.ts';
