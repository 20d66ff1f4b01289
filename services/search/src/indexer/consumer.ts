import { CATALOG_EVENTS_CONSUMED } from '@manzil/contracts';
import { consumeEvents, type EventBus, type Logger, type Subscription } from '@manzil/service-kit';
import type { SearchIndexer } from './search-indexer.ts';

/** The durable consumer's name: after a restart it resumes where it stopped. */
export const SEARCH_CONSUMER = 'search-indexer';

/**
 * Subscribes the index to the catalog events. The bus acknowledges an event only after `apply` resolved, i.e.
 * after the index write; a failure (index down) is redelivered with backoff. An event that does not match the
 * contracts' schema of its type is parked on `deadletter.<type>` at once rather than retried, since a retry cannot
 * fix it.
 */
export function consumeCatalogEvents(
  bus: EventBus,
  indexer: SearchIndexer,
  log: Logger,
  options: { durable?: string } = {},
): Promise<Subscription> {
  const durable = options.durable ?? SEARCH_CONSUMER;
  return consumeEvents(
    bus,
    { ...CATALOG_EVENTS_CONSUMED, durable, maxDeliver: 8, ackWaitMs: 30_000, log },
    async (event) => {
      await indexer.apply(event);
    },
  );
}
