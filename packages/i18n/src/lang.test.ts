import { describe, expect, it } from 'vitest';
import { dirOf, langFromPath, localePath, stripLangPrefix, switchLanguagePath } from './lang.ts';

describe('langFromPath', () => {
  it('is Arabic for /ar and anything under /ar/', () => {
    expect(langFromPath('/ar')).toBe('ar');
    expect(langFromPath('/ar/')).toBe('ar');
    expect(langFromPath('/ar/properties')).toBe('ar');
    expect(langFromPath('/ar/property/12')).toBe('ar');
  });

  it('is English elsewhere, including paths that only begin with the letters ar', () => {
    expect(langFromPath('/')).toBe('en');
    expect(langFromPath('/properties')).toBe('en');
    expect(langFromPath('/area')).toBe('en');
    expect(langFromPath('/arabic/x')).toBe('en');
    expect(langFromPath('/en/ar')).toBe('en');
  });
});

describe('dirOf', () => {
  it('is rtl for Arabic and ltr for English', () => {
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('en')).toBe('ltr');
  });
});

describe('localePath', () => {
  it('adds the /ar prefix for Arabic', () => {
    expect(localePath('/', 'ar')).toBe('/ar');
    expect(localePath('/properties', 'ar')).toBe('/ar/properties');
    expect(localePath('/property/7?tab=map#gallery', 'ar')).toBe('/ar/property/7?tab=map#gallery');
    expect(localePath('properties', 'ar')).toBe('/ar/properties');
  });

  it('does not add the prefix twice', () => {
    expect(localePath('/ar/properties', 'ar')).toBe('/ar/properties');
    expect(localePath('/ar', 'ar')).toBe('/ar');
  });

  it('removes the /ar prefix for English', () => {
    expect(localePath('/ar', 'en')).toBe('/');
    expect(localePath('/ar/', 'en')).toBe('/');
    expect(localePath('/ar/properties?page=2', 'en')).toBe('/properties?page=2');
    expect(localePath('/properties', 'en')).toBe('/properties');
  });

  it('keeps a query on the home page', () => {
    expect(localePath('/?admin=true', 'ar')).toBe('/ar?admin=true');
    expect(localePath('/ar?admin=true', 'en')).toBe('/?admin=true');
  });
});

describe('stripLangPrefix', () => {
  it('returns the English path of a page', () => {
    expect(stripLangPrefix('/ar/properties/location/yas-island')).toBe('/properties/location/yas-island');
    expect(stripLangPrefix('/ar')).toBe('/');
    expect(stripLangPrefix('/area')).toBe('/area');
  });
});

describe('switchLanguagePath (spec 2: to /ar from English, to / from Arabic)', () => {
  it('goes to the Arabic home page from any English page', () => {
    expect(switchLanguagePath('/')).toBe('/ar');
    expect(switchLanguagePath('/properties', '?listingType=rent')).toBe('/ar');
    expect(switchLanguagePath('/property/3')).toBe('/ar');
  });

  it('goes to the English home page from any Arabic page', () => {
    expect(switchLanguagePath('/ar')).toBe('/');
    expect(switchLanguagePath('/ar/properties', '?page=2')).toBe('/');
  });
});
