import { describe, expect, it } from 'vitest';
import { niceTicks } from './ticks.ts';

describe('niceTicks', () => {
  it('gives round steps from 0 past the maximum', () => {
    expect(niceTicks(1_000_000, 4)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(niceTicks(667_497, 4)).toEqual([0, 200_000, 400_000, 600_000, 800_000]);
    expect(niceTicks(25, 7)).toEqual([0, 5, 10, 15, 20, 25]);
  });

  it('copes with nothing to show', () => {
    expect(niceTicks(0, 4)).toEqual([0]);
    expect(niceTicks(Number.NaN, 4)).toEqual([0]);
  });
});
