import { describe, expect, it } from 'vitest';
import { allowedTypos, matchWord, typoDistance } from './typo.ts';

describe('typo budget', () => {
  it('follows Meilisearch: none under 5 letters, 1 from 5, 2 from 9', () => {
    expect([
      allowedTypos('reem'),
      allowedTypos('marin'),
      allowedTypos('saadiyat'),
      allowedTypos('apartments'),
    ]).toEqual([0, 1, 1, 2]);
  });

  it('counts a swap of neighbours as one typo', () => {
    expect(typoDistance('mraina', 'marina', 2)).toBe(1);
    expect(typoDistance('marina', 'marina', 2)).toBe(0);
    expect(typoDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('matchWord', () => {
  it('matches exactly, by prefix for the last word, and within the typo budget', () => {
    expect(matchWord('marina', 'marina', false)).toEqual({ typos: 0, exact: true });
    expect(matchWord('mar', 'marina', true)).toEqual({ typos: 0, exact: false });
    expect(matchWord('mar', 'marina', false)).toBeNull();
    expect(matchWord('marena', 'marina', false)).toEqual({ typos: 1, exact: false });
    expect(matchWord('aportmants', 'apartments', false)).toEqual({ typos: 2, exact: false });
    expect(matchWord('rem', 'reem', false)).toBeNull();
  });

  it('counts a typo on the first letter twice', () => {
    expect(matchWord('barina', 'marina', false)).toBeNull();
    expect(matchWord('bpartments', 'apartments', false)).toEqual({ typos: 2, exact: false });
  });

  it('allows a typo in the prefix being typed', () => {
    expect(matchWord('marens', 'marinasquare', true)).toBeNull();
    expect(matchWord('marin', 'marinasquare', true)).toEqual({ typos: 0, exact: false });
    expect(matchWord('marun', 'marinasquare', true)).toEqual({ typos: 1, exact: false });
  });
});
