import { useSyncExternalStore } from 'react';

/**
 * A list of listing ids kept in this browser's local storage (the favourites, the compare choice). Every tab and
 * every remote's copy of this code sees a change at once: same-page listeners through a window event
 * (`<key>-change`), other tabs through the `storage` event.
 */
export interface StoredIds {
  /** The stored ids, in their stored order; anything unreadable counts as none. */
  read(): number[];
  /** Replaces the list (kept for this page view only when storage is full or disabled) and tells every listener. */
  write(ids: readonly number[]): void;
  /** Removes the list and tells every listener. */
  clear(): void;
  /** Calls `listener` on every change, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The list, re-rendering on every change. */
  useIds(): number[];
  /** Whether `id` is in the list, re-rendering only when that answer changes (one card among many). */
  useHas(id: number): boolean;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage disabled (private mode, blocked cookies): the list just does not persist.
  }
}

function storedText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseIds(text: string | null, limit: number): number[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, limit)
      : [];
  } catch {
    return [];
  }
}

/**
 * The server's snapshot, and the browser's while nothing is stored: the same object, so a visitor with none costs
 * no redraw once the page has hydrated (React redraws, at once and in one task, every component whose browser
 * snapshot differs from the server's).
 */
const NONE: number[] = [];
const serverSnapshot = () => NONE;

/** The list stored under `key`, at most `limit` ids. */
export function storedIds(key: string, limit = Number.POSITIVE_INFINITY): StoredIds {
  const changeEvent = `${key}-change`;
  const tell = () => window.dispatchEvent(new Event(changeEvent));

  // A snapshot that stays the same object while the stored text does (useSyncExternalStore compares).
  let lastText: string | null | undefined;
  let lastList = NONE;
  const snapshot = () => {
    const text = storedText(key);
    if (text !== lastText) {
      lastText = text;
      const list = parseIds(text, limit);
      lastList = list.length > 0 ? list : NONE;
    }
    return lastList;
  };

  const subscribe = (listener: () => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) listener();
    };
    window.addEventListener(changeEvent, listener);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(changeEvent, listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    read: () => parseIds(storedText(key), limit),
    write(ids) {
      try {
        storage()?.setItem(key, JSON.stringify(ids));
      } catch {
        // Quota or disabled storage: the change lasts for this page view only.
      }
      tell();
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing stored, nothing to clear.
      }
      tell();
    },
    subscribe,
    useIds: () => useSyncExternalStore(subscribe, snapshot, serverSnapshot),
    useHas: (id) =>
      useSyncExternalStore(
        subscribe,
        () => snapshot().includes(id),
        () => false,
      ),
  };
}
