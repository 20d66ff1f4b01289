import type { ChatFilterName, ChatFilters } from '@manzil/contracts';
import { renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterChips } from './FilterChips.tsx';

const requested: ChatFilters = {
  listingType: 'rent',
  areaId: 11,
  propertyTypeId: 1,
  bedrooms: '2',
  maxPrice: 200_000,
};
const names = {
  areaId: { en: 'Al Reem Island', ar: 'جزيرة الريم' },
  propertyTypeId: { en: 'Apartment', ar: 'شقة' },
};

/** Text as read, no-break spaces as spaces. */
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

function renderChips(relaxed: ChatFilterName[] = [], route = '/', filters = requested) {
  const onRemove = vi.fn();
  renderWithProviders(
    <FilterChips
      requested={filters}
      relaxed={relaxed}
      names={names}
      lang={route.startsWith('/ar') ? 'ar' : 'en'}
      onRemove={onRemove}
    />,
    { route },
  );
  return onRemove;
}

describe('FilterChips', () => {
  it('shows the reading as chips in English, each removable', () => {
    const onRemove = renderChips();
    const list = screen.getByRole('list', { name: 'What I searched for' });
    expect(within(list).getAllByRole('listitem').map(text)).toEqual([
      'Rent',
      'Al Reem Island',
      'Apartment',
      '2 bedrooms',
      'under AED 200K',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2 bedrooms' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'bedrooms', keys: ['bedrooms'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Al Reem Island' }));
    expect(onRemove).toHaveBeenLastCalledWith(expect.objectContaining({ keys: ['areaId'] }));
  });

  it('strikes through a constraint the search left out, with "no exact match"', () => {
    renderChips(['maxPrice']);
    const list = screen.getByRole('list', { name: 'What I searched for' });
    const price = within(list).getAllByRole('listitem')[4] as HTMLElement;
    expect(price.querySelector('del')?.textContent?.replace(/\u00a0/g, ' ')).toBe('under AED 200K');
    expect(text(price)).toBe('under AED 200Kno exact match');
    expect(screen.getByRole('button', { name: /^Remove under AED.200K \(no exact match\)$/ })).toBeTruthy();
    // The others were searched as asked.
    expect(list.querySelectorAll('del')).toHaveLength(1);
  });

  it('reads ranges, minimums, studios and sizes', () => {
    renderChips([], '/', {
      listingType: 'sale',
      bedrooms: '3+',
      bathrooms: '2+',
      minPrice: 800_000,
      maxPrice: 1_200_000,
      minArea: 1500,
      status: 'under_construction',
      location: 'Al Zeina',
    });
    expect(screen.getAllByRole('listitem').map(text)).toEqual([
      'Buy',
      'Al Zeina',
      '3+ bedrooms',
      '2+ bathrooms',
      'AED 800K to AED 1.2M',
      '1,500+ sq ft',
      'Off-plan',
    ]);
  });

  it('shows the chips in Arabic on Arabic pages', () => {
    const onRemove = renderChips(['bedrooms'], '/ar');
    const list = screen.getByRole('list', { name: 'ما بحثت عنه' });
    expect(within(list).getAllByRole('listitem').map(text)).toEqual([
      'إيجار',
      'جزيرة الريم',
      'شقة',
      'غرفتا نوملا تطابق تام',
      'حتى 200 ألف د.إ',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'إزالة إيجار' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ keys: ['listingType'] }));
    expect(screen.getByRole('button', { name: 'إزالة غرفتا نوم (لا تطابق تام)' })).toBeTruthy();
  });

  it('cannot be removed while a search runs, and shows nothing without a reading', () => {
    const onRemove = vi.fn();
    const { unmount } = renderWithProviders(
      <FilterChips requested={requested} relaxed={[]} names={names} lang="en" disabled onRemove={onRemove} />,
    );
    const remove = screen.getByRole('button', { name: 'Remove Rent' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    unmount();
    renderWithProviders(
      <FilterChips
        requested={{ sortBy: 'price_asc' }}
        relaxed={[]}
        names={{}}
        lang="en"
        onRemove={onRemove}
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
