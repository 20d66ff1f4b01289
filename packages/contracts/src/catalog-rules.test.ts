import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERMIT_CHECK_URL,
  daysOnMarket,
  formatMapBox,
  parseMapBox,
  permitCheckUrl,
  permitQrPath,
  pricePerSqft,
  priceReduction,
  toSqft,
} from './catalog-rules.ts';

describe('toSqft', () => {
  it('keeps sqft and converts sqm so both units filter and sort together', () => {
    expect(toSqft(1250, 'sqft')).toBe(1250);
    expect(toSqft(100, 'sqm')).toBeCloseTo(1076.39, 2);
    expect(toSqft(null, 'sqm')).toBeNull();
  });
});

describe('map boxes', () => {
  it('reads minLng,minLat,maxLng,maxLat and writes it back the same way', () => {
    const box = parseMapBox('54.3,24.4,54.5,24.6');
    expect(box).toEqual({ minLng: 54.3, minLat: 24.4, maxLng: 54.5, maxLat: 24.6 });
    if ('error' in box) throw new Error(box.error);
    expect(parseMapBox(formatMapBox(box))).toEqual(box);
  });

  it('refuses a box with min above max, out of range or not four numbers, saying why', () => {
    const cases: Array<[string, RegExp]> = [
      ['54.5,24.4,54.3,24.6', /minLng/],
      ['54.3,24.6,54.5,24.4', /minLat/],
      ['54,24,200,25', /longitudes/],
      ['54,-95,55,25', /latitudes/],
      ['54,24,55', /four numbers/],
      ['a,b,c,d', /four numbers/],
      ['', /four numbers/],
    ];
    for (const [bad, why] of cases)
      expect(parseMapBox(bad), bad).toEqual({ error: expect.stringMatching(why) });
  });
});

describe('price and time on market', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const change = (oldPrice: number, newPrice: number, daysAgo: number) => ({
    oldPrice,
    newPrice,
    changedAt: new Date(now - daysAgo * 86_400_000).toISOString(),
  });

  it('calls a drop in the last 30 days a reduction, with its whole percent', () => {
    expect(priceReduction(change(2_000_000, 1_850_000, 3), now)).toMatchObject({
      percent: 8,
      previousPrice: 2_000_000,
    });
    expect(priceReduction(change(100_000, 99_800, 1), now)?.percent).toBe(1);
  });

  it('is no reduction when the price went up, long ago, or never changed', () => {
    expect(priceReduction(change(1_000_000, 1_100_000, 2), now)).toBeNull();
    expect(priceReduction(change(1_000_000, 900_000, 31), now)).toBeNull();
    expect(priceReduction(null, now)).toBeNull();
    expect(priceReduction(undefined, now)).toBeNull();
  });

  it('counts whole days on the market, never below zero', () => {
    expect(daysOnMarket('2026-11-26T09:00:00Z', now)).toBe(0);
    expect(daysOnMarket('2026-11-24T11:00:00Z', now)).toBe(1);
    expect(daysOnMarket('2026-11-27T09:00:00Z', now)).toBe(0);
    expect(daysOnMarket('2025-11-26T10:00:00Z', now)).toBe(365);
  });

  it('prices per sqft from a sale, a yearly or monthly rent, and sqm areas', () => {
    expect(pricePerSqft({ price: 1_500_000, priceType: 'total', area: 1000, areaUnit: 'sqft' })).toBe(1500);
    expect(pricePerSqft({ price: 120_000, priceType: 'yearly', area: 1000, areaUnit: 'sqft' })).toBe(120);
    expect(pricePerSqft({ price: 10_000, priceType: 'monthly', area: 1000, areaUnit: 'sqft' })).toBe(120);
    expect(pricePerSqft({ price: 1_076_391, priceType: 'total', area: 100, areaUnit: 'sqm' })).toBe(1000);
    expect(pricePerSqft({ price: 1_500_000, priceType: 'total', area: null, areaUnit: 'sqft' })).toBeNull();
  });
});

describe('permit checks', () => {
  it("puts the permit number into the check URL's pattern, or the regulator's default", () => {
    expect(permitCheckUrl('20261234567', 'https://check.example/p/{permit}?lang=en')).toBe(
      'https://check.example/p/20261234567?lang=en',
    );
    expect(permitCheckUrl(' 2026 12/3 ')).toBe(DEFAULT_PERMIT_CHECK_URL.replace('{permit}', '2026%2012%2F3'));
    expect(permitCheckUrl('7', 'https://no-placeholder.example')).toBe(
      DEFAULT_PERMIT_CHECK_URL.replace('{permit}', '7'),
    );
    expect(permitQrPath(42)).toBe('/api/properties/permit-qr?id=42');
  });
});
