import type { Property } from '@manzil/contracts';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PropertyPage from './PropertyPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const property = {
  id: 42,
  reference: 'ST-000042',
  titleEn: 'Townhouse in Al Raha Gardens',
  titleAr: 'تاون هاوس في حدائق الراحة',
  descriptionEn: 'Corner unit with a garden.',
  descriptionAr: 'وحدة زاوية مع حديقة.',
  price: 2_150_000,
  listingType: 'sale',
  areaName: 'Al Raha Gardens',
  areaNameAr: 'حدائق الراحة',
  emirateName: 'Abu Dhabi',
  emirateNameAr: 'أبوظبي',
  bedrooms: 3,
  bathrooms: 4,
  area: 2900,
  areaUnit: 'sqft',
} as Property;

describe('PropertyPage', () => {
  it('fetches the property by id and shows its title and price', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(property));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PropertyPage />, { route: '/property/42', path: '/property/:id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Townhouse in Al Raha Gardens' }),
    ).toBeTruthy();
    expect(screen.getByText('AED 2,150,000')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/properties/detail?id=42', expect.anything());
  });

  it("shows 'Property not found' with a link back to the properties", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Property not found' }, 404)),
    );
    renderWithProviders(<PropertyPage />, { route: '/property/999', path: '/property/:id' });
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to properties' }).getAttribute('href')).toBe('/properties');
  });

  it('shows the Arabic title and price in Arabic', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(property)),
    );
    renderWithProviders(<PropertyPage />, { route: '/ar/property/42', path: '/property/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تاون هاوس في حدائق الراحة' })).toBeTruthy();
    expect(screen.getByText('2,150,000 د.إ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى العقارات' }).getAttribute('href')).toBe(
      '/ar/properties',
    );
  });
});
