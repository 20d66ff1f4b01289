import { renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HeroSearch from './HeroSearch.tsx';

afterEach(() => vi.restoreAllMocks());

describe('HeroSearch', () => {
  it('loads the properties page with the chosen listing type and location', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderWithProviders(<HeroSearch />);
    fireEvent.click(screen.getByRole('radio', { name: 'Rent' }));
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Al Reem Island' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(assign).toHaveBeenCalledWith(
      '/properties?listingType=rent&location=Al+Reem+Island&page=1&limit=20&sortBy=newest',
    );
  });

  it('defaults to sale', () => {
    renderWithProviders(<HeroSearch />);
    expect(screen.getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
  });

  it('is in Arabic on Arabic pages and searches under /ar', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderWithProviders(<HeroSearch />, { route: '/ar' });
    expect(screen.getByRole('search', { name: 'البحث عن عقار' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(assign).toHaveBeenCalledWith('/ar/properties?listingType=sale&page=1&limit=20&sortBy=newest');
  });
});
