import { COMPARE_STORAGE_KEY } from '@manzil/api-client/compare';
import { callsTo, mockApi, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProperty } from '../test/fixtures.ts';
import ComparePage from './ComparePage.tsx';

const villa = makeProperty({ id: 7, features: ['private_pool', 'maids_room'], permitNumber: '7113456789' });
const flat = makeProperty({
  id: 8,
  titleEn: 'Reem apartment',
  titleAr: 'شقة في الريم',
  price: 1_200_000,
  area: 1000,
  bedrooms: 0,
  status: 'sold',
  features: ['shared_gym'],
  permitNumber: null,
  propertyTypeName: 'Apartment',
  propertyTypeNameAr: 'شقة',
});

const detailApi = () =>
  mockApi({
    '/api/properties/detail': (url: URL) => {
      const id = url.searchParams.get('id');
      if (id === '7') return villa;
      if (id === '8') return flat;
      // Its advertising permit expired: the catalog answers 410 Gone.
      if (id === '12') return new Response('{"error":"gone"}', { status: 410 });
      return new Response('{"message":"Property not found."}', { status: 404 });
    },
  });

function renderCompare(route: string) {
  return renderWithProviders(<ComparePage />, { route, path: '/compare' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ComparePage', () => {
  it('lays the listings of the address side by side: price, per sq ft, rooms, size, status, permit, features', async () => {
    const fetchMock = detailApi();
    renderCompare('/compare?ids=7,8');
    const table = await screen.findByRole('table');
    expect(callsTo(fetchMock, '/api/properties/detail').map((url) => url.searchParams.get('id'))).toEqual([
      '7',
      '8',
    ]);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => within(header).getByRole('link').textContent)).toEqual([
      'Sea-view villa on Saadiyat',
      'Reem apartment',
    ]);
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr') as HTMLTableRowElement;
    const cells = (name: string) => [...row(name).querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells('Price')).toEqual(['AED\u00a04,250,000', 'AED\u00a01,200,000']);
    expect(cells('Price per sq ft')).toEqual(['AED\u00a0685', 'AED\u00a01,200']);
    expect(cells('Bedrooms')).toEqual(['5', 'Studio']);
    expect(cells('Status')).toEqual(['Ready', 'Sold']);
    expect(cells('Advertising permit')).toEqual(['7113456789', '—']);
    expect(cells('Private swimming pool')).toEqual(['✓Yes', '—No']);
    expect(cells('Shared gym')).toEqual(['—No', '✓Yes']);
    expect(cells('Days on market')[0]).toMatch(/^\d+ days$/);
  });

  it('shows a listing whose permit expired (410) as withdrawn, never as available', async () => {
    detailApi();
    renderCompare('/compare?ids=7,12');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Listing no longer available')).toBeTruthy();
    expect(within(table).getByText('Reference #12 has been withdrawn or does not exist.')).toBeTruthy();
  });

  it('shows an unknown id as a listing no longer available, and removes columns from the address', async () => {
    detailApi();
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([7, 99]));
    renderCompare('/compare?ids=7,99,abc');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Listing no longer available')).toBeTruthy();
    expect(within(table).getByText('Reference #99 has been withdrawn or does not exist.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove #99 from the comparison' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/compare?ids=7'));
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual([7]);
    expect(within(await screen.findByRole('table')).getAllByRole('columnheader')).toHaveLength(1);
  });

  it('without ids shows the homes chosen in this browser, and an empty state when there are none', async () => {
    detailApi();
    renderCompare('/compare');
    expect(await screen.findByRole('heading', { name: 'No homes to compare yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe('/properties');
  });

  it('is in Arabic under /ar, with Arabic row names and links', async () => {
    detailApi();
    renderCompare('/ar/compare?ids=8,7');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'السعر' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'شقة في الريم' }).getAttribute('href')).toBe(
      '/ar/property/8',
    );
    expect(within(table).getByText('مباع')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'مقارنة المنازل' })).toBeTruthy();
  });
});
