import { COMPARE_STORAGE_KEY } from '@manzil/api-client/compare';
import { ToastRegion } from '@manzil/ui';
import { mockApi, renderWithProviders } from '@manzil/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertyCard } from '../properties/PropertyCard.tsx';
import { makeProperty } from '../test/fixtures.ts';
import { CompareTray } from './CompareTray.tsx';

const detailApi = () =>
  mockApi({
    '/api/properties/detail': (url: URL) =>
      makeProperty({ id: Number(url.searchParams.get('id')), titleEn: `Home ${url.searchParams.get('id')}` }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('compare on cards and the tray', () => {
  it('adds homes from their cards, shows them in the tray and links to the comparison from two', async () => {
    detailApi();
    renderWithProviders(
      <>
        <PropertyCard property={makeProperty({ id: 7, titleEn: 'Home 7' })} />
        <PropertyCard property={makeProperty({ id: 8, titleEn: 'Home 8' })} />
        <CompareTray />
      </>,
    );
    expect(screen.queryByRole('region', { name: /to compare/ })).toBeNull();
    const first = screen.getByRole('button', { name: 'Compare Home 7' });
    fireEvent.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    const tray = screen.getByRole('region', { name: '1 of 4 to compare' });
    expect(
      within(tray).getByRole('link', { name: 'Choose one more to compare' }).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Compare Home 8' }));
    const ready = screen.getByRole('region', { name: '2 of 4 to compare' });
    expect(within(ready).getByRole('link', { name: 'Compare 2 homes' }).getAttribute('href')).toBe(
      '/compare?ids=7,8',
    );
    expect(await within(ready).findByText('Home 8')).toBeTruthy();
    fireEvent.click(within(ready).getByRole('button', { name: 'Remove Home 8 from the comparison' }));
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual([7]);
    fireEvent.click(
      within(screen.getByRole('region', { name: '1 of 4 to compare' })).getByRole('button', {
        name: 'Clear',
      }),
    );
    expect(screen.queryByRole('region', { name: /to compare/ })).toBeNull();
  });

  it('refuses a fifth home with a message', () => {
    detailApi();
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([1, 2, 3, 4]));
    renderWithProviders(
      <>
        <PropertyCard property={makeProperty({ id: 7, titleEn: 'Home 7' })} />
        <ToastRegion label="Notifications" dismissLabel="Dismiss" />
      </>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Compare Home 7' }));
    });
    expect(screen.getByText('You can compare up to 4 homes. Remove one first.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compare Home 7' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('is in Arabic under /ar', () => {
    detailApi();
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([1, 2]));
    renderWithProviders(<CompareTray />, { route: '/ar/properties' });
    const tray = screen.getByRole('region', { name: '2 من 4 للمقارنة' });
    expect(within(tray).getByRole('link', { name: 'قارن منزلين' }).getAttribute('href')).toBe(
      '/ar/compare?ids=1,2',
    );
  });
});
