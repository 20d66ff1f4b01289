import { useCallback, useSyncExternalStore } from 'react';

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
const CHANGE_EVENT = 'manzil:compare-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The chosen ids in the order they were chosen; anything unreadable counts as none. */
export function readCompare(): number[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, COMPARE_LIMIT)
      : [];
  } catch {
    return [];
  }
}

function write(ids: number[]): void {
  try {
    storage()?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Quota or disabled storage: the choice lasts for this page view only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Adds or removes a listing. Answers what happened: `added`, `removed`, or `full` when four are already chosen
 * (nothing changes then: the visitor removes one first).
 */
export function toggleCompare(id: number): 'added' | 'removed' | 'full' {
  const current = readCompare();
  if (current.includes(id)) {
    write(current.filter((other) => other !== id));
    return 'removed';
  }
  if (current.length >= COMPARE_LIMIT) return 'full';
  write([...current, id]);
  return 'added';
}

/** Replaces the choice (the compare page's "remove", or "compare these" from the saved homes). */
export function setCompare(ids: readonly number[]): void {
  write([...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0).slice(0, COMPARE_LIMIT));
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

let lastText: string | null | undefined;
// The server's snapshot, and the browser's while nothing is stored: the same object, so a visitor with none
// costs no redraw once the page has hydrated (React redraws, at once and in one task, every component whose
// browser snapshot differs from the server's).
const NONE: number[] = [];
let lastList: number[] = NONE;
function snapshot(): number[] {
  let text: string | null = null;
  try {
    text = storage()?.getItem(COMPARE_STORAGE_KEY) ?? null;
  } catch {
    text = null;
  }
  if (text !== lastText) {
    lastText = text;
    const list = readCompare();
    lastList = list.length > 0 ? list : NONE;
  }
  return lastList;
}

/** The chosen ids; re-renders when any card, page or tab changes them. */
export function useCompareList(): number[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

/** Whether a listing is chosen, and a toggle answering what happened (see `toggleCompare`). */
export function useCompare(id: number): [chosen: boolean, toggle: () => 'added' | 'removed' | 'full'] {
  const chosen = useCompareList().includes(id);
  const toggle = useCallback(() => toggleCompare(id), [id]);
  return [chosen, toggle];
}
