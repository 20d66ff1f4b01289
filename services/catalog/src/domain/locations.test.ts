import { describe, expect, it } from 'vitest';
import { type Place, placeMatcher } from './locations.ts';

const places: Place[] = [
  { kind: 'emirate', id: 1, slug: 'abu-dhabi', nameEn: 'Abu Dhabi', nameAr: 'أبوظبي' },
  { kind: 'emirate', id: 2, slug: 'dubai', nameEn: 'Dubai', nameAr: 'دبي' },
  { kind: 'area', id: 10, slug: 'al-reem-island', nameEn: 'Al Reem Island', nameAr: 'جزيرة الريم' },
  { kind: 'area', id: 11, slug: 'yas-island', nameEn: 'Yas Island', nameAr: 'جزيرة ياس' },
  { kind: 'area', id: 12, slug: 'danet-abu-dhabi', nameEn: 'Danet Abu Dhabi', nameAr: 'دانة أبوظبي' },
  { kind: 'area', id: 13, slug: 'al-bateen', nameEn: 'Al Bateen', nameAr: 'البطين' },
];
const ids = (query: string) =>
  placeMatcher(places)
    .match(query)
    .map((p) => p.id);

describe('placeMatcher', () => {
  it('finds Al Reem Island from English and Arabic, whole or partial, with or without the article', () => {
    for (const query of [
      'reem',
      'Al Reem Island',
      'al reem',
      'REEM island',
      'الريم',
      'جزيرة الريم',
      'ريم',
      'جزيره الريم',
    ])
      expect(ids(query), query).toEqual([10]);
  });

  it('prefers a whole name: "Abu Dhabi" is the emirate, "abu" also matches Danet Abu Dhabi', () => {
    expect(ids('Abu Dhabi')).toEqual([1]);
    expect(ids('أبو ظبي')).toEqual([]);
    expect(ids('ابوظبي')).toEqual([1]);
    expect(ids('abu')).toEqual([1, 12]);
  });

  it('matches the Arabic article either way and the slug', () => {
    expect(ids('بطين')).toEqual([13]);
    expect(ids('yas-island')).toEqual([11]);
    expect(ids('island')).toEqual([10, 11]);
  });

  it('finds nothing for blank or unknown text', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('atlantis')).toEqual([]);
  });
});
