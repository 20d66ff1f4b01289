import type { MapBox } from '@manzil/contracts';
import { callsTo, mockApi, renderWithProviders } from '@manzil/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import PropertiesPage from '../exposed/PropertiesPage.tsx';
import { areas, emirates, makeProperty, propertyTypes, searchResponse } from '../test/fixtures.ts';
import type { MapHandle, MapOptions } from './leaflet-map.ts';
import { pinPrice } from './MapPanel.tsx';

// Leaflet needs a real layout engine: happy-dom gets a stand-in that records what the panel asks of the map.
const fake = vi.hoisted(() => ({
  options: undefined as MapOptions | undefined,
  view: { minLng: 54.2, minLat: 24.3, maxLng: 54.6, maxLat: 24.7 } as MapBox,
  handle: undefined as { [K in keyof MapHandle]: Mock } | undefined,
}));

vi.mock('./leaflet-map.ts', () => ({
  createMap: vi.fn((_element: HTMLElement, options: MapOptions) => {
    fake.options = options;
    fake.handle = {
      setPins: vi.fn(),
      select: vi.fn(),
      showBox: vi.fn(),
      showPin: vi.fn(),
      zoomIn: vi.fn(),
      zoomOut: vi.fn(),
      pan: vi.fn(),
      box: vi.fn(() => fake.view),
      zoom: vi.fn(() => 12),
      resize: vi.fn(),
      destroy: vi.fn(),
    };
    return fake.handle as unknown as MapHandle;
  }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  fake.options = undefined;
  fake.handle = undefined;
  fake.view = { minLng: 54.2, minLat: 24.3, maxLng: 54.6, maxLat: 24.7 };
});

const reem = makeProperty({
  id: 11,
  titleEn: 'Reem tower flat',
  price: 1_250_000,
  coordinates: { lat: 24.5, lng: 54.4 },
});
const saadiyat = makeProperty({ id: 12, titleEn: 'Saadiyat villa', coordinates: { lat: 24.54, lng: 54.43 } });
const dubai = makeProperty({ id: 13, titleEn: 'Marina flat', coordinates: { lat: 25.08, lng: 55.14 } });

const catalog = {
  '/api/properties/emirates': emirates,
  '/api/properties/areas': areas,
  '/api/properties/property-types': propertyTypes,
  '/mfe/settings.json': {
    map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Example tiles' },
  },
};

/** The search API as the map sees it: every listing, or those in the bbox asked for. */
function searchApi(url: URL) {
  const box = url.searchParams.get('bbox')?.split(',').map(Number);
  const all = [reem, saadiyat, dubai];
  const hits = box
    ? all.filter(
        (p) =>
          p.coordinates.lng >= (box[0] ?? 0) &&
          p.coordinates.lat >= (box[1] ?? 0) &&
          p.coordinates.lng <= (box[2] ?? 0) &&
          p.coordinates.lat <= (box[3] ?? 0),
      )
    : all;
  return searchResponse(hits, hits.length, Number(url.searchParams.get('limit') ?? 12));
}

const location = () => screen.getByTestId('location').textContent ?? '';
const pinList = () => screen.findByTestId('map-pin-list');
const moveMapTo = (box: MapBox) =>
  act(() => {
    fake.view = box;
    fake.options?.onViewChange(box, 12);
  });

describe('the map view of the properties page', () => {
  it('is the third view: it loads the map with every match as a pin, fitted around them', async () => {
    const fetchMock = mockApi({ ...catalog, '/api/properties/search': searchApi });
    renderWithProviders(<PropertiesPage />, { route: '/properties?bedrooms=2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Map view' }));
    await waitFor(() => expect(location()).toBe('/properties?bedrooms=2&view=map'));
    await waitFor(() => expect(fake.options).toBeDefined());
    expect(fake.options?.tileUrl).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(fake.options?.box).toEqual({ minLng: 54.4, minLat: 24.5, maxLng: 55.14, maxLat: 25.08 });
    await waitFor(() => expect(fake.handle?.setPins).toHaveBeenLastCalledWith(expect.any(Array)));
    const pins = fake.handle?.setPins.mock.lastCall?.[0] as { id: number }[];
    expect(pins.map((pin) => pin.id)).toEqual([11, 12, 13]);
    // The pins request: the filters at the API's largest page, not the list's page of 12.
    const pinsCall = callsTo(fetchMock, '/api/properties/search').find(
      (url) => url.searchParams.get('limit') === '50',
    );
    expect(Object.fromEntries(pinsCall?.searchParams ?? [])).toMatchObject({
      bedrooms: '2',
      limit: '50',
      page: '1',
    });
    expect(screen.getByText('Example tiles')).toBeTruthy();
  });

  it('lists the pins in view for keyboard and screen-reader users, and follows the view', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchApi });
    renderWithProviders(<PropertiesPage />, { route: '/properties?view=map' });
    await waitFor(() => expect(fake.options).toBeDefined());
    moveMapTo({ minLng: 54.3, minLat: 24.4, maxLng: 54.5, maxLat: 24.6 });
    const list = await pinList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByRole('link', { name: 'Reem tower flat' }).getAttribute('href')).toBe(
      '/property/11',
    );
    expect(screen.getByTestId('map-in-view').textContent).toBe('2 properties in this area');
    moveMapTo({ minLng: 55, minLat: 25, maxLng: 55.2, maxLat: 25.2 });
    await waitFor(() =>
      expect(screen.getByTestId('map-in-view').textContent).toBe('1 property in this area'),
    );
  });

  it('opens a card linking to the listing when a pin is chosen, and closes it with Escape', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchApi });
    renderWithProviders(<PropertiesPage />, { route: '/properties?view=map' });
    await waitFor(() => expect(fake.handle?.setPins).toHaveBeenCalled());
    act(() => fake.options?.onPinSelect(11, false));
    const card = await screen.findByTestId('map-card');
    expect(within(card).getByRole('link', { name: 'Reem tower flat' }).getAttribute('href')).toBe(
      '/property/11',
    );
    expect(within(card).getByText('AED 1.3M')).toBeTruthy();
    expect(fake.handle?.select).toHaveBeenLastCalledWith(11);
    fireEvent.keyDown(card, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('map-card')).toBeNull());
  });

  it('"Search this area" puts the view in the URL as bbox and the results follow it', async () => {
    const fetchMock = mockApi({ ...catalog, '/api/properties/search': searchApi });
    renderWithProviders(<PropertiesPage />, { route: '/properties?listingType=sale&view=map' });
    await waitFor(() => expect(fake.options).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
    moveMapTo({ minLng: 54.3, minLat: 24.4, maxLng: 54.5, maxLat: 24.6 });
    fireEvent.click(await screen.findByRole('button', { name: 'Search this area' }));
    await waitFor(() =>
      expect(location()).toBe('/properties?listingType=sale&view=map&bbox=54.3%2C24.4%2C54.5%2C24.6'),
    );
    // Both the count above and the pins ask the API for that box, with the filters.
    await waitFor(() => expect(screen.getByText('Showing 2 of 2 properties')).toBeTruthy());
    const withBox = callsTo(fetchMock, '/api/properties/search').filter((url) =>
      url.searchParams.has('bbox'),
    );
    expect(withBox.map((url) => url.searchParams.get('limit')).sort()).toEqual(['12', '50']);
    expect(withBox.every((url) => url.searchParams.get('listingType') === 'sale')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
    // "Search everywhere" takes the box away again.
    fireEvent.click(screen.getByRole('button', { name: 'Search everywhere' }));
    await waitFor(() => expect(location()).toBe('/properties?listingType=sale&view=map'));
  });

  it('reopens a shared map search on its box', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchApi });
    renderWithProviders(<PropertiesPage />, { route: '/properties?view=map&bbox=54.3,24.4,54.5,24.6' });
    await waitFor(() => expect(fake.options).toBeDefined());
    expect(fake.options?.box).toEqual({ minLng: 54.3, minLat: 24.4, maxLng: 54.5, maxLat: 24.6 });
    await waitFor(() => expect(screen.getByText('Showing 2 of 2 properties')).toBeTruthy());
  });

  it('zooms and pans by buttons, never only by dragging', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchApi });
    renderWithProviders(<PropertiesPage />, { route: '/properties?view=map' });
    await waitFor(() => expect(fake.handle).toBeDefined());
    const controls = screen.getByRole('group', { name: 'Map controls' });
    fireEvent.click(within(controls).getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(within(controls).getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(within(controls).getByRole('button', { name: 'Move the map east' }));
    fireEvent.click(within(controls).getByRole('button', { name: 'Move the map north' }));
    expect(fake.handle?.zoomIn).toHaveBeenCalledTimes(1);
    expect(fake.handle?.zoomOut).toHaveBeenCalledTimes(1);
    expect(fake.handle?.pan.mock.calls).toEqual([
      [0.35, 0],
      [0, -0.35],
    ]);
    const map = screen.getByRole('region', { name: 'Map of the results' });
    expect(map.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('a pin pressed with the keyboard opens its card with the focus on the listing link', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchApi });
    renderWithProviders(<PropertiesPage />, { route: '/properties?view=map' });
    await waitFor(() => expect(fake.handle?.setPins).toHaveBeenCalled());
    act(() => fake.options?.onPinSelect(12, true));
    const card = await screen.findByTestId('map-card');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card).getByRole('link', { name: 'Saadiyat villa' })),
    );
    fireEvent.keyDown(card, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('map')));
  });

  it('"Show on map" from the list opens the pin\'s card', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchApi });
    renderWithProviders(<PropertiesPage />, { route: '/properties?view=map' });
    await waitFor(() => expect(fake.handle).toBeDefined());
    const list = await pinList();
    fireEvent.click(await within(list).findByRole('button', { name: 'Show on map: Saadiyat villa' }));
    expect(fake.handle?.showPin).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    const card = await screen.findByTestId('map-card');
    expect(within(card).getByRole('link', { name: 'Saadiyat villa' })).toBeTruthy();
  });

  it('speaks Arabic with unflipped labels', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchApi });
    renderWithProviders(<PropertiesPage />, { route: '/ar/properties?view=map', path: '/properties' });
    await waitFor(() => expect(fake.handle).toBeDefined());
    expect(screen.getByRole('button', { name: 'تكبير' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'عرض الخريطة' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('map').getAttribute('dir')).toBe('ltr');
    expect(pinPrice(1_250_000, 'ar')).not.toContain('د.إ');
    expect(pinPrice(1_250_000, 'en')).toBe('1.3M');
  });
});
