import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LocationRedirect from './LocationRedirect.tsx';

afterEach(() => vi.unstubAllGlobals());

const areas = [{ id: 12, nameEn: 'Yas Island', nameAr: 'جزيرة ياس', slug: 'yas-island' }];

describe('LocationRedirect', () => {
  it('says it is redirecting, then goes to the properties page with areaId and location', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(areas)),
    );
    renderWithProviders(<LocationRedirect />, {
      route: '/properties/location/yas-island',
      path: '/properties/location/:slug',
    });
    expect(screen.getAllByText('Redirecting to search results...').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/properties?areaId=12&location=Yas+Island'),
    );
  });

  it('shows Location Not Found with a way home for an unknown slug', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(areas)),
    );
    renderWithProviders(<LocationRedirect />, {
      route: '/ar/properties/location/atlantis',
      path: '/properties/location/:slug',
    });
    expect(await screen.findByRole('heading', { name: 'الموقع غير موجود' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' }).getAttribute('href')).toBe('/ar');
  });
});
