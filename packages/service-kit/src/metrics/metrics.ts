import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from '../log/logger.ts';

/** What an event handler's attempt ended as. */
export type EventOutcome = 'ok' | 'retry' | 'deadletter';

/** A consumer whose backlog is read at scrape time (JetStream consumer info, the in-process queue). */
export type PendingReader = () => Promise<number> | number;

/** An outbox whose backlog is read at scrape time. */
export interface OutboxStats {
  backlog(): Promise<number>;
  /** Events published since the relay started, and failed publish attempts. */
  stats(): { published: number; failures: number };
}

export interface MetricsOptions {
  /** Added to every series as `service="..."`. */
  service: string;
  /** Process metrics (CPU, memory, event-loop lag, GC): on for real processes, off in tests. */
  defaults?: boolean;
  log?: Logger;
}

// Seconds: from a 2 ms cached search to a 10 s upload re-encode.
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Seconds from an event being written to being handled: milliseconds normally, minutes after an outage.
const LAG_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600];

/**
 * The Prometheus metrics of one process (one registry each, so tests building many contexts do not mix):
 * HTTP latency per route, events handled and their lag per consumer, consumer backlog, outbox backlog.
 * `GET /metrics` (see `metricsRoutes`) serves `registry.metrics()` in the text format.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly eventsHandled: Counter<'consumer' | 'type' | 'outcome'>;
  readonly eventLag: Histogram<'consumer' | 'type'>;
  readonly eventsPublished: Counter<'type'>;
  private readonly consumers = new Map<string, PendingReader>();
  private readonly outboxes = new Map<string, OutboxStats>();

  constructor(options: MetricsOptions) {
    const registers = [this.registry];
    this.registry.setDefaultLabels({ service: options.service });
    const log = options.log;

    this.httpDuration = new Histogram({
      name: 'manzil_http_request_duration_seconds',
      help: 'Time from receiving an HTTP request to sending its answer, by route template and status.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.eventsHandled = new Counter({
      name: 'manzil_events_handled_total',
      help: 'Event deliveries handled by a consumer: ok, retry (handler failed, redelivered) or deadletter.',
      labelNames: ['consumer', 'type', 'outcome'],
      registers,
    });
    this.eventLag = new Histogram({
      name: 'manzil_event_lag_seconds',
      help: 'Time from an event occurring (written to the outbox) to its consumer finishing it.',
      labelNames: ['consumer', 'type'],
      buckets: LAG_BUCKETS,
      registers,
    });
    this.eventsPublished = new Counter({
      name: 'manzil_events_published_total',
      help: 'Events published to the bus by this process.',
      labelNames: ['type'],
      registers,
    });

    const consumers = this.consumers;
    new Gauge({
      name: 'manzil_event_consumer_pending',
      help: 'Events a durable consumer has not finished yet (not delivered plus awaiting acknowledgement).',
      labelNames: ['consumer'],
      registers,
      async collect() {
        this.reset();
        for (const [consumer, read] of consumers) {
          try {
            this.set({ consumer }, await read());
          } catch (error) {
            log?.debug({ err: error, consumer }, 'consumer backlog not readable');
          }
        }
      },
    });

    const outboxes = this.outboxes;
    new Gauge({
      name: 'manzil_outbox_backlog',
      help: 'Events written to the outbox and not yet published to the bus.',
      labelNames: ['schema'],
      registers,
      async collect() {
        this.reset();
        for (const [schema, outbox] of outboxes) {
          try {
            this.set({ schema }, await outbox.backlog());
          } catch (error) {
            log?.debug({ err: error, schema }, 'outbox backlog not readable');
          }
        }
      },
    });
    new Gauge({
      name: 'manzil_outbox_published',
      help: 'Events the outbox relay has published since the process started.',
      labelNames: ['schema'],
      registers,
      collect() {
        this.reset();
        for (const [schema, outbox] of outboxes) this.set({ schema }, outbox.stats().published);
      },
    });
    new Gauge({
      name: 'manzil_outbox_publish_failures',
      help: 'Failed publish attempts of the outbox relay since the process started (the bus was unreachable).',
      labelNames: ['schema'],
      registers,
      collect() {
        this.reset();
        for (const [schema, outbox] of outboxes) this.set({ schema }, outbox.stats().failures);
      },
    });

    if (options.defaults) collectDefaultMetrics({ register: this.registry, prefix: 'manzil_' });
  }

  /** Records one HTTP answer; `route` is the route template (`/api/properties/:id`), never the raw URL. */
  observeHttp(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  /** Records one handled delivery and, once it is finished (ok or dead-lettered), its lag. */
  observeEvent(consumer: string, type: string, outcome: EventOutcome, occurredAt?: string): void {
    this.eventsHandled.inc({ consumer, type, outcome });
    if (outcome === 'retry' || !occurredAt) return;
    const at = Date.parse(occurredAt);
    if (Number.isFinite(at)) this.eventLag.observe({ consumer, type }, Math.max(0, (Date.now() - at) / 1000));
  }

  /** Reports a consumer's backlog at every scrape, until `untrack` is called. */
  trackConsumer(consumer: string, pending: PendingReader): () => void {
    this.consumers.set(consumer, pending);
    return () => {
      if (this.consumers.get(consumer) === pending) this.consumers.delete(consumer);
    };
  }

  /** Reports an outbox's backlog and counts at every scrape, until `untrack` is called. */
  trackOutbox(schema: string, outbox: OutboxStats): () => void {
    this.outboxes.set(schema, outbox);
    return () => {
      if (this.outboxes.get(schema) === outbox) this.outboxes.delete(schema);
    };
  }

  /** The Prometheus text exposition of every series. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
