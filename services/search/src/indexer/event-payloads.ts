import {
  type AreaUpsertedData,
  CATALOG_EVENTS,
  type DeletedData,
  type EmirateUpsertedData,
  type PropertyUpsertedData,
} from '@manzil/contracts';
import type { EventEnvelope } from '@manzil/service-kit';

export type IndexedEvent =
  | { type: typeof CATALOG_EVENTS.propertyUpserted; data: PropertyUpsertedData }
  | { type: typeof CATALOG_EVENTS.propertyDeleted; data: DeletedData }
  | { type: typeof CATALOG_EVENTS.areaUpserted; data: AreaUpsertedData }
  | { type: typeof CATALOG_EVENTS.areaDeleted; data: DeletedData }
  | { type: typeof CATALOG_EVENTS.emirateUpserted; data: EmirateUpsertedData }
  | { type: typeof CATALOG_EVENTS.emirateDeleted; data: DeletedData };

const INDEXED_TYPES: ReadonlySet<string> = new Set([
  CATALOG_EVENTS.propertyUpserted,
  CATALOG_EVENTS.propertyDeleted,
  CATALOG_EVENTS.areaUpserted,
  CATALOG_EVENTS.areaDeleted,
  CATALOG_EVENTS.emirateUpserted,
  CATALOG_EVENTS.emirateDeleted,
]);

/**
 * The event as the index uses it, null for catalog events it does not follow (property types...). Its data was
 * checked against the contracts' schema by the consumer (service-kit's consumeEvents) before it got here.
 */
export function indexedEvent(event: EventEnvelope): IndexedEvent | null {
  return INDEXED_TYPES.has(event.type) ? ({ type: event.type, data: event.data } as IndexedEvent) : null;
}
