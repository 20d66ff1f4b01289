import { describe, expect, it } from 'vitest';
import {
  clearedParams,
  countActiveFilters,
  countMoreFilters,
  pageWindow,
  parseSearchState,
  pricePresetOf,
  searchApiParams,
  withFilters,
  withIncludeClosed,
  withPage,
  withSort,
  withView,
} from './filters.ts';

const p = (query: string) => new URLSearchParams(query);

describe('parseSearchState', () => {
  it('has the spec defaults: sale, newest, page 1, 12 per page, list view', () => {
    expect(parseSearchState(p(''))).toMatchObject({
      listingType: 'sale',
      sortBy: 'newest',
      page: 1,
      limit: 12,
      view: 'list',
      emirate: '',
      location: '',
    });
  });

  it('reads every parameter of spec "Query parameters read on load", under either name', () => {
    const state = parseSearchState(
      p(
        'listingType=rent&emirates=abu-dhabi&areas=yas-island&propertyType=villa&status=ready&minPrice=100000' +
          '&maxPrice=900000&bedrooms=5%2B&bathrooms=2&minArea=800&maxArea=3000&location=Yas&page=3&limit=20' +
          '&sortBy=price_desc&view=grid',
      ),
    );
    expect(state).toEqual({
      listingType: 'rent',
      location: 'Yas',
      emirate: 'abu-dhabi',
      area: 'yas-island',
      propertyType: 'villa',
      status: 'ready',
      minPrice: '100000',
      maxPrice: '900000',
      bedrooms: '5+',
      bathrooms: '2',
      minArea: '800',
      maxArea: '3000',
      sortBy: 'price_desc',
      page: 3,
      limit: 20,
      view: 'grid',
      includeClosed: false,
    });
    expect(parseSearchState(p('areaId=12&propertyTypeId=3&emirateId=1'))).toMatchObject({
      area: '12',
      propertyType: '3',
      emirate: '1',
    });
  });

  it("drops values the API would reject and treats 'all' as empty", () => {
    const state = parseSearchState(
      p(
        'listingType=lease&status=sold&minPrice=-5&bedrooms=lots&sortBy=random&page=0&limit=999&emirateId=all',
      ),
    );
    expect(state).toMatchObject({
      listingType: 'sale',
      status: '',
      minPrice: '',
      bedrooms: '',
      sortBy: 'newest',
      page: 1,
      limit: 50,
      emirate: '',
    });
  });
});

describe('changing the URL state', () => {
  it('goes back to page 1 on any filter change, keeping sort and view', () => {
    const next = withFilters(p('page=4&sortBy=oldest&view=grid&bedrooms=2'), { bedrooms: '3' });
    expect(next.get('page')).toBeNull();
    expect(next.get('bedrooms')).toBe('3');
    expect(next.get('sortBy')).toBe('oldest');
    expect(next.get('view')).toBe('grid');
  });

  it('clears the area when the emirate changes, and writes the canonical name', () => {
    const next = withFilters(p('emirates=dubai&areas=dubai-marina&areaId=20'), { emirate: '1' });
    expect(next.toString()).toBe('emirateId=1');
    expect(withFilters(p('emirateId=1'), { emirate: '1', area: '12' }).toString()).toBe(
      'emirateId=1&areaId=12',
    );
  });

  it('removes a filter set to empty or all', () => {
    expect(withFilters(p('status=ready&listingType=rent'), { status: 'all' }).toString()).toBe(
      'listingType=rent',
    );
  });

  it('sort resets the page; view keeps it; page 1 is left out', () => {
    expect(withSort(p('page=3'), 'price_asc').toString()).toBe('sortBy=price_asc');
    expect(withSort(p('sortBy=oldest'), 'newest').toString()).toBe('');
    expect(withView(p('page=3'), 'grid').toString()).toBe('page=3&view=grid');
    expect(withView(p('view=grid'), 'list').toString()).toBe('');
    expect(withPage(p('page=3&bedrooms=2'), 1).toString()).toBe('bedrooms=2');
    expect(withPage(p('bedrooms=2'), 2).toString()).toBe('bedrooms=2&page=2');
  });

  it('Clear All restores the defaults and keeps only the view', () => {
    expect(clearedParams(p('listingType=rent&bedrooms=2&view=grid&sortBy=oldest')).toString()).toBe(
      'view=grid',
    );
  });
});

describe('counting active filters', () => {
  it('counts each group once (price and size ranges are one each)', () => {
    const state = parseSearchState(
      p('emirateId=1&areaId=2&minPrice=1&maxPrice=5&minArea=10&bedrooms=2&location=x'),
    );
    expect(countActiveFilters(state)).toBe(5);
    expect(countActiveFilters(parseSearchState(p('listingType=rent')))).toBe(0);
  });

  it('counts price, bedrooms and bathrooms for the More Filters badge', () => {
    expect(countMoreFilters({ minPrice: '', maxPrice: '9', bedrooms: '0', bathrooms: '' })).toBe(2);
  });
});

describe('searchApiParams', () => {
  it('sends ids under the ...Id names and slugs under the page-level names', () => {
    const ids = searchApiParams(parseSearchState(p('emirateId=1&areaId=12&propertyTypeId=3')));
    expect(ids).toMatchObject({ emirateId: '1', areaId: '12', propertyTypeId: '3' });
    const slugs = searchApiParams(parseSearchState(p('emirates=abu-dhabi&areas=yas-island,saadiyat-island')));
    expect(slugs).toMatchObject({ emirates: 'abu-dhabi', areas: 'yas-island,saadiyat-island' });
    expect(slugs).not.toHaveProperty('emirateId');
  });

  it('always sends page, limit and sort', () => {
    expect(searchApiParams(parseSearchState(p('')))).toMatchObject({
      listingType: 'sale',
      page: 1,
      limit: 12,
      sortBy: 'newest',
    });
  });
});

describe('pricePresetOf', () => {
  it('recognises the spec presets, including Above 10M with no maximum', () => {
    expect(pricePresetOf('', '')).toBe('');
    expect(pricePresetOf('', '500000')).toBe('under-500k');
    expect(pricePresetOf('1000000', '2000000')).toBe('1m-2m');
    expect(pricePresetOf('10000000', '')).toBe('above-10m');
    expect(pricePresetOf('1200000', '')).toBe('custom');
  });
});

describe('pageWindow', () => {
  it('shows at most five pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('show sold and rented', () => {
  it('is off by default, read from includeClosed=true, and sent to the API only when on, from page 1', () => {
    expect(parseSearchState(p('')).includeClosed).toBe(false);
    const on = parseSearchState(p('includeClosed=true&page=3'));
    expect(on.includeClosed).toBe(true);
    expect(searchApiParams(on).includeClosed).toBe('true');
    expect(searchApiParams(parseSearchState(p(''))).includeClosed).toBeUndefined();
    expect(withIncludeClosed(p('listingType=rent&page=3'), true).toString()).toBe(
      'listingType=rent&includeClosed=true',
    );
    expect(withIncludeClosed(p('includeClosed=true'), false).toString()).toBe('');
  });
});
