import { useCallback } from 'react';
import { storedIds } from './stored-ids.ts';

/**
 * `@manzil/api-client/compare`, not the shared package's index: only the pages that offer "Compare" bundle it
 * (its state is in local storage and window events, so every copy agrees), and the shell's start-up does not
 * carry it.
 *
 * The listings chosen for comparison (up to `COMPARE_LIMIT`), kept in this browser like the favourites: the cards
 * and the listing page add and remove them, a tray shows them, and `/compare?ids=` lays them side by side.
 */
export const COMPARE_STORAGE_KEY = 'manzil:compare';
export const COMPARE_LIMIT = 4;
const chosen = storedIds(COMPARE_STORAGE_KEY, COMPARE_LIMIT);

/** The chosen ids in the order they were chosen; anything unreadable counts as none. */
export const readCompare = chosen.read;

/**
 * Adds or removes a listing. Answers what happened: `added`, `removed`, or `full` when four are already chosen
 * (nothing changes then: the visitor removes one first).
 */
export function toggleCompare(id: number): 'added' | 'removed' | 'full' {
  const current = readCompare();
  if (current.includes(id)) {
    chosen.write(current.filter((other) => other !== id));
    return 'removed';
  }
  if (current.length >= COMPARE_LIMIT) return 'full';
  chosen.write([...current, id]);
  return 'added';
}

/** Replaces the choice (the compare page's "remove", or "compare these" from the saved homes). */
export function setCompare(ids: readonly number[]): void {
  chosen.write([...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0).slice(0, COMPARE_LIMIT));
}

/** The chosen ids; re-renders when any card, page or tab changes them. */
export const useCompareList = chosen.useIds;

/** Whether a listing is chosen, and a toggle answering what happened (see `toggleCompare`). */
export function useCompare(id: number): [chosen: boolean, toggle: () => 'added' | 'removed' | 'full'] {
  const isChosen = chosen.useHas(id);
  const toggle = useCallback(() => toggleCompare(id), [id]);
  return [isChosen, toggle];
}
