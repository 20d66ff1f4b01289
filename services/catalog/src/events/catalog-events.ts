import { CATALOG_EVENTS, type CatalogEventData, type CatalogEventType } from '@manzil/contracts';
import { insertOutboxEvent, insertOutboxEvents, newEvent, type RawSqlClient } from '@manzil/service-kit';
import { type ListingRecord, toCatalogListing } from '../domain/property-view.ts';

export const OUTBOX_SCHEMA = 'catalog';

/** Aggregate keys: events of one aggregate keep their order on the bus. */
export const eventKey = {
  property: (id: number) => `property:${id}`,
  area: (id: number) => `area:${id}`,
  emirate: (id: number) => `emirate:${id}`,
  propertyType: (id: number) => `property-type:${id}`,
};

/**
 * Writes a catalog event into the outbox inside the caller's transaction, so it is published if and only if the
 * change commits. `version` is the aggregate's version after the change (after a delete: the last one plus 1).
 */
export async function writeEvent<T extends CatalogEventType>(
  tx: RawSqlClient,
  type: T,
  key: string,
  version: number,
  data: CatalogEventData[T],
): Promise<string> {
  const event = newEvent({ type, key, version, data });
  await insertOutboxEvent(tx, event, { schema: OUTBOX_SCHEMA });
  return event.id;
}

/**
 * `catalog.property.upserted.v1` for a listing read in the same transaction as its change, so what it says
 * (names, slugs, whether the public sees it) is what committed with its version.
 */
export function writeListingUpserted(tx: RawSqlClient, listing: ListingRecord): Promise<string> {
  return writeEvent(
    tx,
    CATALOG_EVENTS.propertyUpserted,
    eventKey.property(listing.id),
    listing.version,
    toCatalogListing(listing),
  );
}

/** `catalog.property.upserted.v1` for many listings at once (a place renamed or switched): one insert per 1,000. */
export async function writeListingsUpserted(tx: RawSqlClient, listings: ListingRecord[]): Promise<void> {
  await insertOutboxEvents(
    tx,
    listings.map((listing) =>
      newEvent({
        type: CATALOG_EVENTS.propertyUpserted,
        key: eventKey.property(listing.id),
        version: listing.version,
        data: toCatalogListing(listing),
      }),
    ),
    { schema: OUTBOX_SCHEMA },
  );
}
