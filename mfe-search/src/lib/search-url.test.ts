import { describe, expect, it } from 'vitest';
import { parseSearchState } from './filters.ts';
import { EMPTY_FORM, formValuesOf, heroSearchUrl, quickSearchParams } from './search-url.ts';

describe('heroSearchUrl', () => {
  it('builds the properties URL with the spec parameters in order', () => {
    expect(
      heroSearchUrl(
        {
          listingType: 'rent',
          location: ' Yas Island ',
          propertyType: '2',
          status: 'under_construction',
          minPrice: '50,000',
          maxPrice: '150000',
          bedrooms: '0',
          bathrooms: '5+',
        },
        'en',
      ),
    ).toBe(
      '/properties?listingType=rent&location=Yas+Island&propertyTypeId=2&status=under_construction&minPrice=50000' +
        '&maxPrice=150000&bedrooms=0&bathrooms=5%2B&page=1&limit=20&sortBy=newest',
    );
  });

  it('stays under /ar on Arabic pages and encodes Arabic text', () => {
    const url = heroSearchUrl({ listingType: 'rent', location: 'جزيرة ياس' }, 'ar');
    expect(url.startsWith('/ar/properties?listingType=rent&location=')).toBe(true);
    expect(new URL(url, 'http://x').searchParams.get('location')).toBe('جزيرة ياس');
  });

  it("leaves out empty and 'all' values", () => {
    expect(heroSearchUrl({ ...EMPTY_FORM, location: '   ', propertyType: 'all' }, 'en')).toBe(
      '/properties?listingType=sale&page=1&limit=20&sortBy=newest',
    );
  });
});

describe('quick search bar', () => {
  it('sends the spec names (propertyType, not propertyTypeId), keeps sort and view, starts at page 1', () => {
    const current = new URLSearchParams('emirateId=1&page=3&sortBy=price_asc&view=grid');
    const next = quickSearchParams(
      { ...EMPTY_FORM, location: 'Reem', propertyType: '2', bedrooms: '3' },
      current,
    );
    expect(next.toString()).toBe(
      'listingType=sale&location=Reem&propertyType=2&bedrooms=3&sortBy=price_asc&view=grid',
    );
  });

  it('starts from what the page shows', () => {
    const state = parseSearchState(
      new URLSearchParams('listingType=rent&propertyTypeId=2&bedrooms=1&location=Yas'),
    );
    expect(formValuesOf(state)).toMatchObject({
      listingType: 'rent',
      propertyType: '2',
      bedrooms: '1',
      location: 'Yas',
    });
  });
});
