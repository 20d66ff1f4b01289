import { useCallback } from 'react';
import { storedIds } from './stored-ids.ts';

/**
 * Favourite listings (spec 6: "favourite (local only)"): a list of property ids in local storage, shared by the
 * listing cards (mfe-search) and the detail page (mfe-property), newest first.
 */
export const FAVOURITES_STORAGE_KEY = 'manzil:favourites';
const favourites = storedIds(FAVOURITES_STORAGE_KEY);

/** The saved ids, newest first; anything unreadable counts as none. */
export const readFavourites = favourites.read;

export function isFavourite(id: number): boolean {
  return readFavourites().includes(id);
}

/** Adds or removes a listing; answers whether it is now a favourite. */
export function toggleFavourite(id: number): boolean {
  const current = readFavourites();
  const saved = !current.includes(id);
  favourites.write(saved ? [id, ...current] : current.filter((other) => other !== id));
  return saved;
}

/** Removes every saved listing (the saved-homes page's "Clear all"). */
export const clearFavourites = favourites.clear;

/** Every saved listing id, newest first; re-renders on any change (the nav's count, the saved-homes page). */
export const useFavourites = favourites.useIds;

/** Whether a listing is saved, and a toggle; re-renders when any card, page or tab changes it. */
export function useFavourite(id: number): [saved: boolean, toggle: () => void] {
  const saved = favourites.useHas(id);
  const toggle = useCallback(() => {
    toggleFavourite(id);
  }, [id]);
  return [saved, toggle];
}
