import { mockApi, renderWithProviders } from '@manzil/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DirectionsLink, LocationMap } from './LocationMap.tsx';
import { directionsHref } from './map-links.ts';

// Leaflet needs a layout engine: the test checks what the card asks of it.
const drawn = vi.hoisted(() => ({ calls: [] as unknown[][], removed: 0 }));
vi.mock('./leaflet-pin-map.ts', () => ({
  drawPinMap: (...args: unknown[]) => {
    drawn.calls.push(args);
    return () => {
      drawn.removed += 1;
    };
  },
}));

// No layout here to tell when the card nears the screen: the map starts at once, as in a browser without it.
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  drawn.calls = [];
  drawn.removed = 0;
});

const point = { lat: 24.5401, lng: 54.4337 };

describe('the location card map', () => {
  it("draws the listing's pin on the tiles the gateway names, with their attribution", async () => {
    mockApi({
      '/mfe/settings.json': {
        map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example Maps' },
      },
    });
    const { unmount } = renderWithProviders(<LocationMap point={point} label="Map of Saadiyat Island" />);
    expect(screen.getByRole('img', { name: 'Map of Saadiyat Island' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location-map').getAttribute('data-drawn')).toBe('true'));
    expect(drawn.calls[0]?.slice(1)).toEqual([point, 'https://tiles.example/{z}/{x}/{y}.png']);
    expect(screen.getByText('© Example Maps')).toBeTruthy();
    unmount();
    expect(drawn.removed).toBe(1);
  });

  it("falls back to OpenStreetMap's tiles and credit when the settings cannot be read", async () => {
    mockApi({});
    renderWithProviders(<LocationMap point={point} label="Map" />);
    const credit = await screen.findByRole('link', { name: '© OpenStreetMap contributors' });
    expect(credit.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    expect(drawn.calls[0]?.[2]).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('links "Directions" to Google Maps directions to the coordinates, in both languages', () => {
    expect(directionsHref(point)).toBe('https://www.google.com/maps/dir/?api=1&destination=24.5401,54.4337');
    renderWithProviders(<DirectionsLink point={point} />);
    const link = screen.getByRole('link', { name: 'Directions' });
    expect(link.getAttribute('href')).toBe(directionsHref(point));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says "Directions" in Arabic', () => {
    renderWithProviders(<DirectionsLink point={point} />, { route: '/ar/property/7', path: '/property/:id' });
    expect(screen.getByRole('link', { name: 'الاتجاهات' })).toBeTruthy();
  });
});
