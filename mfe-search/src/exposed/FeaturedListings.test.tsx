import { callsTo, mockApi, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProperty, searchResponse } from '../test/fixtures.ts';
import FeaturedListings from './FeaturedListings.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const featured = [
  makeProperty({ id: 7, isFeatured: true }),
  makeProperty({ id: 8, isFeatured: true, titleEn: 'Yas townhouse', titleAr: 'تاون هاوس في ياس' }),
  makeProperty({ id: 9, isFeatured: true, titleEn: 'Reem apartment', titleAr: 'شقة في الريم' }),
];

describe('FeaturedListings', () => {
  it('shows the featured listings as a labelled row of cards opening each listing', async () => {
    const fetchMock = mockApi({ '/api/properties/search': searchResponse(featured) });
    renderWithProviders(<FeaturedListings />);
    const section = await screen.findByRole('region', { name: 'Featured properties' });
    const row = within(section).getByRole('list', { name: 'Featured properties' });
    expect(row.children).toHaveLength(3);
    expect(within(row).getByRole('link', { name: 'Yas townhouse' }).getAttribute('href')).toBe('/property/8');
    expect(within(section).getByRole('link', { name: 'View all properties' }).getAttribute('href')).toBe(
      '/properties',
    );
    const [search] = callsTo(fetchMock, '/api/properties/search');
    expect(search?.searchParams.get('featured')).toBe('true');
    expect(search?.searchParams.get('limit')).toBe('8');
  });

  it('scrolls the row by a card with the previous and next buttons, towards the left in Arabic', async () => {
    mockApi({ '/api/properties/search': searchResponse(featured) });
    renderWithProviders(<FeaturedListings />, { route: '/ar' });
    const row = await screen.findByRole('list', { name: 'العقارات المميّزة' });
    const scrollBy = vi.fn();
    row.scrollBy = scrollBy as unknown as typeof row.scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'العقارات المميّزة التالية' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: expect.any(Number) }));
    expect(scrollBy.mock.calls[0]?.[0].left).toBeLessThan(0);
    expect(screen.getByRole('link', { name: 'شقة في الريم' }).getAttribute('href')).toBe('/ar/property/9');
  });

  it('shows nothing when no listing is featured or the search fails', async () => {
    const fetchMock = mockApi({ '/api/properties/search': searchResponse([]) });
    const { container, unmount } = renderWithProviders(<FeaturedListings />);
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/properties/search')).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
    unmount();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/properties/search': new Response('down', { status: 503 }) });
    const failed = renderWithProviders(<FeaturedListings />);
    await new Promise((done) => setTimeout(done, 20));
    expect(failed.container.querySelector('section')).toBeNull();
  });
});
