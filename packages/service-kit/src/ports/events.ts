import type { HealthCheck } from './health.ts';

/**
 * Every event on the bus. `type` is also the subject, e.g. `catalog.property.upserted.v1`.
 * `version` is the version of the aggregate after the change: consumers apply an event only if it is newer
 * than what they hold. `key` is the aggregate id: events with the same key are delivered in order.
 */
export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  key: string;
  version: number;
  occurredAt: string;
  data: T;
  /** Request id of the HTTP request that caused the change, carried for tracing. */
  requestId?: string;
}

export interface DeliveryInfo {
  /** 1 on the first delivery, 2 on the first redelivery... */
  deliveryCount: number;
}

export type EventHandler = (event: EventEnvelope, info: DeliveryInfo) => Promise<void>;

export interface SubscribeOptions {
  /** Durable consumer name: a consumer that restarts resumes where it stopped. */
  durable: string;
  /** Subjects or wildcard patterns (`catalog.>`, `catalog.*.upserted.v1`). */
  subjects: string[];
  /** Deliveries before the message is parked on `deadletter.<type>` with its error (default 5). */
  maxDeliver?: number;
  /** Time before an unacknowledged message is redelivered (default 30 s). */
  ackWaitMs?: number;
  /** Messages handled at once (default 1; ordering per key is kept at any concurrency). */
  concurrency?: number;
}

export interface Subscription {
  /** Stops taking new messages, waits for the ones in hand, then returns. */
  stop(): Promise<void>;
}

/** The events port: in-process by default, NATS JetStream with `NATS_URL`. */
export interface EventBus extends HealthCheck {
  readonly adapter: 'in-process' | 'nats';
  /** Publishes once: a second publish with the same `id` is dropped by the bus (de-duplication). */
  publish(event: EventEnvelope): Promise<void>;
  subscribe(options: SubscribeOptions, handler: EventHandler): Promise<Subscription>;
  close(): Promise<void>;
}
