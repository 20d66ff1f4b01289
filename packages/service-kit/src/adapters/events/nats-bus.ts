import {
  AckPolicy,
  type ConsumerConfig,
  type ConsumerMessages,
  connect,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
  nanos,
  headers as natsHeaders,
  RetentionPolicy,
  StorageType,
} from 'nats';
import { StartupError } from '../../config/config-error.ts';
import { redactUrl } from '../../config/kit-config.ts';
import { runWithRequestId } from '../../http/request-context.ts';
import { REQUEST_ID_HEADER } from '../../http/request-id.ts';
import type { Logger } from '../../log/logger.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import type {
  EventBus,
  EventEnvelope,
  EventHandler,
  SubscribeOptions,
  Subscription,
} from '../../ports/events.ts';
import { deadLetterFor } from './deadletter.ts';
import { defaultRetryDelayMs, STREAM_SUBJECTS, subjectMatches } from './subjects.ts';

export const STREAM_NAME = 'MANZIL_EVENTS';

export interface NatsBusOptions {
  url: string;
  log?: Logger;
  /** Stream name (tests use their own). */
  stream?: string;
  /**
   * Put before every subject on the wire (`test1.` + `catalog.x`), so a test run can have its own stream: a
   * JetStream server refuses two streams with overlapping subjects.
   */
  subjectPrefix?: string;
  /** Same id published again within this window is dropped by JetStream (default 2 min). */
  duplicateWindowMs?: number;
  /** Events older than this are dropped from the stream (default 7 days). */
  maxAgeMs?: number;
  retryDelayMs?: (deliveryCount: number) => number;
  connectTimeoutMs?: number;
  /** Counts publishes and handled events, and reports each consumer's pending messages. */
  metrics?: Metrics;
}

const DEFAULT_MAX_DELIVER = 5;
const DEFAULT_ACK_WAIT_MS = 30_000;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function cannotReach(
  url: string,
  reason: string,
  fix = 'Start NATS or unset NATS_URL to use the in-process bus.',
) {
  return new StartupError(`Cannot reach NATS at ${redactUrl(url)} (NATS_URL): ${reason}. ${fix}`);
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'CONNECTION_REFUSED' || code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'TIMEOUT') return 'no answer in time';
  if (code === 'AUTHORIZATION_VIOLATION') return 'authorization failed';
  return ((error as Error).message ?? String(error)).split('\n')[0] ?? 'unknown error';
}

/** `filter_subjects` needs NATS 2.10; older servers get every subject and the client skips the others. */
function supportsManyFilters(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 2 || (major === 2 && minor >= 10);
}

async function ensureStream(jsm: JetStreamManager, name: string, options: NatsBusOptions): Promise<void> {
  const config = {
    name,
    subjects: STREAM_SUBJECTS.map((subject) => `${options.subjectPrefix ?? ''}${subject}`),
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    duplicate_window: nanos(options.duplicateWindowMs ?? 120_000),
    max_age: nanos(options.maxAgeMs ?? 7 * 24 * 3600 * 1000),
  };
  try {
    await jsm.streams.info(name);
    await jsm.streams.update(name, config);
  } catch (error) {
    if ((error as { code?: string }).code !== '404') throw error;
    await jsm.streams.add(config);
  }
}

interface Running {
  messages: ConsumerMessages;
  untrack: () => void;
  inFlight: Set<Promise<void>>;
  loop: Promise<void>;
}

/**
 * NATS JetStream: one stream (`MANZIL_EVENTS`) holding every event subject, publishes de-duplicated by event id,
 * durable pull consumers with explicit acks. A failed handler `nak`s with a growing delay; after `maxDeliver`
 * deliveries the event goes to `deadletter.<type>` and is terminated. At concurrency 1 (the default) the
 * server keeps strict order; at higher concurrency events with the same key are still handled one at a time.
 */
