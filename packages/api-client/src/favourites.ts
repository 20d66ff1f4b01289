import { useCallback, useSyncExternalStore } from 'react';

/**
 * Favourite listings (spec 6: "favourite (local only)"): a list of property ids in local storage, shared by the
 * listing cards (mfe-search) and the detail page (mfe-property). Every tab and every remote sees a change at
 * once: same-page listeners through an event, other tabs through the `storage` event.
 */
export const FAVOURITES_STORAGE_KEY = 'manzil:favourites';
const CHANGE_EVENT = 'manzil:favourites-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage disabled (private mode, blocked cookies): favourites just do not persist.
  }
}

/** The saved ids, newest first; anything unreadable counts as none. */
export function readFavourites(): number[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(FAVOURITES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export function isFavourite(id: number): boolean {
  return readFavourites().includes(id);
}

/** Adds or removes a listing; answers whether it is now a favourite. */
export function toggleFavourite(id: number): boolean {
  const current = readFavourites();
  const saved = !current.includes(id);
  const next = saved ? [id, ...current] : current.filter((other) => other !== id);
  try {
    storage()?.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or disabled storage: the toggle still shows for this page view.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return saved;
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVOURITES_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Removes every saved listing (the saved-homes page's "Clear all"). */
export function clearFavourites(): void {
  try {
    storage()?.removeItem(FAVOURITES_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

// The list as a snapshot that stays the same object while the stored text does (useSyncExternalStore compares).
let lastText: string | null | undefined;
// The server's snapshot, and the browser's while nothing is stored: the same object, so a visitor with none
// costs no redraw once the page has hydrated (React redraws, at once and in one task, every component whose
// browser snapshot differs from the server's).
const NONE: number[] = [];
let lastList: number[] = NONE;
function favouritesSnapshot(): number[] {
  let text: string | null = null;
  try {
    text = storage()?.getItem(FAVOURITES_STORAGE_KEY) ?? null;
  } catch {
    text = null;
  }
  if (text !== lastText) {
    lastText = text;
    const list = readFavourites();
    lastList = list.length > 0 ? list : NONE;
  }
  return lastList;
}

/** Every saved listing id, newest first; re-renders on any change (the nav's count, the saved-homes page). */
export function useFavourites(): number[] {
  return useSyncExternalStore(subscribe, favouritesSnapshot, () => NONE);
}

/** Whether a listing is saved, and a toggle; re-renders when any card, page or tab changes it. */
export function useFavourite(id: number): [saved: boolean, toggle: () => void] {
  const saved = useSyncExternalStore(
    subscribe,
    () => isFavourite(id),
    () => false,
  );
  const toggle = useCallback(() => {
    toggleFavourite(id);
  }, [id]);
  return [saved, toggle];
}
