import type { AlertMatchKind, CatalogListing } from '@manzil/contracts';

/** The public can see it and it is for sale or rent now (not sold, not rented, not hidden). */
export function isOnMarket(listing: Pick<CatalogListing, 'listed' | 'status'>): boolean {
  return listing.listed !== false && listing.status !== 'sold' && listing.status !== 'rented';
}

/** A price change this close to the event is the change the event reports (not an older one republished). */
const SAME_CHANGE_MS = 60_000;

/**
 * Why a listing change may interest a saved search, read from the event itself: a listing just created (its first
 * version: `new`, if created after the alert was confirmed, see `isNewFor`), a listing back on the market after
 * being sold, rented or hidden (`back_on_market`: `wasOffMarket` is what the service recorded), or a lower price
 * set by this change (`price_drop`: the listing's last price change is a drop made when the event occurred). A
 * republished listing (a place renamed) is none of these. Null: nothing to tell.
 */
export function changeKind(
  listing: CatalogListing,
  event: { version: number; occurredAt: string },
  wasOffMarket: boolean,
): AlertMatchKind | null {
  if (!isOnMarket(listing)) return null;
  if (event.version === 1) return 'new';
  if (wasOffMarket) return 'back_on_market';
  const change = listing.lastPriceChange;
  if (
    change &&
    change.newPrice < change.oldPrice &&
    change.newPrice === listing.price &&
    Math.abs(Date.parse(event.occurredAt) - Date.parse(change.changedAt)) <= SAME_CHANGE_MS
  )
    return 'price_drop';
  return null;
}

/** A listing first seen is news to an alert confirmed before it was created, not to a later one. */
export function isNewFor(listing: Pick<CatalogListing, 'createdAt'>, confirmedAt: Date): boolean {
  return Date.parse(listing.createdAt) >= confirmedAt.getTime();
}
