import { CATALOG_EVENTS_WILDCARD } from '@manzil/contracts';
import { deadLetterFor, type EventBus, type Logger, type Subscription } from '@manzil/service-kit';
import { MalformedEventError } from './event-payloads.ts';
import type { SearchIndexer } from './search-indexer.ts';

/** The durable consumer's name: after a restart it resumes where it stopped. */
export const SEARCH_CONSUMER = 'search-indexer';

/**
 * Subscribes the index to the catalog events. The bus acknowledges an event only after `apply` resolved, i.e.
 * after the index write; a failure (index down) is redelivered with backoff. An event the index cannot read is
 * parked on `deadletter.<type>` at once rather than retried, since a retry cannot fix it.
 */
export function consumeCatalogEvents(
  bus: EventBus,
  indexer: SearchIndexer,
  log: Logger,
  options: { durable?: string } = {},
): Promise<Subscription> {
  const durable = options.durable ?? SEARCH_CONSUMER;
  return bus.subscribe(
    { durable, subjects: [CATALOG_EVENTS_WILDCARD], maxDeliver: 8, ackWaitMs: 30_000 },
    async (event, info) => {
      try {
        await indexer.apply(event);
      } catch (error) {
        if (!(error instanceof MalformedEventError)) throw error;
        log.error(
          { err: error, eventId: event.id, type: event.type },
          'unreadable catalog event dead-lettered',
        );
        await bus.publish(deadLetterFor(event, durable, info.deliveryCount, error));
      }
    },
  );
}
