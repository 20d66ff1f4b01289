import { describe, expect, it } from 'vitest';
import { ReferenceMatcher } from '../src/domain/references.ts';
import { understand } from '../src/domain/understand.ts';
import { INTENT_CORPUS, SEARCH_CORPUS } from './corpus.ts';
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

  it.each(INTENT_CORPUS.map((c) => [c.request, c] as const))('%s', (_request, c) => {
    expect(understand(c.request, matcher).intent).toBe(c.intent);
  });
});
