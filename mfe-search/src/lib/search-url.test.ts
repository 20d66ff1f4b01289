import { describe, expect, it } from 'vitest';
import { heroSearchUrl, parseListingType } from './search-url.ts';

describe('heroSearchUrl', () => {
  it('builds the properties URL with the spec parameters in order', () => {
    expect(heroSearchUrl({ listingType: 'sale', location: 'Yas Island' }, 'en')).toBe(
      '/properties?listingType=sale&location=Yas+Island&page=1&limit=20&sortBy=newest',
    );
  });

  it('stays under /ar on Arabic pages and encodes Arabic text', () => {
    const url = heroSearchUrl({ listingType: 'rent', location: 'جزيرة ياس' }, 'ar');
    expect(url.startsWith('/ar/properties?listingType=rent&location=')).toBe(true);
    expect(new URL(url, 'http://x').searchParams.get('location')).toBe('جزيرة ياس');
  });

  it('leaves out an empty location', () => {
    expect(heroSearchUrl({ listingType: 'sale', location: '   ' }, 'en')).toBe(
      '/properties?listingType=sale&page=1&limit=20&sortBy=newest',
    );
  });
});

describe('parseListingType', () => {
  it('defaults to sale', () => {
    expect(parseListingType(null)).toBe('sale');
    expect(parseListingType('lease')).toBe('sale');
    expect(parseListingType('rent')).toBe('rent');
  });
});
