import type { EventEnvelope } from '../../ports/events.ts';
import { DEADLETTER_PREFIX } from './subjects.ts';

/** What is parked on `deadletter.<type>` when a consumer gave up on an event. */
export interface DeadLetter {
  event: EventEnvelope;
  consumer: string;
  deliveries: number;
  error: string;
}

/** The id is derived, so a retried dead-lettering is de-duplicated by the bus like any publish. */
export function deadLetterFor(
  event: EventEnvelope,
  consumer: string,
  deliveries: number,
  error: unknown,
): EventEnvelope<DeadLetter> {
  return {
    id: `${event.id}.deadletter.${consumer}`,
    type: `${DEADLETTER_PREFIX}${event.type}`,
    key: event.key,
    version: event.version,
    occurredAt: new Date().toISOString(),
    requestId: event.requestId,
    data: { event, consumer, deliveries, error: error instanceof Error ? error.message : String(error) },
  };
}
