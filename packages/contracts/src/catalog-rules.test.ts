import { describe, expect, it } from 'vitest';
import {
  abuDhabiToday,
  DEFAULT_PERMIT_CHECK_URL,
  daysOnMarket,
  formatMapBox,
  isCalendarDate,
  isPermitNumber,
  normalizePermitNumber,
  parseMapBox,
  permitCheckUrl,
  permitDaysLeft,
  permitExpiryState,
  permitHasExpired,
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

describe('ADREC (Madhmoun) permit numbers', () => {
  it('accepts eleven digits, the year of issue then a seven-digit serial', () => {
    expect(isPermitNumber('20261234567')).toBe(true);
    expect(isPermitNumber('20990000001')).toBe(true);
    for (const bad of [
      '',
      'P-77',
      '2026123456',
      '202612345678',
      '19991234567',
      '2026123456a',
      ' 20261234567',
    ])
      expect(isPermitNumber(bad), bad).toBe(false);
  });

  it('reads a typed number as stored: trimmed, Arabic-Indic digits, spaces and hyphens', () => {
    expect(normalizePermitNumber(' ٢٠٢٦١٢٣٤٥٦٧ ')).toBe('20261234567');
    expect(normalizePermitNumber('۲۰۲۶-۱۲۳-۴۵۶۷')).toBe('20261234567');
    expect(isPermitNumber(normalizePermitNumber('2026 123 4567'))).toBe(true);
  });
});

describe('permit expiry', () => {
  // 2026-03-10 21:00 UTC is already 2026-03-11 01:00 in Abu Dhabi.
  const now = Date.parse('2026-03-10T21:00:00Z');

  it("counts days in Abu Dhabi's calendar", () => {
    expect(abuDhabiToday(now)).toBe('2026-03-11');
    expect(permitDaysLeft('2026-03-11', now)).toBe(0);
    expect(permitDaysLeft('2026-03-25', now)).toBe(14);
    expect(permitDaysLeft('2026-03-10', now)).toBe(-1);
  });

  it('is valid through its last day, flagged within 14 days, expired the day after', () => {
    expect(permitExpiryState(null, now)).toBe('none');
    expect(permitExpiryState('2026-03-10', now)).toBe('expired');
    expect(permitExpiryState('2026-03-11', now)).toBe('expiring');
    expect(permitExpiryState('2026-03-25', now)).toBe('expiring');
    expect(permitExpiryState('2026-03-26', now)).toBe('valid');
    expect(permitHasExpired('2026-03-10', now)).toBe(true);
    expect(permitHasExpired('2026-03-11', now)).toBe(false);
    expect(permitHasExpired(undefined, now)).toBe(false);
  });

  it('takes only dates that exist', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-1-1')).toBe(false);
  });
});
