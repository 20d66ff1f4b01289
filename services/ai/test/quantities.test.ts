import { describe, expect, it } from 'vitest';
import { normalizeRequest } from '../src/domain/normalize.ts';
import {
  comparativeAfter,
  comparativeBefore,
  numberWordsToDigits,
  prefixForms,
  readQuantities,
} from '../src/domain/quantities.ts';

const words = (text: string) => normalizeRequest(text).split(' ');

describe('number words', () => {
  it.each([
    ['three bedrooms', '3 bedrooms'],
    ['twenty five thousand', '25 thousand'],
    ['one hundred and fifty thousand', '150 thousand'],
    ['a hundred twenty thousand', '120 thousand'],
    ['خمسة وعشرين ألف', '25 الف'],
    ['مية وعشرين ألف', '120 الف'],
    ['ثلاث مية ألف', '300 الف'],
    ['ثلاثمية ألف', '300 الف'],
    ['ميتين وخمسين ألف', '250 الف'],
    ['خمسة عشر ألف', '15 الف'],
    ['بخمسين ألف', '50 الف'],
    ['الثمانين والمية', '80 و 100'],
    ['ثلاث غرف وثلاث حمامات', '3 غرف و 3 حمامات'],
    ['الفين قدم', '2000 قدم'],
  ])('%s → %s', (text, digits) => {
    expect(numberWordsToDigits(words(text)).join(' ')).toBe(digits);
  });

  it('leaves two-letter words that only look like numbers alone', () => {
    expect(numberWordsToDigits(words('لست متأكد'))).toEqual(['لست', 'متاكد']);
  });
});

describe('comparatives', () => {
  it('reads a prefix on any word of the comparative', () => {
    expect(prefixForms('باقل')).toContain('اقل');
    expect(prefixForms('وباكثر')).toContain('اكثر');
    expect(prefixForms('لغايه')).toContain('غايه');
    const text = words('فيلا بأقل من ٣ مليون');
    expect(comparativeBefore(text, text.indexOf('3'))?.bound).toBe('max');
  });

  it('prefers the longest phrase: على الأقل is a minimum, لا يقل عن too, لا يزيد عن a maximum', () => {
    for (const [text, bound] of [
      ['على الأقل ٣', 'min'],
      ['لا يقل سعرها عن ٣', 'min'],
      ['لا يزيد عن ٣', 'max'],
      ['يزيد عن ٣', 'min'],
      ['more than 3', 'min'],
      ['no more than 3', 'max'],
      ['not less than 3', 'min'],
      ['في حدود ٣', 'around'],
      ['بحدود ٣', 'max'],
    ] as const) {
      const list = words(text);
      expect(comparativeBefore(list, list.indexOf('3'))?.bound, text).toBe(bound);
    }
  });

  it('reads a comparative after the number, unless it starts the next one', () => {
    const after = words('٣ مليون وأكثر');
    expect(comparativeAfter(after, 1)?.bound).toBe('min');
    const next = words('1m less than 2m');
    expect(comparativeAfter(next, 0)).toBeUndefined();
  });
});

describe('readQuantities', () => {
  const read = (text: string) => {
    const { amounts: _amounts, ...bounds } = readQuantities(words(text), new Set());
    return bounds;
  };

  it('reads ranges whose first end has no unit of its own', () => {
    expect(read('بين ٩٠ و ١٢٠ ألف')).toEqual({ minPrice: 90_000, maxPrice: 120_000 });
    expect(read('between 1.2 and 1.5 million')).toEqual({ minPrice: 1_200_000, maxPrice: 1_500_000 });
    expect(read('between 900 and 1.2 million')).toEqual({ minPrice: 900_000, maxPrice: 1_200_000 });
    expect(read('بين ١٠٠ و ١٥٠ متر')).toEqual({ minArea: 1076, maxArea: 1615 });
  });

  it('does not make a range of a count and an amount', () => {
    expect(read('3 and 120k')).toEqual({ maxPrice: 120_000 });
  });

  it('reads a plus as a minimum and sizes without a comparative as a minimum', () => {
    expect(read('2m+')).toEqual({ minPrice: 2_000_000 });
    expect(read('1500 sqft')).toEqual({ minArea: 1500 });
    expect(read('200 square meters or less')).toEqual({ maxArea: 2153 });
  });
});
