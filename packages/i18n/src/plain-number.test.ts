import { describe, expect, it } from 'vitest';
import { localeOf } from './format.ts';
import { LANGS } from './lang.ts';
import { formatPlainNumber } from './plain-number.ts';

// A seeded linear congruential sequence, so a failure names numbers that come back on the next run.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function samples(count: number): number[] {
  const next = random(2026);
  const values = [
    0, -0, 1, -1, 0.5, 1.005, 2.675, 999.9995, 999_999.5, 1_250_000, 0.0005, -0.0001, 123456789.125,
  ];
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 16 - 5); // 1e-5 .. 1e10
    const value = next() * magnitude * (next() < 0.2 ? -1 : 1);
    values.push(
      value,
      Math.round(value),
      Math.round(value * 100) / 100,
      Math.round(value * 1000 + 0.5) / 1000,
    );
  }
  return values;
}

const OPTIONS: Intl.NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 5 },
  { maximumFractionDigits: 6 },
  { style: 'percent' },
  { style: 'percent', maximumFractionDigits: 2 },
  { style: 'percent', maximumFractionDigits: 3 },
  { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { style: 'decimal', maximumFractionDigits: 2 },
];

describe('plain numbers without Intl', () => {
  it.each(LANGS)('writes every plain number as Intl.NumberFormat does (%s)', (lang) => {
    const values = samples(5000);
    for (const options of OPTIONS) {
      const intl = new Intl.NumberFormat(localeOf(lang), options);
      const rows = values.map((value) => ({
        value,
        ours: formatPlainNumber(value, lang, options),
        intl: intl.format(value),
      }));
      // null: left to Intl (a number JavaScript prints with an exponent, under 1e-6 here).
      const written = rows.filter((row) => row.ours !== null);
      expect(written.length).toBeGreaterThan(values.length * 0.95);
      const wrong = written.filter((row) => row.ours !== row.intl);
      expect({ options, wrong: wrong.slice(0, 5) }).toEqual({ options, wrong: [] });
    }
  });

  it('leaves to Intl what it does not write: other options, NaN, infinities, exponents', () => {
    expect(formatPlainNumber(25, 'en', { style: 'currency', currency: 'AED' })).toBeNull();
    expect(formatPlainNumber(1200, 'en', { notation: 'compact' })).toBeNull();
    expect(formatPlainNumber(1200, 'en', { useGrouping: false })).toBeNull();
    expect(formatPlainNumber(1, 'en', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBeNull();
    expect(formatPlainNumber(1, 'en', { maximumFractionDigits: 1.5 })).toBeNull();
    expect(formatPlainNumber(Number.NaN, 'ar')).toBeNull();
    expect(formatPlainNumber(Number.POSITIVE_INFINITY, 'en')).toBeNull();
    expect(formatPlainNumber(1e21, 'en')).toBeNull();
    expect(formatPlainNumber(1e-7, 'en')).toBeNull();
  });

  it('writes Arabic pages the numbers the site shows', () => {
    expect(formatPlainNumber(1_250_000, 'ar')).toBe('1,250,000');
    expect(formatPlainNumber(-1234.5, 'ar')).toBe('\u200e-1,234.5');
    expect(formatPlainNumber(0.045, 'ar', { style: 'percent', maximumFractionDigits: 2 })).toBe(
      '4.5\u200e%\u200e',
    );
  });
});
