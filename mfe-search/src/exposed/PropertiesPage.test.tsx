import type { Property } from '@manzil/contracts';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PropertiesPage from './PropertiesPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const villa = {
  id: 7,
  titleEn: 'Sea-view villa on Saadiyat',
  titleAr: 'فيلا بإطلالة بحرية في السعديات',
  price: 4_250_000,
  listingType: 'sale',
  areaName: 'Saadiyat Island',
  areaNameAr: 'جزيرة السعديات',
  emirateName: 'Abu Dhabi',
  emirateNameAr: 'أبوظبي',
  bedrooms: 5,
  bathrooms: 6,
  area: 6200,
  areaUnit: 'sqft',
} as Property;

describe('PropertiesPage', () => {
  it('shows the heading for the listing type and the first page of results', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ properties: [villa], total: 31, totalPages: 3, page: 1, limit: 12 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PropertiesPage />, { route: '/properties?listingType=sale' });
    expect(screen.getByRole('heading', { level: 1, name: 'Properties for Sale in UAE' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Sea-view villa on Saadiyat' });
    expect(link.getAttribute('href')).toBe('/property/7');
    expect(screen.getByText('Showing 1 of 31 properties')).toBeTruthy();
    expect(screen.getByText('AED 4.3M')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/properties/search?listingType=sale&page=1&limit=12&sortBy=newest',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('shows the empty state when the search is unavailable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    renderWithProviders(<PropertiesPage />, { route: '/properties?listingType=rent' });
    expect(screen.getByRole('heading', { level: 1, name: 'Properties for Rent in UAE' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeTruthy();
  });

  it('is in Arabic under /ar with links that stay in Arabic', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ properties: [villa], total: 1, totalPages: 1, page: 1, limit: 12 })),
    );
    renderWithProviders(<PropertiesPage />, { route: '/ar/properties' });
    expect(screen.getByRole('heading', { level: 1, name: 'عقارات للبيع في الإمارات' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'فيلا بإطلالة بحرية في السعديات' });
    expect(link.getAttribute('href')).toBe('/ar/property/7');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
