import type { AlertMatchKind, CatalogListing } from '@manzil/contracts';

/** What the service last knew of a listing. */
export interface KnownListing {
  version: number;
  price: number;
  onMarket: boolean;
}

/** The public can see it and it is for sale or rent now (not sold, not rented, not hidden). */
export function isOnMarket(listing: Pick<CatalogListing, 'listed' | 'status'>): boolean {
  return listing.listed !== false && listing.status !== 'sold' && listing.status !== 'rented';
}

/**
 * Why a listing change may interest a saved search: a listing seen for the first time (`new`, if it was created
 * after the alert was confirmed: see `isNewFor`), a lower price on a listing still on the market (`price_drop`),
 * or a listing back on the market after being sold, rented or hidden (`back_on_market`). Null: nothing to tell.
 */
export function changeKind(known: KnownListing | null, listing: CatalogListing): AlertMatchKind | null {
  if (!isOnMarket(listing)) return null;
  if (!known) return 'new';
  if (!known.onMarket) return 'back_on_market';
  if (listing.price < known.price) return 'price_drop';
  return null;
}

/** A listing first seen is news to an alert confirmed before it was created, not to a later one. */
export function isNewFor(listing: Pick<CatalogListing, 'createdAt'>, confirmedAt: Date): boolean {
  return Date.parse(listing.createdAt) >= confirmedAt.getTime();
}
