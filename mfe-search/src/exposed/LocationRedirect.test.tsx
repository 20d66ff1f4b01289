import { mockApi, renderWithProviders } from '@manzil/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areas } from '../test/fixtures.ts';
import LocationRedirect from './LocationRedirect.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('LocationRedirect', () => {
  it('says it is redirecting, then goes to the properties page with areaId and location', async () => {
    mockApi({ '/api/properties/areas': areas });
    renderWithProviders(<LocationRedirect />, {
      route: '/properties/location/yas-island',
      path: '/properties/location/:slug',
    });
    expect(screen.getAllByText('Redirecting to search results...').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/properties?areaId=12&location=Yas+Island'),
    );
  });

  it('stays in Arabic and names the area in Arabic', async () => {
    mockApi({ '/api/properties/areas': areas });
    renderWithProviders(<LocationRedirect />, {
      route: '/ar/properties/location/yas-island',
      path: '/properties/location/:slug',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/ar/properties?areaId=12&location=${encodeURIComponent('جزيرة ياس').replace(/%20/g, '+')}`,
      ),
    );
  });

  it('shows Location Not Found with a way home for an unknown slug', async () => {
    mockApi({ '/api/properties/areas': areas });
    renderWithProviders(<LocationRedirect />, {
      route: '/ar/properties/location/atlantis',
      path: '/properties/location/:slug',
    });
    expect(await screen.findByRole('heading', { name: 'الموقع غير موجود' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' }).getAttribute('href')).toBe('/ar');
  });

  it('sends a path that cannot be a location slug to /404', async () => {
    const fetchMock = mockApi({ '/api/properties/areas': areas });
    renderWithProviders(<LocationRedirect />, {
      route: '/properties/location/Not%20A%20Slug!',
      path: '/properties/location/:slug',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/404'));
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/properties/areas'),
      expect.anything(),
    );
  });
});
