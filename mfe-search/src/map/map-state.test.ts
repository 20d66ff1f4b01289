import { describe, expect, it } from 'vitest';
import { clearedParams, parseSearchState, searchApiParams, withFilters } from '../lib/filters.ts';
import { makeProperty } from '../test/fixtures.ts';
import {
  boxAround,
  boxesDiffer,
  boxFromParams,
  boxFromView,
  MAP_MAX_PINS,
  MAP_PINS_PAGE_SIZE,
  morePinPages,
  pinsApiParams,
  pinsInBox,
  pinsOf,
  roundBox,
  withBox,
} from './map-state.ts';

const abuDhabi = { minLng: 54.3, minLat: 24.4, maxLng: 54.5, maxLat: 24.6 };

describe('the box in the URL', () => {
  it('reads a valid bbox and ignores a missing or broken one', () => {
    expect(boxFromParams(new URLSearchParams('bbox=54.3,24.4,54.5,24.6'))).toEqual(abuDhabi);
    expect(boxFromParams(new URLSearchParams(''))).toBeNull();
    expect(boxFromParams(new URLSearchParams('bbox=54.5,24.4,54.3,24.6'))).toBeNull();
    expect(boxFromParams(new URLSearchParams('bbox=hello'))).toBeNull();
  });

  it('"Search this area" writes the box rounded outwards, keeps the filters and the view, and goes to page 1', () => {
    const params = new URLSearchParams('listingType=rent&bedrooms=2&view=map&page=3');
    const next = withBox(params, {
      minLng: 54.123456,
      minLat: 24.987654,
      maxLng: 54.55551,
      maxLat: 25.00001,
    });
    expect(next.get('bbox')).toBe('54.1234,24.9876,54.5556,25.0001');
    expect(next.get('listingType')).toBe('rent');
    expect(next.get('bedrooms')).toBe('2');
    expect(next.get('view')).toBe('map');
    expect(next.has('page')).toBe(false);
    // Reloading the URL gives the same box back.
    expect(boxFromParams(next)).toEqual(roundBox(boxFromParams(next) ?? abuDhabi));
    expect(withBox(next, null).has('bbox')).toBe(false);
  });

  it('takes the box of a view from its corners, clamped to what the API accepts', () => {
    expect(boxFromView({ lat: 24.4, lng: 54.3 }, { lat: 24.6, lng: 54.5 })).toEqual(abuDhabi);
    expect(boxFromView({ lat: -89.9, lng: -400 }, { lat: 89.9, lng: 400 })).toEqual({
      minLng: -180,
      minLat: -89.9,
      maxLng: 180,
      maxLat: 89.9,
    });
  });

  it('tells a new area from a nudge of the map', () => {
    expect(boxesDiffer(abuDhabi, { ...abuDhabi, minLng: 54.301 })).toBe(false);
    expect(boxesDiffer(abuDhabi, { ...abuDhabi, minLng: 54.35, maxLng: 54.55 })).toBe(true);
    expect(boxesDiffer(null, abuDhabi)).toBe(true);
    expect(boxesDiffer(null, null)).toBe(false);
  });
});

describe('pins', () => {
  const inside = makeProperty({ id: 1, coordinates: { lat: 24.5, lng: 54.4 } });
  const outside = makeProperty({ id: 2, coordinates: { lat: 25.2, lng: 55.3 } });
  const broken = makeProperty({ id: 3, coordinates: { lat: Number.NaN, lng: 54.4 } });

  it('makes a pin of every listing with coordinates, and lists those in a box', () => {
    const pins = pinsOf([inside, outside, broken]);
    expect(pins.map((pin) => pin.id)).toEqual([1, 2]);
    expect(pinsInBox(pins, abuDhabi).map((pin) => pin.id)).toEqual([1]);
    expect(pinsInBox(pins, null)).toHaveLength(2);
  });

  it('finds the box around the pins, to open the map on every match', () => {
    expect(boxAround(pinsOf([inside, outside]))).toEqual({
      minLng: 54.4,
      minLat: 24.5,
      maxLng: 55.3,
      maxLat: 25.2,
    });
    expect(boxAround([])).toBeNull();
  });

  it('asks for every match: the filters and box at the largest page, then the other pages up to the cap', () => {
    const api = {
      listingType: 'sale',
      bedrooms: '2',
      bbox: '54.3,24.4,54.5,24.6',
      page: 3,
      limit: 12,
      sortBy: 'newest',
    };
    expect(pinsApiParams(api)).toEqual({
      listingType: 'sale',
      bedrooms: '2',
      bbox: '54.3,24.4,54.5,24.6',
      sortBy: 'price_asc',
      limit: MAP_PINS_PAGE_SIZE,
    });
    expect(morePinPages(1)).toEqual([]);
    expect(morePinPages(4)).toEqual([2, 3, 4]);
    expect(morePinPages(1000)).toHaveLength(MAP_MAX_PINS / MAP_PINS_PAGE_SIZE - 1);
  });
});

describe('the page state with the map', () => {
  it('reads the map view and a valid box, drops a broken box, and sends the box to the search API', () => {
    const state = parseSearchState(new URLSearchParams('view=map&bbox=54.3,24.4,54.5,24.6&bedrooms=2'));
    expect(state.view).toBe('map');
    expect(state.bbox).toBe('54.3,24.4,54.5,24.6');
    expect(searchApiParams(state)).toMatchObject({ bbox: '54.3,24.4,54.5,24.6', bedrooms: '2' });
    expect(parseSearchState(new URLSearchParams('bbox=54.5,24.4,54.3,24.6')).bbox).toBeUndefined();
    expect(parseSearchState(new URLSearchParams('view=globe')).view).toBe('list');
  });

  it('keeps the box with filter changes and the map view with Clear All, which drops the box', () => {
    const params = new URLSearchParams('view=map&bbox=54.3,24.4,54.5,24.6&bedrooms=2');
    expect(withFilters(params, { bathrooms: '2' }).get('bbox')).toBe('54.3,24.4,54.5,24.6');
    expect(clearedParams(params).toString()).toBe('view=map');
  });
});
