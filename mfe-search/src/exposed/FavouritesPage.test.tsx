import { FAVOURITES_STORAGE_KEY } from '@manzil/api-client';
import { COMPARE_STORAGE_KEY } from '@manzil/api-client/compare';
import { mockApi, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProperty } from '../test/fixtures.ts';
import FavouritesPage from './FavouritesPage.tsx';

const listings = [
  makeProperty({ id: 7 }),
  makeProperty({ id: 8, titleEn: 'Reem apartment', titleAr: 'شقة في الريم' }),
  makeProperty({ id: 9, titleEn: 'Yas townhouse', titleAr: 'تاون هاوس في ياس' }),
];

const detailApi = () =>
  mockApi({
    '/api/properties/detail': (url: URL) =>
      listings.find((listing) => String(listing.id) === url.searchParams.get('id')) ??
      new Response('{"message":"Property not found."}', { status: 404 }),
  });

const save = (ids: number[]) => localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(ids));
const renderPage = (route = '/favourites') =>
  renderWithProviders(<FavouritesPage />, { route, path: '/favourites' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('FavouritesPage', () => {
  it('lists the homes saved in this browser, newest first, each opening its listing', async () => {
    detailApi();
    save([9, 7]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Saved homes' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Yas townhouse', 'Sea-view villa on Saadiyat']);
    expect(within(list).getByRole('link', { name: 'Yas townhouse' }).getAttribute('href')).toBe(
      '/property/9',
    );
    expect(screen.getByText('2 homes saved in this browser')).toBeTruthy();
  });

  it('removes a home at once, and says so for a saved home no longer advertised', async () => {
    detailApi();
    save([8, 404]);
    renderPage();
    expect(await screen.findByText('This home is no longer advertised')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Reem apartment from saved homes' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Reem apartment' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([404]);
  });

  it('compares the saved homes: chooses them and opens the comparison', async () => {
    detailApi();
    save([9, 8, 7]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Compare these' }));
    expect(screen.getByTestId('location').textContent).toBe('/compare?ids=9,8,7');
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual([9, 8, 7]);
  });

  it('says how to save homes when there are none, in Arabic too', async () => {
    detailApi();
    renderPage('/ar/favourites');
    expect(await screen.findByRole('heading', { name: 'لا توجد منازل محفوظة بعد' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفح العقارات' }).getAttribute('href')).toBe('/ar/properties');
  });

  it('lists the saved homes in Arabic with Arabic counts', async () => {
    detailApi();
    save([8, 9]);
    renderPage('/ar/favourites');
    expect(await screen.findByRole('link', { name: 'شقة في الريم' })).toBeTruthy();
    expect(screen.getByText('منزلان محفوظان في هذا المتصفح')).toBeTruthy();
  });
});
