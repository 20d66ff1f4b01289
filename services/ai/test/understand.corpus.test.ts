import { describe, expect, it } from 'vitest';
import { ReferenceMatcher } from '../src/domain/references.ts';
import { understand } from '../src/domain/understand.ts';
import { COMPARATIVE_CORPUS, INTENT_CORPUS, SEARCH_CORPUS } from './corpus.ts';
import { REFERENCES } from './fixtures/references.ts';

const matcher = new ReferenceMatcher(REFERENCES);

describe('the built-in assistant reads requests in English and Arabic', () => {
  it('has a corpus of at least 60 requests in both languages', () => {
    const all = [...SEARCH_CORPUS, ...INTENT_CORPUS];
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all.filter((c) => /[\u0600-\u06FF]/.test(c.request)).length).toBeGreaterThanOrEqual(25);
  });

  it.each(SEARCH_CORPUS.map((c) => [c.request, c] as const))('%s', (_request, c) => {
    const result = understand(c.request, matcher);
    expect(result.intent).toBe('search');
    expect(result.filters).toEqual(c.filters);
    if (c.placeText) expect(result.placeText).toBe(c.placeText);
  });

  it.each(COMPARATIVE_CORPUS.map((c) => [c.request, c] as const))(
    'comparatives and ranges: %s',
    (_request, c) => {
      const result = understand(c.request, matcher);
      expect(result.intent).toBe('search');
      expect(result.filters).toEqual(c.filters);
    },
  );

  it('has comparative, range, at-least and size requests in both languages', () => {
    const arabic = COMPARATIVE_CORPUS.filter((c) => /[\u0600-\u06FF]/.test(c.request));
    const english = COMPARATIVE_CORPUS.filter((c) => !/[\u0600-\u06FF]/.test(c.request));
    for (const group of [arabic, english]) {
      expect(group.some((c) => c.filters?.minPrice !== undefined && c.filters.maxPrice === undefined)).toBe(
        true,
      );
      expect(group.some((c) => c.filters?.maxPrice !== undefined && c.filters.minPrice === undefined)).toBe(
        true,
      );
      expect(group.some((c) => c.filters?.minPrice !== undefined && c.filters.maxPrice !== undefined)).toBe(
        true,
      );
      expect(group.some((c) => c.filters?.bedrooms?.endsWith('+'))).toBe(true);
      expect(group.some((c) => c.filters?.minArea !== undefined && c.filters.maxArea !== undefined)).toBe(
        true,
      );
      expect(group.some((c) => c.filters?.maxArea !== undefined && c.filters.minArea === undefined)).toBe(
        true,
      );
    }
  });

  it.each(INTENT_CORPUS.map((c) => [c.request, c] as const))('%s', (_request, c) => {
    expect(understand(c.request, matcher).intent).toBe(c.intent);
  });
});
