import { callsTo, mockApi, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { propertyTypes } from '../test/fixtures.ts';
import HeroSearch from './HeroSearch.tsx';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// The answer of `GET /api/search/locations` (packages/contracts/src/search.ts, LocationsResponse).
const suggestion = (id: number, nameEn: string, nameAr: string, listingCount: number) => ({
  kind: 'area',
  id,
  slug: nameEn.toLowerCase().replace(/ /g, '-'),
  nameEn,
  nameAr,
  name: nameEn,
  label: `${nameEn}, Abu Dhabi`,
  emirateId: 1,
  emirateName: 'Abu Dhabi',
  emirateNameAr: 'أبوظبي',
  listingCount,
});
const locations = {
  locations: [suggestion(12, 'Yas Island', 'جزيرة ياس', 14), suggestion(30, 'Yas Acres', 'ياس ايكرز', 3)],
};

describe('HeroSearch', () => {
  it('defaults to sale and searches with only the spec defaults', () => {
    mockApi({ '/api/properties/property-types': propertyTypes });
    renderWithProviders(<HeroSearch />);
    expect(screen.getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(assign).toHaveBeenCalledWith('/properties?listingType=sale&page=1&limit=20&sortBy=newest');
  });

  it('sends every field of the form, including the More Filters dialog, with residential types only', async () => {
    mockApi({ '/api/properties/property-types': propertyTypes });
    renderWithProviders(<HeroSearch />);
    fireEvent.click(screen.getByRole('radio', { name: 'Rent' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), {
      target: { value: 'Al Reem Island' },
    });
    const type = screen.getByLabelText('Property type');
    await screen.findByRole('option', { name: 'Apartment' });
    expect(within(type).queryByRole('option', { name: 'Office' })).toBeNull();
    fireEvent.change(type, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'ready' } });

    fireEvent.click(screen.getByRole('button', { name: 'More Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'More Filters' });
    fireEvent.change(within(dialog).getByLabelText('Min price'), { target: { value: '60000' } });
    fireEvent.change(within(dialog).getByLabelText('Max price'), { target: { value: '120000' } });
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Bedrooms' })).getByRole('button', { name: 'Studio' }),
    );
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Bathrooms' })).getByRole('button', { name: '5+' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByRole('button', { name: 'More Filters (3 active)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(assign).toHaveBeenCalledWith(
      '/properties?listingType=rent&location=Al+Reem+Island&propertyTypeId=2&status=ready&minPrice=60000' +
        '&maxPrice=120000&bedrooms=0&bathrooms=5%2B&page=1&limit=20&sortBy=newest',
    );
  });

  it('Reset in the dialog empties price, bedrooms and bathrooms', () => {
    mockApi({});
    renderWithProviders(<HeroSearch />);
    fireEvent.click(screen.getByRole('button', { name: 'More Filters' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Min price'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(assign).toHaveBeenCalledWith('/properties?listingType=sale&page=1&limit=20&sortBy=newest');
  });

  it('suggests locations after two characters and picks one with the keyboard', async () => {
    const fetchMock = mockApi({ '/api/search/locations': locations });
    renderWithProviders(<HeroSearch />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'y' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo(fetchMock, '/api/search/locations')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'ya' } });
    const listbox = await screen.findByRole('listbox', { name: 'Location suggestions' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const [call] = callsTo(fetchMock, '/api/search/locations');
    expect(call?.searchParams.get('q')).toBe('ya');
    expect(call?.searchParams.get('lang')).toBe('en');
    expect(call?.searchParams.get('limit')).toBe('5');
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    expect(within(listbox).getByText('Abu Dhabi · 14 listings')).toBeTruthy();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = within(listbox).getByRole('option', { name: /Yas Acres/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // wraps to the first
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe('Yas Island');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(assign).not.toHaveBeenCalled();
  });

  it('closes the suggestions with Escape and keeps the typed text', async () => {
    mockApi({ '/api/search/locations': locations });
    renderWithProviders(<HeroSearch />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'yas' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    expect((input as HTMLInputElement).value).toBe('yas');
  });

  it('is in Arabic on Arabic pages, suggests Arabic names and searches under /ar', async () => {
    const fetchMock = mockApi({
      '/api/search/locations': locations,
      '/api/properties/property-types': propertyTypes,
    });
    renderWithProviders(<HeroSearch />, { route: '/ar' });
    expect(screen.getByRole('search', { name: 'البحث عن عقار' })).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'الموقع' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ياس' } });
    const option = await screen.findByRole('option', { name: /جزيرة ياس/ });
    expect(callsTo(fetchMock, '/api/search/locations')[0]?.searchParams.get('lang')).toBe('ar');
    fireEvent.mouseDown(option);
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(assign).toHaveBeenCalledWith(
      `/ar/properties?listingType=sale&location=${encodeURIComponent('جزيرة ياس').replace(/%20/g, '+')}&page=1&limit=20&sortBy=newest`,
    );
  });
});
