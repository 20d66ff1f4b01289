import { formatMapBox, type MapBox, type Property, parseMapBox, SEARCH_MAX_LIMIT } from '@manzil/contracts';

/*
 * The map view's state and its pins, without React or the map library: the box in the URL (`bbox=minLng,minLat,
 * maxLng,maxLat`, so a map search can be shared and reloaded), the box a view shows, and which listings are pins.
 *
 * Pins for every match, not only the current page: the map asks the same `GET /api/properties/search` as the
 * list (same filters, same bbox, so the two always agree), at the API's largest page (SEARCH_MAX_LIMIT, 50) and
 * the following pages in parallel, up to MAP_MAX_PINS listings. With the agency's catalogue (a few hundred
 * listings) that is every match in one to four requests, and no second search semantics to keep in step. When
 * more match than that, the map says so and asks to zoom in or filter ("Search this area" then narrows it); a
 * compact pins answer from the search service (id, coordinates, price) is the next step if the catalogue grows
 * by an order of magnitude.
 */

export const MAP_PINS_PAGE_SIZE = SEARCH_MAX_LIMIT;
export const MAP_MAX_PINS = 500;
/** Degrees kept in the URL: 4 decimals is about 11 m, plenty for a search box, and keeps links short. */
const BOX_DECIMALS = 4;

/** The box in the query string, or null when there is none or it is not a valid box (a hand-edited URL). */
export function boxFromParams(params: URLSearchParams): MapBox | null {
  const text = params.get('bbox');
  if (!text) return null;
  const box = parseMapBox(text);
  return 'error' in box ? null : box;
}

/** A box rounded outwards to BOX_DECIMALS, so it still holds everything the view showed. */
export function roundBox(box: MapBox): MapBox {
  const factor = 10 ** BOX_DECIMALS;
  const down = (value: number, min: number) => Math.max(min, Math.floor(value * factor) / factor);
  const up = (value: number, max: number) => Math.min(max, Math.ceil(value * factor) / factor);
  return {
    minLng: down(box.minLng, -180),
    minLat: down(box.minLat, -90),
    maxLng: up(box.maxLng, 180),
    maxLat: up(box.maxLat, 90),
  };
}

/**
 * The box a map view shows, from its corners as the map library gives them (a view wider than the world, or
 * panned past the antimeridian, is clamped to the box the API accepts).
 */
export function boxFromView(
  southWest: { lat: number; lng: number },
  northEast: { lat: number; lng: number },
) {
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  const minLng = clamp(southWest.lng, 180);
  const maxLng = clamp(northEast.lng, 180);
  return roundBox({
    minLng: Math.min(minLng, maxLng),
    minLat: clamp(southWest.lat, 90),
    maxLng: Math.max(minLng, maxLng),
    maxLat: clamp(northEast.lat, 90),
  });
}

/** "Search this area": the query string with the box (the map view stays, the page goes back to the first). */
export function withBox(params: URLSearchParams, box: MapBox | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (box) next.set('bbox', formatMapBox(roundBox(box)));
  else next.delete('bbox');
  next.delete('page');
  return next;
}

/** Whether two boxes differ by more than a small share of their size (a nudge of the map is not a new area). */
export function boxesDiffer(a: MapBox | null, b: MapBox | null, tolerance = 0.02): boolean {
  if (!a || !b) return a !== b;
  const width = Math.max(a.maxLng - a.minLng, 1e-6);
  const height = Math.max(a.maxLat - a.minLat, 1e-6);
  return (
    Math.abs(a.minLng - b.minLng) > width * tolerance ||
    Math.abs(a.maxLng - b.maxLng) > width * tolerance ||
    Math.abs(a.minLat - b.minLat) > height * tolerance ||
    Math.abs(a.maxLat - b.maxLat) > height * tolerance
  );
}

export const boxContains = (box: MapBox, point: { lat: number; lng: number }) =>
  point.lng >= box.minLng && point.lng <= box.maxLng && point.lat >= box.minLat && point.lat <= box.maxLat;

/** A listing as a pin: what the marker, its card and the list of pins in view show. */
export interface Pin {
  id: number;
  lat: number;
  lng: number;
  property: Property;
}

/** Listings with coordinates become pins; one without (a bad import) is left off the map, not put at 0,0. */
export function pinsOf(properties: readonly Property[]): Pin[] {
  const pins: Pin[] = [];
  for (const property of properties) {
    const point = property.coordinates;
    if (!point || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) continue;
    pins.push({ id: property.id, lat: point.lat, lng: point.lng, property });
  }
  return pins;
}

export const pinsInBox = (pins: readonly Pin[], box: MapBox | null): Pin[] =>
  box ? pins.filter((pin) => boxContains(box, pin)) : [...pins];

/** The box around some pins (null for none), to open the map on every match when the URL has no box. */
export function boxAround(pins: readonly Pin[]): MapBox | null {
  if (pins.length === 0) return null;
  let box: MapBox = { minLng: 180, minLat: 90, maxLng: -180, maxLat: -90 };
  for (const pin of pins) {
    box = {
      minLng: Math.min(box.minLng, pin.lng),
      minLat: Math.min(box.minLat, pin.lat),
      maxLng: Math.max(box.maxLng, pin.lng),
      maxLat: Math.max(box.maxLat, pin.lat),
    };
  }
  return box;
}

/**
 * The search parameters of the pins request: the page's filters and box, without its page, size and sort (the
 * map shows every match; sorting by price keeps the cheapest when there are more than MAP_MAX_PINS).
 */
export function pinsApiParams(
  api: Record<string, string | number | undefined>,
): Record<string, string | number | undefined> {
  const { page: _page, limit: _limit, sortBy: _sortBy, ...filters } = api;
  return { ...filters, sortBy: 'price_asc', limit: MAP_PINS_PAGE_SIZE };
}

/** The pages to ask for after the first answer (`totalPages` of a page of MAP_PINS_PAGE_SIZE), up to the cap. */
export function morePinPages(totalPages: number): number[] {
  const last = Math.min(totalPages, Math.ceil(MAP_MAX_PINS / MAP_PINS_PAGE_SIZE));
  return Array.from({ length: Math.max(0, last - 1) }, (_, index) => index + 2);
}
