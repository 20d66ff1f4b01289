import { describe, expect, it } from 'vitest';
import { registerResources } from './instance.ts';
import { translationGaps } from './testing.ts';

describe('translationGaps', () => {
  it('is empty when both languages have every text and every plural form', () => {
    const en = { title: 'Homes', rooms: { beds_one: '{{count}} bed', beds_other: '{{count}} beds' } };
    const ar = {
      title: 'منازل',
      rooms: {
        beds_zero: '{{count}} غرفة',
        beds_one: 'غرفة واحدة',
        beds_two: 'غرفتان',
        beds_few: '{{count}} غرف',
        beds_many: '{{count}} غرفة',
        beds_other: '{{count}} غرفة',
      },
    };
    registerResources('gaps-complete', { en, ar });
    expect(translationGaps('gaps-complete')).toEqual([]);
  });

  it('finds nothing missing or empty in the common texts', () => {
    expect(translationGaps('common')).toEqual([]);
  });

  it('names a missing Arabic plural form, a text one language lacks or leaves empty, a missing English form', () => {
    const en = { title: 'Homes', more: 'More', empty: 'Empty', baths_one: '{{count}} bath' };
    const ar = {
      title: 'منازل',
      empty: ' ',
      extra: 'زيادة',
      baths_one: 'حمام واحد',
      baths_two: 'حمامان',
      baths_few: '{{count}} حمامات',
      baths_many: '{{count}} حماماً',
      baths_other: '{{count}} حمام',
    };
    registerResources<Record<string, string>>('gaps-missing', { en, ar });
    expect(translationGaps('gaps-missing').sort()).toEqual([
      'ar: baths_zero',
      'ar: empty',
      'ar: more',
      'en: baths_other',
      'en: extra',
    ]);
  });
});