export async function connectNatsBus(options: NatsBusOptions): Promise<EventBus> {
  const { url, log } = options;
  const stream = options.stream ?? STREAM_NAME;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const prefix = options.subjectPrefix ?? '';
  const metrics = options.metrics;

  let nc: NatsConnection;
  try {
    nc = await connect({
      servers: url.split(','),
      name: 'manzil',
      timeout: options.connectTimeoutMs ?? 5000,
      maxReconnectAttempts: -1,
    });
  } catch (error) {
    throw cannotReach(url, reasonOf(error));
  }

  let jsm: JetStreamManager;
  let js: JetStreamClient;
  try {
    jsm = await nc.jetstreamManager();
    js = nc.jetstream();
    await ensureStream(jsm, stream, options);
  } catch (error) {
    await nc.close().catch(() => {});
    const reason = reasonOf(error);
    if (/jetstream not enabled|503/i.test(reason)) {
      throw cannotReach(
        url,
        'JetStream is not enabled',
        'Start nats-server with -js, or unset NATS_URL to use the in-process bus.',
      );
    }
    throw new StartupError(
      `NATS at ${redactUrl(url)} (NATS_URL) refused the ${stream} stream: ${reason}. Check its JetStream limits and subjects.`,
    );
  }

  const manyFilters = supportsManyFilters(nc.info?.version ?? '0');
  const running = new Set<Running>();
  let closing = false;

  async function publish(event: EventEnvelope): Promise<void> {
    if (!STREAM_SUBJECTS.some((pattern) => subjectMatches(pattern, event.type))) {
      throw new Error(
        `Event type "${event.type}" is outside the stream subjects (${STREAM_SUBJECTS.join(', ')}).`,
      );
    }
    // The request id also travels as a header, so tools reading the stream (nats CLI) see it without parsing.
    const headers = natsHeaders();
    if (event.requestId) headers.set(REQUEST_ID_HEADER, event.requestId);
    await js.publish(`${prefix}${event.type}`, encoder.encode(JSON.stringify(event)), {
      msgID: event.id,
      headers,
    });
    metrics?.eventsPublished.inc({ type: event.type });
  }

  async function ensureConsumer(subscribe: SubscribeOptions): Promise<void> {
    const subjects = subscribe.subjects.map((subject) => `${prefix}${subject}`);
    const filter: Partial<ConsumerConfig> =
      subjects.length === 1
        ? { filter_subject: subjects[0] }
        : manyFilters
          ? { filter_subjects: subjects }
          : { filter_subject: `${prefix}>` };
    const settings: Partial<ConsumerConfig> = {
      ...filter,
      // One more than ours, so the delivery that dead-letters still happens after a crash mid-attempt.
      max_deliver: (subscribe.maxDeliver ?? DEFAULT_MAX_DELIVER) + 1,
      ack_wait: nanos(subscribe.ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
      max_ack_pending: Math.max(1, subscribe.concurrency ?? 1),
    };
    try {
      await jsm.consumers.info(stream, subscribe.durable);
      await jsm.consumers.update(stream, subscribe.durable, settings);
    } catch (error) {
      if ((error as { code?: string }).code !== '404') throw error;
      await jsm.consumers.add(stream, {
        ...settings,
        durable_name: subscribe.durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
      });
    }
  }

  async function handle(message: JsMsg, subscribe: SubscribeOptions, handler: EventHandler): Promise<void> {
    // Older servers deliver every subject to a multi-subject consumer: skip what was not asked for.
    const type = message.subject.slice(prefix.length);
    if (!subscribe.subjects.some((pattern) => subjectMatches(pattern, type))) {
      message.ack();
      return;
    }
    let event: EventEnvelope;
    try {
      event = JSON.parse(decoder.decode(message.data)) as EventEnvelope;
    } catch (error) {
      log?.error({ err: error, subject: message.subject }, 'unreadable event terminated');
      message.term();
      return;
    }
    const headerId = message.headers?.get(REQUEST_ID_HEADER);
    if (!event.requestId && headerId) event.requestId = headerId;
    // The handler, its logs and the events it writes run under the request id that caused this event.
    await runWithRequestId(event.requestId, () => settle(message, event, subscribe, handler));
  }

  async function settle(
    message: JsMsg,
    event: EventEnvelope,
    subscribe: SubscribeOptions,
    handler: EventHandler,
  ): Promise<void> {
    const deliveryCount = message.info.deliveryCount;
    const maxDeliver = subscribe.maxDeliver ?? DEFAULT_MAX_DELIVER;
    // Tell the server we are still working, so a slow handler is not redelivered elsewhere meanwhile.
    const heartbeat = setInterval(
      () => message.working(),
      Math.max(1000, (subscribe.ackWaitMs ?? DEFAULT_ACK_WAIT_MS) / 2),
    );
    try {
      await handler(event, { deliveryCount });
      message.ack();
      metrics?.observeEvent(subscribe.durable, event.type, 'ok', event.occurredAt);
      log?.info(
        { eventId: event.id, type: event.type, consumer: subscribe.durable, deliveryCount },
        'event handled',
      );
    } catch (error) {
      if (deliveryCount >= maxDeliver) {
        log?.error(
          { err: error, eventId: event.id, type: event.type, consumer: subscribe.durable },
          'event dead-lettered',
        );
        try {
          await publish(deadLetterFor(event, subscribe.durable, deliveryCount, error));
          // No reason text: servers before 2.10.4 do not understand `+TERM <reason>` and keep the message.
          message.term();
          metrics?.observeEvent(subscribe.durable, event.type, 'deadletter', event.occurredAt);
        } catch (publishError) {
          log?.error({ err: publishError, eventId: event.id }, 'dead letter not published, will retry');
          message.nak(retryDelayMs(deliveryCount));
        }
      } else {
        log?.warn(
          { err: error, eventId: event.id, type: event.type, consumer: subscribe.durable },
          'event handler failed, will retry',
        );
        message.nak(retryDelayMs(deliveryCount));
        metrics?.observeEvent(subscribe.durable, event.type, 'retry');
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function subscribe(subscribeOptions: SubscribeOptions, handler: EventHandler): Promise<Subscription> {
    if (closing) throw new Error('The event bus is closed.');
    await ensureConsumer(subscribeOptions);
    const concurrency = Math.max(1, subscribeOptions.concurrency ?? 1);
    const consumer = await js.consumers.get(stream, subscribeOptions.durable);
    const messages = await consumer.consume({ max_messages: Math.max(16, concurrency * 2) });
    const inFlight = new Set<Promise<void>>();
    // Per key, the tail of the chain of handlers: the next event of that key starts after it.
    const keyTails = new Map<string, Promise<void>>();

    const loop = (async () => {
      for await (const message of messages) {
        while (inFlight.size >= concurrency) await Promise.race(inFlight);
        const key = keyOf(message);
        const previous = keyTails.get(key) ?? Promise.resolve();
        const task: Promise<void> = previous
          .then(() => handle(message, subscribeOptions, handler))
          .catch((error: unknown) => log?.error({ err: error }, 'event handling crashed'))
          .finally(() => {
            inFlight.delete(task);
            if (keyTails.get(key) === task) keyTails.delete(key);
          });
        keyTails.set(key, task);
        inFlight.add(task);
      }
    })();
    // Consumer lag for /metrics: not yet delivered plus delivered and not acknowledged, asked at scrape time.
    const untrack =
      metrics?.trackConsumer(subscribeOptions.durable, async () => {
        const info = await jsm.consumers.info(stream, subscribeOptions.durable);
        return info.num_pending + info.num_ack_pending;
      }) ?? (() => {});
    const entry: Running = { messages, inFlight, loop, untrack };
    running.add(entry);

    return {
      async stop() {
        if (!running.delete(entry)) return;
        await stopConsuming(entry);
      },
    };
  }

  async function stopConsuming(entry: Running): Promise<void> {
    entry.untrack();
    entry.messages.stop();
    await entry.loop.catch(() => {});
    await Promise.allSettled([...entry.inFlight]);
  }

  return {
    adapter: 'nats',
    publish,
    subscribe,
    async health() {
      if (nc.isClosed()) return { name: 'events', adapter: 'nats', ok: false, detail: 'connection closed' };
      try {
        const latencyMs = Math.round(await nc.rtt());
        return { name: 'events', adapter: 'nats', ok: true, latencyMs };
      } catch (error) {
        return { name: 'events', adapter: 'nats', ok: false, detail: reasonOf(error) };
      }
    },
    async close() {
      if (closing) return;
      closing = true;
      await Promise.all([...running].map(stopConsuming));
      running.clear();
      await nc.drain().catch(() => nc.close());
    },
  };
}

/** The event's key without parsing twice: the JSON is parsed again in `handle`, this only orders. */
function keyOf(message: JsMsg): string {
  try {
    return String((JSON.parse(decoder.decode(message.data)) as EventEnvelope).key ?? '');
  } catch {
    return '';
  }
}
