import {
  type AlertSearch,
  CATALOG_EVENTS,
  CATALOG_EVENTS_WILDCARD,
  type CatalogListing,
} from '@manzil/contracts';
import { deadLetterFor, type EventBus, type EventEnvelope, type Logger } from '@manzil/service-kit';
import type { NotificationsDb } from '../db.ts';
import { changeKind, isNewFor, isOnMarket, type KnownListing } from '../domain/listing-change.ts';
import { snapshotOf } from '../domain/messages.ts';
import type { SearchMatcher } from './matcher.ts';

/** The durable consumer's name: after a restart it resumes where it stopped. */
export const ALERTS_CONSUMER = 'notifications-alerts';

export type AlertsOutcome = 'matched' | 'unmatched' | 'stale' | 'ignored';

/** An event this consumer cannot read: parked on the dead-letter subject, not retried. */
class UnreadableEvent extends Error {}

function readListing(event: EventEnvelope): CatalogListing {
  const data = event.data as Partial<CatalogListing> | null;
  const ok =
    !!data &&
    Number.isInteger(data.id) &&
    typeof data.price === 'number' &&
    typeof data.createdAt === 'string' &&
    Array.isArray(data.images);
  if (!ok || !Number.isInteger(event.version))
    throw new UnreadableEvent(`${event.type} ${event.id} is not a whole listing.`);
  return data as CatalogListing;
}

/**
 * Applies one catalog event: remembers the listing's version, price and whether it is on the market, and when the
 * change is news (a new listing, a price drop, back on the market) adds it to the digest of every confirmed saved
 * search it matches, once per alert and event (a redelivered event adds nothing). Older versions are ignored.
 */
export async function applyCatalogEvent(
  db: NotificationsDb,
  matcher: SearchMatcher,
  event: EventEnvelope,
): Promise<AlertsOutcome> {
  if (event.type === CATALOG_EVENTS.propertyDeleted) {
    const id = (event.data as { id?: unknown } | null)?.id;
    if (!Number.isInteger(id)) throw new UnreadableEvent(`${event.type} ${event.id} has no listing id.`);
    const known = await db.listingState.findUnique({ where: { listingId: id as number } });
    if (known && known.version >= event.version) return 'stale';
    await db.listingState.upsert({
      where: { listingId: id as number },
      create: { listingId: id as number, version: event.version, price: 0, onMarket: false },
      update: { version: event.version, onMarket: false, updatedAt: new Date() },
    });
    return 'unmatched';
  }
  if (event.type !== CATALOG_EVENTS.propertyUpserted) return 'ignored';

  const listing = readListing(event);
  const row = await db.listingState.findUnique({ where: { listingId: listing.id } });
  if (row && row.version >= event.version) return 'stale';
  const known: KnownListing | null = row && {
    version: row.version,
    price: row.price,
    onMarket: row.onMarket,
  };
  const kind = changeKind(known, listing);

  let chosen: Array<{ id: string }> = [];
  if (kind) {
    const alerts = await db.alert.findMany({
      where: { confirmedAt: { not: null, lte: new Date(event.occurredAt) } },
      select: { id: true, search: true, confirmedAt: true },
      orderBy: { createdAt: 'asc' },
    });
    const candidates = alerts.filter(
      (alert) => kind !== 'new' || isNewFor(listing, alert.confirmedAt as Date),
    );
    if (candidates.length > 0) {
      const answers = await matcher.matches(
        listing,
        candidates.map((alert) => alert.search as AlertSearch),
      );
      chosen = candidates.filter((_alert, i) => answers[i]);
    }
  }

  const snapshot = snapshotOf(listing, kind === 'price_drop' && known ? known.price : null);
  await db.$transaction(async (tx) => {
    if (chosen.length > 0) {
      await tx.pendingMatch.createMany({
        data: chosen.map((alert) => ({
          alertId: alert.id,
          eventId: event.id,
          listingId: listing.id,
          kind: kind as string,
          listing: snapshot as object,
        })),
        skipDuplicates: true,
      });
    }
    await tx.listingState.upsert({
      where: { listingId: listing.id },
      create: {
        listingId: listing.id,
        version: event.version,
        price: listing.price,
        onMarket: isOnMarket(listing),
      },
      update: {
        version: event.version,
        price: listing.price,
        onMarket: isOnMarket(listing),
        updatedAt: new Date(),
      },
    });
  });
  return chosen.length > 0 ? 'matched' : 'unmatched';
}

/**
 * Subscribes the alerts to the catalog's events with a durable consumer. The bus acknowledges an event once it is
 * applied; a failure (the search service or the database down) is redelivered with backoff.
 */
export function consumeCatalogEvents(
  bus: EventBus,
  db: NotificationsDb,
  matcher: SearchMatcher,
  log: Logger,
  options: { durable?: string; onApplied?: (event: EventEnvelope, outcome: AlertsOutcome) => void } = {},
) {
  const durable = options.durable ?? ALERTS_CONSUMER;
  return bus.subscribe(
    { durable, subjects: [CATALOG_EVENTS_WILDCARD], maxDeliver: 8, ackWaitMs: 30_000 },
    async (event, info) => {
      try {
        const outcome = await applyCatalogEvent(db, matcher, event);
        options.onApplied?.(event, outcome);
      } catch (error) {
        if (!(error instanceof UnreadableEvent)) throw error;
        log.error(
          { err: error, eventId: event.id, type: event.type },
          'unreadable catalog event dead-lettered',
        );
        await bus.publish(deadLetterFor(event, durable, info.deliveryCount, error));
      }
    },
  );
}
