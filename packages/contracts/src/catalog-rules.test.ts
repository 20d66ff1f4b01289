import { describe, expect, it } from 'vitest';
import { formatMapBox, parseMapBox, toSqft } from './catalog-rules.ts';

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
