import { describe, expect, it } from 'vitest';
import { replyLanguage } from '../src/domain/language.ts';

describe('replyLanguage', () => {
  it('answers in the language the message is written in', () => {
    expect(replyLanguage('فيلا ٤ غرف للبيع في السعديات', 'en')).toBe('ar');
    expect(replyLanguage('شقة في Reem', 'en')).toBe('ar');
    expect(replyLanguage('2 bedroom apartment for rent in Reem', 'ar')).toBe('en');
  });

  it("keeps the page's language when the message does not say", () => {
    expect(replyLanguage('ST-000123', 'ar')).toBe('ar');
    expect(replyLanguage('Hello', 'ar')).toBe('ar');
    expect(replyLanguage('120k?', 'ar')).toBe('ar');
    expect(replyLanguage('١٢', 'en')).toBe('en');
  });
});
