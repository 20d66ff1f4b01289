import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';
import { LANGS } from './lang.ts';
import { formatPlainDate, SITE_TIME_ZONE } from './plain-date.ts';

const LOCALES = { en: 'en-AE', ar: 'ar-AE-u-nu-latn-ca-gregory' } as const;

describe('plain dates without Intl', () => {
  it.each(LANGS)('writes the medium date as Intl.DateTimeFormat does in Abu Dhabi (%s)', (lang) => {
    const intl = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: SITE_TIME_ZONE });
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const start = Date.UTC(1990, 0, 1);
    const span = Date.UTC(2060, 0, 1) - start;
    const times = [
      Date.UTC(2025, 2, 4, 19, 59, 59, 999),
      Date.UTC(2025, 2, 4, 20),
      Date.UTC(2024, 1, 28, 20),
    ];
    for (let i = 0; i < 20_000; i++) times.push(start + Math.floor(next() * span));
    const wrong = times
      .map((time) => ({
        at: new Date(time).toISOString(),
        ours: formatPlainDate(time, lang, { dateStyle: 'medium' }),
        intl: intl.format(time),
      }))
      .filter((row) => row.ours !== row.intl);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('reads the day in Abu Dhabi: 20:00 UTC is the next day there', () => {
    expect(formatDate('2025-03-04T19:59:00Z', 'en')).toBe('4 Mar 2025');
    expect(formatDate('2025-03-04T20:00:00Z', 'en')).toBe('5 Mar 2025');
    expect(formatDate('2025-03-04T20:00:00Z', 'ar')).toBe('05\u200f/03\u200f/2025');
  });

  it('leaves other styles, bad dates and far years to Intl', () => {
    expect(formatPlainDate(0, 'en', { dateStyle: 'long' })).toBeNull();
    expect(formatPlainDate(0, 'en', { dateStyle: 'medium', timeStyle: 'short' })).toBeNull();
    expect(formatPlainDate(0, 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBeNull();
    expect(formatPlainDate('not a date', 'en', { dateStyle: 'medium' })).toBeNull();
    expect(formatPlainDate(Date.UTC(12000, 0, 1), 'en', { dateStyle: 'medium' })).toBeNull();
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });

  it('gives Intl the site time zone unless the caller names one', () => {
    expect(formatDate('2025-03-04T21:00:00Z', 'en', { dateStyle: 'medium', timeStyle: 'short' })).toMatch(
      /^5 Mar 2025, 1:00\s?[ap]m$/i,
    );
    expect(formatDate('2025-03-04T21:00:00Z', 'en', { day: 'numeric', timeZone: 'UTC' })).toBe('4');
  });
});
