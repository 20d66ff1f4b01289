import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COMPARE_STORAGE_KEY,
  readCompare,
  setCompare,
  toggleCompare,
  useCompare,
  useCompareList,
} from './compare.ts';

afterEach(() => {
  localStorage.clear();
});

describe('compare list', () => {
  it('keeps up to four ids in the order chosen, and refuses a fifth', () => {
    for (const id of [5, 9, 2, 7]) expect(toggleCompare(id)).toBe('added');
    expect(toggleCompare(11)).toBe('full');
    expect(readCompare()).toEqual([5, 9, 2, 7]);
    expect(toggleCompare(9)).toBe('removed');
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '')).toEqual([5, 2, 7]);
  });

  it('treats unreadable storage as an empty choice and replaces the choice whole', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, 'nope');
    expect(readCompare()).toEqual([]);
    setCompare([3, 3, 4, -1, 5, 6, 8]);
    expect(readCompare()).toEqual([3, 4, 5, 6]);
  });

  it('updates every hook when one card toggles', () => {
    const list = renderHook(() => useCompareList());
    const card = renderHook(() => useCompare(12));
    expect(card.result.current[0]).toBe(false);
    act(() => {
      card.result.current[1]();
    });
    expect(card.result.current[0]).toBe(true);
    expect(list.result.current).toEqual([12]);
  });
});
