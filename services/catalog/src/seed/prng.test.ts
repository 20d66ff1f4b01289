import { describe, expect, it } from 'vitest';
import { mulberry32 } from './prng.ts';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps ints within bounds, samples distinct items and honours weights', () => {
    const rng = mulberry32(7);
    const ints = Array.from({ length: 500 }, () => rng.int(3, 8));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(8);
    const sample = rng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    const picks = Array.from({ length: 1000 }, () =>
      rng.weighted([
        ['rare', 1],
        ['common', 9],
      ] as const),
    );
    expect(picks.filter((p) => p === 'common').length).toBeGreaterThan(800);
  });
});
