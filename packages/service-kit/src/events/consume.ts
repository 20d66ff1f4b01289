import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { deadLetterFor } from '../adapters/events/deadletter.ts';
import type { Logger } from '../log/logger.ts';
import type {
  DeliveryInfo,
  EventBus,
  EventEnvelope,
  SubscribeOptions,
  Subscription,
} from '../ports/events.ts';

/**
 * An event a consumer cannot read (a bug upstream): parked on `deadletter.<type>` at once rather than retried,
 * since a retry cannot fix it. A handler throws it for what a schema cannot say (a field it needs is empty).
 */
export class UnreadableEventError extends Error {
  override readonly name = 'UnreadableEventError';
}

export interface ConsumeOptions extends SubscribeOptions {
  /**
   * The payload schema of each event type the consumer reads (the contracts' `CATALOG_EVENT_SCHEMAS`): an event
   * of one of these types reaches the handler only if its `data` matches. Other types reach it unchecked.
   */
  schemas: Readonly<Record<string, TSchema>>;
  log: Logger;
}

type Checker = ReturnType<typeof Compile>;

/** The problems of an event against its schema, as one sentence (for the log and the dead letter). */
function problemsOf(event: EventEnvelope, checker: Checker | undefined): string | null {
  if (!Number.isInteger(event.version) || event.version < 0) {
    return `${event.type} ${event.id} has no valid version (${String(event.version)}).`;
  }
  if (!checker || checker.Check(event.data)) return null;
  const fields = [...checker.Errors(event.data)]
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message}`);
  return `${event.type} ${event.id} does not match its schema: ${fields.join('; ')}.`;
}

/**
 * Subscribes `handler` to the bus with the event kit's delivery (ack once the handler resolved, redelivery with
 * backoff on a failure, dead letter after `maxDeliver`), and first checks each event against the contracts' schema
 * of its type: an event that does not match, or that the handler finds unreadable (`UnreadableEventError`), is
 * logged and parked on `deadletter.<type>` at once, and the consumer goes on with the next one.
 */
export function consumeEvents(
  bus: EventBus,
  { schemas, log, ...subscribe }: ConsumeOptions,
  handler: (event: EventEnvelope, info: DeliveryInfo) => Promise<void>,
): Promise<Subscription> {
  const checkers = new Map(Object.entries(schemas).map(([type, schema]) => [type, Compile(schema)]));
  const park = async (event: EventEnvelope, info: DeliveryInfo, error: Error) => {
    log.error({ err: error, eventId: event.id, type: event.type }, 'unreadable event dead-lettered');
    await bus.publish(deadLetterFor(event, subscribe.durable, info.deliveryCount, error));
  };
  return bus.subscribe(subscribe, async (event, info) => {
    const problems = problemsOf(event, checkers.get(event.type));
    if (problems) return park(event, info, new UnreadableEventError(problems));
    try {
      await handler(event, info);
    } catch (error) {
      if (!(error instanceof UnreadableEventError)) throw error;
      await park(event, info, error);
    }
  });
}
