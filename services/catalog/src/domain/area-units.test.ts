import { describe, expect, it } from 'vitest';
import { toSqft } from './area-units.ts';

describe('toSqft', () => {
  it('keeps sqft and converts sqm so both units filter and sort together', () => {
    expect(toSqft(1250, 'sqft')).toBe(1250);
    expect(toSqft(100, 'sqm')).toBeCloseTo(1076.39, 2);
    expect(toSqft(null, 'sqm')).toBeNull();
  });
});
