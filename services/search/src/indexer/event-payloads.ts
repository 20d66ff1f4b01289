import {
  type AreaUpsertedData,
  CATALOG_EVENTS,
  type CatalogListing,
  type DeletedData,
  type EmirateUpsertedData,
  type PropertyUpsertedData,
} from '@manzil/contracts';
import type { EventEnvelope } from '@manzil/service-kit';

/** A catalog event the index cannot use (a bug upstream): parked on the dead-letter subject, not retried. */
export class MalformedEventError extends Error {
  override readonly name = 'MalformedEventError';
}

export type IndexedEvent =
  | { type: typeof CATALOG_EVENTS.propertyUpserted; data: PropertyUpsertedData }
  | { type: typeof CATALOG_EVENTS.propertyDeleted; data: DeletedData }
  | { type: typeof CATALOG_EVENTS.areaUpserted; data: AreaUpsertedData }
  | { type: typeof CATALOG_EVENTS.areaDeleted; data: DeletedData }
  | { type: typeof CATALOG_EVENTS.emirateUpserted; data: EmirateUpsertedData }
  | { type: typeof CATALOG_EVENTS.emirateDeleted; data: DeletedData };

const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
const isText = (value: unknown) => typeof value === 'string';
const isFlag = (value: unknown) => typeof value === 'boolean';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isPoint = (value: unknown) =>
  !!value &&
  typeof value === 'object' &&
  isNumber((value as { lat?: unknown }).lat) &&
  isNumber((value as { lng?: unknown }).lng);

/** Checks only the fields the index reads, so the catalog can add fields without breaking this consumer. */
const REQUIRED: Record<string, Record<string, (value: unknown) => boolean>> = {
  [CATALOG_EVENTS.propertyUpserted]: {
    id: isId,
    areaId: isId,
    emirateId: isId,
    price: isNumber,
    createdAt: isDate,
    coordinates: isPoint,
  },
  [CATALOG_EVENTS.propertyDeleted]: { id: isId },
  [CATALOG_EVENTS.areaUpserted]: {
    id: isId,
    nameEn: isText,
    nameAr: isText,
    slug: isText,
    enabled: isFlag,
    emirateId: isId,
    emirateName: isText,
    emirateNameAr: isText,
    emirateEnabled: isFlag,
  },
  [CATALOG_EVENTS.areaDeleted]: { id: isId },
  [CATALOG_EVENTS.emirateUpserted]: {
    id: isId,
    nameEn: isText,
    nameAr: isText,
    slug: isText,
    enabled: isFlag,
  },
  [CATALOG_EVENTS.emirateDeleted]: { id: isId },
};

/** The event as the index uses it, null for catalog events it does not follow (property types...). */
export function readCatalogEvent(event: EventEnvelope): IndexedEvent | null {
  const rules = REQUIRED[event.type];
  if (!rules) return null;
  if (!Number.isInteger(event.version) || event.version < 0) {
    throw new MalformedEventError(
      `${event.type} ${event.id} has no valid version (${String(event.version)}).`,
    );
  }
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object')
    throw new MalformedEventError(`${event.type} ${event.id} has no data.`);
  const wrong = Object.entries(rules)
    .filter(([field, valid]) => !valid(data[field]))
    .map(([field]) => field);
  if (wrong.length > 0) {
    throw new MalformedEventError(`${event.type} ${event.id} has invalid fields: ${wrong.join(', ')}.`);
  }
  return { type: event.type, data } as IndexedEvent;
}

/**
 * The listing of an upserted event. Events written before the catalog added `listed` and the slugs (still in an
 * outbox or a stream) describe a listing the public saw then: listed, slugs unknown.
 */
export function listingOf(data: PropertyUpsertedData): CatalogListing {
  const partial = data as Partial<CatalogListing> & CatalogListing;
  return {
    ...partial,
    listed: partial.listed ?? true,
    emirateSlug: partial.emirateSlug ?? '',
    propertyTypeSlug: partial.propertyTypeSlug ?? '',
  };
}
