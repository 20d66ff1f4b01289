import type { CatalogEventData, CatalogEventType } from '@manzil/contracts';
import { insertOutboxEvent, newEvent, type RawSqlClient } from '@manzil/service-kit';

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
