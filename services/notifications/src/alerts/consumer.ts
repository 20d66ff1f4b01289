import {
  type AlertSearch,
  CATALOG_EVENTS,
  CATALOG_EVENTS_CONSUMED,
  type DeletedData,
  listingOfEvent,
  type PropertyUpsertedData,
} from '@manzil/contracts';
import { consumeEvents, type EventBus, type EventEnvelope, type Logger } from '@manzil/service-kit';
import type { NotificationsDb } from '../db.ts';
import { changeKind, isNewFor, isOnMarket } from '../domain/listing-change.ts';
import { snapshotOf } from '../domain/messages.ts';
import type { SearchMatcher } from './matcher.ts';

/** The durable consumer's name: after a restart it resumes where it stopped. */
export const ALERTS_CONSUMER = 'notifications-alerts';

export type AlertsOutcome = 'matched' | 'unmatched' | 'ignored';

/**
 * The listings the service saw go off the market (sold, rented, hidden, deleted), to tell when one comes back:
 * kept in `listing_states` and, to spare a query per event, in memory (loaded at start). Only listings that go off
 * the market are written, so following a republish of every listing costs no query.
 */
export class OffMarketListings {
  private constructor(
    private readonly db: NotificationsDb,
    private readonly ids: Set<number>,
  ) {}

  static async load(db: NotificationsDb): Promise<OffMarketListings> {
    const rows = await db.listingState.findMany({ where: { onMarket: false }, select: { listingId: true } });
    return new OffMarketListings(db, new Set(rows.map((row) => row.listingId)));
  }

  has(id: number): boolean {
    return this.ids.has(id);
  }

  async wentOff(id: number, version: number, price: number): Promise<void> {
    if (this.ids.has(id)) return;
    await this.db.listingState.upsert({
      where: { listingId: id },
      create: { listingId: id, version, price, onMarket: false },
      update: { version, price, onMarket: false, updatedAt: new Date() },
    });
    this.ids.add(id);
  }

  async cameBack(id: number): Promise<void> {
    if (!this.ids.has(id)) return;
    await this.db.listingState.deleteMany({ where: { listingId: id } });
    this.ids.delete(id);
  }
}

/**
 * Applies one catalog event: when the change is news (a new listing, a price drop, back on the market) it adds
 * the listing to the digest of every confirmed saved search it matches, once per alert and event (a redelivered
 * event adds nothing) and, for a new listing, once per alert (the same creation published again adds nothing).
 * The event's data matches the contracts' schema of its type (checked by consumeEvents).
 */
export async function applyCatalogEvent(
  db: NotificationsDb,
  matcher: SearchMatcher,
  offMarket: OffMarketListings,
  event: EventEnvelope,
): Promise<AlertsOutcome> {
  if (event.type === CATALOG_EVENTS.propertyDeleted) {
    await offMarket.wentOff((event.data as DeletedData).id, event.version, 0);
    return 'unmatched';
  }
  if (event.type !== CATALOG_EVENTS.propertyUpserted) return 'ignored';

  const listing = listingOfEvent(event.data as PropertyUpsertedData);
  if (!isOnMarket(listing)) {
    await offMarket.wentOff(listing.id, event.version, listing.price);
    return 'unmatched';
  }
  const kind = changeKind(listing, event, offMarket.has(listing.id));
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
    if (kind === 'new' && chosen.length > 0) {
      const told = await db.pendingMatch.findMany({
        where: { listingId: listing.id, kind: 'new', alertId: { in: chosen.map((alert) => alert.id) } },
        select: { alertId: true },
      });
      const already = new Set(told.map((match) => match.alertId));
      chosen = chosen.filter((alert) => !already.has(alert.id));
    }
  }
  if (chosen.length > 0) {
    const previousPrice = kind === 'price_drop' ? (listing.lastPriceChange?.oldPrice ?? null) : null;
    const snapshot = snapshotOf(listing, previousPrice);
    await db.pendingMatch.createMany({
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
  await offMarket.cameBack(listing.id);
  return chosen.length > 0 ? 'matched' : 'unmatched';
}

/**
 * Subscribes the alerts to the catalog's events with a durable consumer. The bus acknowledges an event once it is
 * applied; a failure (the search service or the database down) is redelivered with backoff; an event that does not
 * match the contracts' schema of its type is logged and parked on `deadletter.<type>` at once.
 */
export async function consumeCatalogEvents(
  bus: EventBus,
  db: NotificationsDb,
  matcher: SearchMatcher,
  log: Logger,
  options: { durable?: string; onApplied?: (event: EventEnvelope, outcome: AlertsOutcome) => void } = {},
) {
  const durable = options.durable ?? ALERTS_CONSUMER;
  const offMarket = await OffMarketListings.load(db);
  return consumeEvents(
    bus,
    { ...CATALOG_EVENTS_CONSUMED, durable, maxDeliver: 8, ackWaitMs: 30_000, log },
    async (event) => {
      const outcome = await applyCatalogEvent(db, matcher, offMarket, event);
      options.onApplied?.(event, outcome);
    },
  );
}
