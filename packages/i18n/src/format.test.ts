import { describe, expect, it } from 'vitest';
import { formatAed, formatDate, formatNumber, formatPriceShort, isolate, localeOf } from './format.ts';

// Formatted strings use no-break spaces between amount and currency; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f]/g, '');

describe('formatAed', () => {
  it('formats whole dirhams with grouping and the currency first in English', () => {
    expect(plain(formatAed(1_250_000, 'en'))).toBe('AED 1,250,000');
    expect(plain(formatAed(999.6, 'en'))).toBe('AED 1,000');
    expect(plain(formatAed(0, 'en'))).toBe('AED 0');
  });

  it('uses Latin digits and the Arabic currency sign after the amount in Arabic', () => {
    expect(plain(formatAed(1_250_000, 'ar'))).toBe('1,250,000 د.إ');
    expect(formatAed(5, 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('keeps amount and currency together with a no-break space', () => {
    expect(formatAed(100, 'en')).toContain('\u00a0');
  });
});

describe('formatPriceShort (spec 9)', () => {
  it('shows 1M and above as millions with one decimal', () => {
    expect(plain(formatPriceShort(1_000_000, 'en'))).toBe('AED 1.0M');
    expect(plain(formatPriceShort(2_450_000, 'en'))).toBe('AED 2.5M');
    expect(plain(formatPriceShort(12_000_000, 'en'))).toBe('AED 12.0M');
  });

  it('shows 1K and above as thousands', () => {
    expect(plain(formatPriceShort(1_000, 'en'))).toBe('AED 1K');
    expect(plain(formatPriceShort(85_000, 'en'))).toBe('AED 85K');
    expect(plain(formatPriceShort(750_400, 'en'))).toBe('AED 750K');
  });

  it('does not print 1000K just under a million', () => {
    expect(plain(formatPriceShort(999_700, 'en'))).toBe('AED 1.0M');
  });

  it('shows small amounts in full', () => {
    expect(plain(formatPriceShort(950, 'en'))).toBe('AED 950');
  });

  it('uses Arabic words for thousand and million', () => {
    expect(plain(formatPriceShort(1_500_000, 'ar'))).toBe('1.5 مليون د.إ');
    expect(plain(formatPriceShort(85_000, 'ar'))).toBe('85 ألف د.إ');
    expect(plain(formatPriceShort(950, 'ar'))).toBe('950 د.إ');
  });
});

describe('formatNumber', () => {
  it('groups thousands in both languages with Latin digits', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ar')).toBe('1,234,567');
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.256, 'en', { style: 'percent', maximumFractionDigits: 1 })).toBe('25.6%');
    expect(formatNumber(4.5, 'en', { minimumFractionDigits: 2 })).toBe('4.50');
  });
});

describe('formatDate', () => {
  const date = new Date(Date.UTC(2025, 2, 5, 12));

  it('formats in English', () => {
    expect(formatDate(date, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('5 March 2025');
  });

  it('formats in Arabic with Arabic month names, Latin digits and the Gregorian calendar', () => {
    const text = formatDate(date, 'ar', { dateStyle: 'long', timeZone: 'UTC' });
    expect(text).toContain('مارس');
    expect(text).toContain('2025');
    expect(text).not.toMatch(/[٠-٩]/);
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatDate('2025-03-05T12:00:00Z', 'en', { year: 'numeric', timeZone: 'UTC' })).toBe('2025');
    expect(formatDate(date.getTime(), 'en', { month: 'short', timeZone: 'UTC' })).toBe('Mar');
  });
});

describe('helpers', () => {
  it('isolate wraps text in first-strong isolate marks, or left-to-right ones for numbers', () => {
    expect(isolate('AED 1.0M')).toBe('\u2068AED 1.0M\u2069');
    expect(isolate('+971 2 555 0100', 'ltr')).toBe('\u2066+971 2 555 0100\u2069');
  });

  it('localeOf picks Latin digits for Arabic', () => {
    expect(localeOf('ar')).toBe('ar-AE-u-nu-latn');
    expect(localeOf('en')).toBe('en-AE');
  });
});
