import { callsTo, mockApi, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areas, emirates, makeProperty, propertyTypes, searchResponse } from '../test/fixtures.ts';
import PropertiesPage from './PropertiesPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const villa = makeProperty();
const catalog = {
  '/api/properties/emirates': emirates,
  '/api/properties/areas': areas,
  '/api/properties/property-types': propertyTypes,
};

const location = () => screen.getByTestId('location').textContent ?? '';
const lastSearch = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, '/api/properties/search').at(-1);

describe('PropertiesPage', () => {
  it('shows six skeletons, then the heading, the count and the results of the URL', async () => {
    const fetchMock = mockApi({ ...catalog, '/api/properties/search': searchResponse([villa], 31) });
    renderWithProviders(<PropertiesPage />, { route: '/properties?listingType=sale' });
    expect(screen.getByRole('heading', { level: 1, name: 'Properties for Sale in UAE' })).toBeTruthy();
    expect(screen.getAllByTestId('result-skeleton')).toHaveLength(6);
    const link = await screen.findByRole('link', { name: 'Sea-view villa on Saadiyat' });
    expect(link.getAttribute('href')).toBe('/property/7');
    expect(screen.getByText('Showing 1 of 31 properties')).toBeTruthy();
    expect(screen.getByText('AED 4.3M')).toBeTruthy();
    expect(lastSearch(fetchMock)?.search).toBe('?listingType=sale&page=1&limit=12&sortBy=newest');
  });

  it('honours every parameter of a shared link', async () => {
    const fetchMock = mockApi({ ...catalog, '/api/properties/search': searchResponse([villa]) });
    renderWithProviders(<PropertiesPage />, {
      route:
        '/properties?listingType=rent&emirates=abu-dhabi&areaId=12&propertyType=villa&status=ready&minPrice=1' +
        '&maxPrice=9&bedrooms=0&bathrooms=5%2B&minArea=10&maxArea=20&location=Yas&sortBy=area_desc&page=2&view=grid',
    });
    await screen.findByRole('link', { name: 'Sea-view villa on Saadiyat' });
    const query = Object.fromEntries(lastSearch(fetchMock)?.searchParams ?? []);
    expect(query).toEqual({
      listingType: 'rent',
      location: 'Yas',
      emirates: 'abu-dhabi',
      areaId: '12',
      propertyType: 'villa',
      status: 'ready',
      minPrice: '1',
      maxPrice: '9',
      bedrooms: '0',
      bathrooms: '5+',
      minArea: '10',
      maxArea: '20',
      page: '2',
      limit: '12',
      sortBy: 'area_desc',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Properties for Rent in UAE' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Grid view' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('area_desc');
    // Filters are active, so the panel is open and shows them, the emirate resolved from its slug.
    await waitFor(() => expect((screen.getByLabelText('Emirate') as HTMLSelectElement).value).toBe('1'));
    await waitFor(() => expect((screen.getByLabelText('Area') as HTMLSelectElement).value).toBe('12'));
    expect(screen.getByRole('button', { name: /Filters/, expanded: true })).toBeTruthy();
  });

  it('pages with Previous/Next and at most five numbered links, keeping the filters', async () => {
    const fetchMock = mockApi({ ...catalog, '/api/properties/search': searchResponse([villa], 12 * 9) });
    renderWithProviders(<PropertiesPage />, { route: '/properties?bedrooms=2&page=5' });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const numbered = within(nav).getAllByRole('link', { name: /^Page \d+$/ });
    expect(numbered.map((link) => link.textContent)).toEqual(['3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/properties?bedrooms=2&page=6'));
    await waitFor(() => expect(lastSearch(fetchMock)?.searchParams.get('page')).toBe('6'));
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Page 4' }));
    await waitFor(() => expect(location()).toBe('/properties?bedrooms=2&page=4'));
  });

  it('goes back to page 1 when a filter or the sort changes, and clears the area with a new emirate', async () => {
    const fetchMock = mockApi({ ...catalog, '/api/properties/search': searchResponse([villa], 40) });
    renderWithProviders(<PropertiesPage />, { route: '/properties?emirateId=1&areaId=12&page=3' });
    await screen.findByRole('link', { name: 'Sea-view villa on Saadiyat' });
    fireEvent.click(
      screen.getByRole('group', { name: 'Bedrooms' }).querySelector('button:nth-child(4)') as Element,
    );
    await waitFor(() => expect(location()).toBe('/properties?emirateId=1&areaId=12&bedrooms=2'));

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    await waitFor(() =>
      expect(location()).toBe('/properties?emirateId=1&areaId=12&bedrooms=2&sortBy=price_asc'),
    );
    await waitFor(() => expect(lastSearch(fetchMock)?.searchParams.get('sortBy')).toBe('price_asc'));

    fireEvent.change(screen.getByLabelText('Emirate'), { target: { value: '2' } });
    await waitFor(() => expect(location()).toBe('/properties?emirateId=2&bedrooms=2&sortBy=price_asc'));
    const area = screen.getByLabelText('Area') as HTMLSelectElement;
    await waitFor(() => expect(within(area).getByRole('option', { name: 'Dubai Marina' })).toBeTruthy());
    expect(within(area).queryByRole('option', { name: 'Yas Island' })).toBeNull();
  });

  it('drops a listing the server no longer has when cached results are shown again (sort changed and back)', async () => {
    const other = makeProperty({ id: 8, titleEn: 'Garden townhouse on Yas' });
    let listed = [villa, other];
    const fetchMock = mockApi({
      ...catalog,
      '/api/properties/search': () => searchResponse(listed),
    });
    renderWithProviders(<PropertiesPage />, { route: '/properties' });
    await screen.findByRole('link', { name: 'Garden townhouse on Yas' });
    expect(callsTo(fetchMock, '/api/properties/search')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    await waitFor(() => expect(lastSearch(fetchMock)?.searchParams.get('sortBy')).toBe('price_asc'));
    listed = [villa];
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    await waitFor(() => expect(lastSearch(fetchMock)?.searchParams.get('sortBy')).toBe('newest'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Garden townhouse on Yas' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Sea-view villa on Saadiyat' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/properties/search')).toHaveLength(3);
  });

  it('keeps the area disabled until an emirate is chosen, and counts active filters', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchResponse([villa]) });
    renderWithProviders(<PropertiesPage />, { route: '/properties' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters', expanded: false }));
    expect((screen.getByLabelText('Area') as HTMLSelectElement).disabled).toBe(true);
    await screen.findByRole('option', { name: 'Abu Dhabi' });
    fireEvent.change(screen.getByLabelText('Emirate'), { target: { value: '1' } });
    await waitFor(() => expect((screen.getByLabelText('Area') as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Price range'), { target: { value: 'above-10m' } });
    await waitFor(() => expect(location()).toBe('/properties?emirateId=1&minPrice=10000000'));
    expect(screen.getByLabelText('2 active filters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Min size'), { target: { value: '1500' } });
    fireEvent.blur(screen.getByLabelText('Min size'));
    await waitFor(() => expect(location()).toBe('/properties?emirateId=1&minPrice=10000000&minArea=1500'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(location()).toBe('/properties'));
  });

  it('switches between list and grid in the URL without refetching', async () => {
    const fetchMock = mockApi({ ...catalog, '/api/properties/search': searchResponse([villa]) });
    renderWithProviders(<PropertiesPage />, { route: '/properties?page=1' });
    await screen.findByRole('link', { name: 'Sea-view villa on Saadiyat' });
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Grid view' }));
    await waitFor(() => expect(location()).toBe('/properties?page=1&view=grid'));
    expect(callsTo(fetchMock, '/api/properties/search')).toHaveLength(1);
  });

  it('searches from the quick bar with the spec names', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchResponse([villa]) });
    renderWithProviders(<PropertiesPage />, { route: '/properties?view=grid' });
    const bar = screen.getByRole('search');
    fireEvent.click(within(bar).getByRole('radio', { name: 'For Rent' }));
    fireEvent.change(within(bar).getByRole('combobox', { name: 'Location' }), { target: { value: 'Reem' } });
    await within(bar).findByRole('option', { name: 'Villa' });
    fireEvent.change(within(bar).getByLabelText('Property type'), { target: { value: '1' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Search Properties' }));
    await waitFor(() =>
      expect(location()).toBe('/properties?listingType=rent&location=Reem&propertyType=1&view=grid'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Properties for Rent in UAE' })).toBeTruthy();
  });

  it('shows the empty state, whose Clear Filters restores the defaults', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchResponse([]) });
    renderWithProviders(<PropertiesPage />, { route: '/properties?listingType=rent&bedrooms=5%2B' });
    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeTruthy();
    expect(screen.getByText('No properties found matching your criteria.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(location()).toBe('/properties'));
  });

  it("says 'Failed to fetch properties' with a way to try again when the API fails", async () => {
    mockApi({ ...catalog, '/api/properties/search': new Response('', { status: 503 }) });
    renderWithProviders(<PropertiesPage />, { route: '/properties' });
    expect(await screen.findByRole('heading', { name: 'Failed to fetch properties' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is in Arabic under /ar, with Arabic names and links that stay in Arabic', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchResponse([villa]) });
    renderWithProviders(<PropertiesPage />, { route: '/ar/properties' });
    expect(screen.getByRole('heading', { level: 1, name: 'عقارات للبيع في الإمارات' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'فيلا بإطلالة بحرية في السعديات' });
    expect(link.getAttribute('href')).toBe('/ar/property/7');
    expect(screen.getByText('جزيرة السعديات، أبوظبي')).toBeTruthy();
    expect(screen.getByText('عرض 1 من أصل 1 عقار')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('brings sold and rented homes back, marked, with "Show sold and rented"', async () => {
    const sold = makeProperty({ id: 9, titleEn: 'Sold villa', status: 'sold' });
    const fetchMock = mockApi({
      ...catalog,
      '/api/properties/search': (url: URL) =>
        searchResponse(url.searchParams.get('includeClosed') === 'true' ? [villa, sold] : [villa]),
    });
    renderWithProviders(<PropertiesPage />, { route: '/properties?page=2' });
    await screen.findByRole('link', { name: 'Sea-view villa on Saadiyat' });
    expect(screen.queryByText('Sold')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show sold and rented' }));
    expect(location()).toBe('/properties?includeClosed=true');
    const card = await screen.findByRole('article', { name: 'Sold villa' });
    expect(within(card).getByText('Sold')).toBeTruthy();
    expect(lastSearch(fetchMock)?.searchParams.get('includeClosed')).toBe('true');
  });

  it('offers the choice in Arabic', async () => {
    mockApi({ ...catalog, '/api/properties/search': searchResponse([villa]) });
    renderWithProviders(<PropertiesPage />, { route: '/ar/properties' });
    expect(await screen.findByRole('checkbox', { name: 'إظهار المباع والمؤجَّر' })).toBeTruthy();
  });
});
