import { translationGaps } from '@manzil/i18n/testing';
import { describe, expect, it } from 'vitest';
import './index.ts';

// Every text in both languages; counted texts with English's two plural forms and Arabic's six (a missing Arabic
// form falls back to the English text).
describe('assistant texts', () => {
  it.each(['chat'])('%s: nothing missing in English or Arabic', (namespace) => {
    expect(translationGaps(namespace)).toEqual([]);
  });
});
