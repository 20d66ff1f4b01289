import { describe, expect, it } from 'vitest';
import { replaceEqualDeep } from './structural-sharing.ts';

describe('replaceEqualDeep', () => {
  it('answers the previous object when the new one is equal', () => {
    const prev = { a: 1, list: [{ id: 1 }, { id: 2 }], nested: { b: 'x' } };
    const next = structuredClone(prev);
    expect(replaceEqualDeep(prev, next)).toBe(prev);
  });

  it('keeps the unchanged parts of a changed answer', () => {
    const prev = { about: { text: 'old' }, services: [{ id: 1 }], phone: '1' };
    const next = { about: { text: 'new' }, services: [{ id: 1 }], phone: '1' };
    const result = replaceEqualDeep(prev, next);
    expect(result).toEqual(next);
    expect(result).not.toBe(prev);
    expect(result.services).toBe(prev.services);
    expect(result.about).not.toBe(prev.about);
  });

  it('sees added, removed and reordered entries as changes', () => {
    expect(replaceEqualDeep({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    const prev = { a: 1, b: 2 };
    expect(replaceEqualDeep(prev, { a: 1 })).not.toBe(prev);
    const list = [1, 2];
    expect(replaceEqualDeep(list, [2, 1])).toEqual([2, 1]);
    expect(replaceEqualDeep(list, [1, 2, 3])).toEqual([1, 2, 3]);
    expect(replaceEqualDeep({ a: undefined }, {})).toEqual({});
  });

  it('compares anything but plain data by identity', () => {
    const date = new Date(0);
    expect(replaceEqualDeep(new Date(0), date)).toBe(date);
    expect(replaceEqualDeep('a', 'b')).toBe('b');
    expect(replaceEqualDeep(null, { a: 1 })).toEqual({ a: 1 });
  });
});
