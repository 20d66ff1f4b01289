import { describe, expect, it } from 'vitest';
import {
  normalizeArabic,
  normalizeForSearch,
  searchableText,
  searchTokens,
  stripArabicArticle,
} from './arabic.ts';

describe('normalizeArabic', () => {
  it.each([
    ['أبوظبي', 'ابوظبي'],
    ['إمارة', 'اماره'],
    ['آل نهيان', 'ال نهيان'],
    ['ٱلعين', 'العين'],
    ['مستشفى', 'مستشفي'],
    ['مؤسسة', 'موسسه'],
    ['شاطئ', 'شاطي'],
    ['مَدِينَةُ', 'مدينه'],
    ['جمـــيلة', 'جميله'],
    ['٣ غرف ١٢٠٠', '3 غرف 1200'],
    ['۴۵', '45'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeArabic(input)).toBe(expected);
  });

  it('leaves Latin text alone', () => {
    expect(normalizeArabic('Al Reem Island')).toBe('Al Reem Island');
  });
});

describe('normalizeForSearch', () => {
  it('lowercases, trims, collapses spaces and drops Latin accents', () => {
    expect(normalizeForSearch('  Café   Résidence\tMarina ')).toBe('cafe residence marina');
  });

  it('drops apostrophes and turns other punctuation into spaces', () => {
    expect(normalizeForSearch("Sa'adiyat Island, Al-Reem")).toBe('saadiyat island al reem');
  });

  it('normalises Arabic the same way whatever was typed', () => {
    expect(normalizeForSearch('جزيرة السعديات')).toBe(normalizeForSearch('جَزِيرَه السّعديات'));
    expect(normalizeForSearch('ﺃﺑﻮﻇﺒﻲ')).toBe('ابوظبي'); // presentation forms
  });
});

describe('article handling', () => {
  it('strips a leading ال when a real word remains', () => {
    expect(stripArabicArticle('البطين')).toBe('بطين');
    expect(stripArabicArticle('الب')).toBe('الب');
    expect(stripArabicArticle('بطين')).toBe('بطين');
  });

  it('indexes each word with and without the article', () => {
    expect(searchTokens('شقة في البطين')).toEqual(['شقه', 'في', 'البطين', 'بطين']);
    expect(searchableText('Al Bateen البطين')).toBe('al bateen البطين بطين');
  });
});

describe('normalizeForSearch on text already normalised', () => {
  it('answers it unchanged, and anything else exactly as the full normalisation does', () => {
    const samples = [
      'al reem island',
      'جزيره الريم ريم',
      'شقه 700 في جزيره الريم ريم',
      'st 000180 mz s 10180',
      'Al Reem',
      'جزيرة الريم',
      'إمارة أبوظبي',
      'دبى',
      'الـــريم',
      'al  reem',
      ' reem',
      'reem ',
      'métro',
      '٣ غرف',
      'ی ک',
      '',
    ];
    for (const text of samples) {
      const once = normalizeForSearch(text);
      expect(normalizeForSearch(once), text).toBe(once);
    }
    expect(normalizeForSearch('جزيره الريم ريم')).toBe('جزيره الريم ريم');
    expect(normalizeForSearch('دبى')).toBe('دبي');
    expect(normalizeForSearch('al  reem')).toBe('al reem');
    // Each letter the normalisation maps is outside the already-normalised alphabet.
    for (const [raw, normalised] of [
      ['جزيرة', 'جزيره'],
      ['أبوظبي', 'ابوظبي'],
      ['إمارة', 'اماره'],
      ['آل', 'ال'],
      ['مؤسسة', 'موسسه'],
      ['شاطئ', 'شاطي'],
      ['ريـم', 'ريم'],
      ['Reem', 'reem'],
      ['٢١', '21'],
    ]) {
      expect(normalizeForSearch(raw as string), raw).toBe(normalised);
    }
  });
});
