import { describe, expect, it } from 'vitest';
import { areaDocument } from './documents.ts';
import { locationQueryText, toSuggestion } from './query.ts';

describe('locationQueryText', () => {
  it.each([
    ['جزيرةُ الـــريم', 'جزيره ريم'],
    ['إمارة أبوظبي', 'اماره ابوظبي'],
    ['دبى', 'دبي'],
    ['  Al   REEM-Island ', 'al reem island'],
    ["Sa'adiyat", 'saadiyat'],
    ['آل نهيان', 'ال نهيان'],
    ['', ''],
  ])('%s → %s', (raw, expected) => {
    expect(locationQueryText(raw)).toBe(expected);
  });
});

describe('toSuggestion', () => {
  const reem = areaDocument(
    {
      id: 10,
      nameEn: 'Al Reem Island',
      nameAr: 'جزيرة الريم',
      slug: 'al-reem-island',
      enabled: true,
      emirateId: 1,
      emirateNameEn: 'Abu Dhabi',
      emirateNameAr: 'أبوظبي',
      emirateEnabled: true,
    },
    { version: 3, listingCount: 24 },
  );

  it('labels an area with its emirate in the asked language', () => {
    expect(toSuggestion(reem, 'en')).toMatchObject({
      name: 'Al Reem Island',
      label: 'Al Reem Island, Abu Dhabi',
    });
    expect(toSuggestion(reem, 'ar')).toMatchObject({ name: 'جزيرة الريم', label: 'جزيرة الريم، أبوظبي' });
    expect(toSuggestion(reem, 'en')).toMatchObject({ kind: 'area', id: 10, emirateId: 1, listingCount: 24 });
  });

  it('indexes both forms of Arabic words, with and without the article', () => {
    expect(reem.textAr).toBe('جزيره الريم ريم');
    expect(reem.emirateTextAr).toBe('ابوظبي');
  });
});
