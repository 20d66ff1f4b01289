import { describe, expect, it } from 'vitest';
import { clientKeyOf } from '../src/domain/client.ts';
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

describe('clientKeyOf (the rate limit key)', () => {
  it('counts the forwarded client behind a private proxy, and the peer otherwise', () => {
    expect(clientKeyOf('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('10.0.0.5', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(clientKeyOf('127.0.0.1', 'not-an-ip')).toBe('127.0.0.1');
    expect(clientKeyOf('127.0.0.1', undefined)).toBe('127.0.0.1');
  });
});
