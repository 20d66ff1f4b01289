import { runWithRequestId } from '../../http/request-context.ts';
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

export interface InProcessBusOptions {
  log?: Logger;
  /** Same id published again within this window is dropped, like JetStream's duplicate window (default 2 min). */
  duplicateWindowMs?: number;
  /** Oldest events are forgotten beyond this many, like a stream's message limit (default 10 000). */
  maxMessages?: number;
  /** Delay before redelivering a failed event (default 0.5 s doubling, capped at 30 s). */
  retryDelayMs?: (deliveryCount: number) => number;
  /** Counts publishes and handled events, and reports each consumer's pending events. */
  metrics?: Metrics;
}

/** The in-process bus, plus `idle()` for tests and orderly shutdown. */
export interface InProcessBus extends EventBus {
  readonly adapter: 'in-process';
  /** Resolves once every consumer has handled (or dead-lettered) everything it can currently see. */
  idle(): Promise<void>;
}

interface StoredEvent {
  seq: number;
  event: EventEnvelope;
}

interface Pending extends StoredEvent {
  deliveryCount: number;
  notBefore: number;
  inFlight: boolean;
}

interface Worker {
  handler: EventHandler;
  inFlight: Set<Promise<void>>;
  stopped: boolean;
}

/** A durable consumer: its position survives its subscriptions, for as long as the process lives. */
interface Consumer {
  name: string;
  subjects: string[];
  maxDeliver: number;
  concurrency: number;
  nextSeq: number;
  pending: Pending[];
  workers: Worker[];
  turn: number;
  timer?: NodeJS.Timeout;
  timerAt: number;
}

const DEFAULT_MAX_DELIVER = 5;

/**
 * An event bus inside one process with JetStream's semantics: de-duplication by event id within a window,
 * durable consumers that resume where they stopped, ack after the handler, redelivery with backoff up to
 * `maxDeliver`, then the event is parked on `deadletter.<type>` and the consumer goes on. Events with the same
 * key are handled one at a time, in publish order, at any concurrency. `ackWaitMs` has no effect here: in one
 * process the bus knows a slow handler is still running and does not hand its event to anyone else.
 */
export function createInProcessBus(options: InProcessBusOptions = {}): InProcessBus {
  const duplicateWindowMs = options.duplicateWindowMs ?? 120_000;
  const maxMessages = options.maxMessages ?? 10_000;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const log = options.log;
  const metrics = options.metrics;

  const stream: StoredEvent[] = [];
  let lastSeq = 0;
  const seen = new Map<string, number>();
  const consumers = new Map<string, Consumer>();
  const idleWaiters: Array<() => void> = [];
  let closed = false;

  function forgetOldIds(now: number): void {
    for (const [id, at] of seen) {
      if (now - at < duplicateWindowMs) break; // insertion order is time order
      seen.delete(id);
    }
  }

  function isIdle(): boolean {
    for (const consumer of consumers.values()) {
      if (consumer.workers.length === 0) continue; // paused: nothing can progress until it re-subscribes
      if (consumer.pending.length > 0 || consumer.nextSeq <= lastSeq) return false;
    }
    return true;
  }

  function notifyIdle(): void {
    if (!isIdle()) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  }

  function pull(consumer: Consumer): void {
    const firstSeq = stream[0]?.seq ?? lastSeq + 1;
    if (consumer.nextSeq < firstSeq) consumer.nextSeq = firstSeq; // trimmed away while paused
    for (let i = consumer.nextSeq - firstSeq; i < stream.length; i++) {
      const stored = stream[i] as StoredEvent;
      if (consumer.subjects.some((pattern) => subjectMatches(pattern, stored.event.type))) {
        consumer.pending.push({ ...stored, deliveryCount: 0, notBefore: 0, inFlight: false });
      }
    }
    consumer.nextSeq = lastSeq + 1;
  }

  function schedule(consumer: Consumer, at: number): void {
    if (consumer.timer && consumer.timerAt <= at) return;
    clearTimeout(consumer.timer);
    consumer.timerAt = at;
    consumer.timer = setTimeout(
      () => {
        consumer.timer = undefined;
        pump(consumer);
      },
      Math.max(0, at - Date.now()),
    );
  }

  function nextWorker(consumer: Consumer): Worker | undefined {
    const active = consumer.workers.filter((worker) => !worker.stopped);
    if (active.length === 0) return undefined;
    consumer.turn = (consumer.turn + 1) % active.length;
    return active[consumer.turn];
  }

  function pump(consumer: Consumer): void {
    if (closed) return;
    pull(consumer);
    const now = Date.now();
    const keysAhead = new Set<string>();
    let inFlight = consumer.pending.filter((message) => message.inFlight).length;
    for (const message of consumer.pending) {
      if (inFlight >= consumer.concurrency) break;
      const blocked = keysAhead.has(message.event.key);
      keysAhead.add(message.event.key);
      if (blocked || message.inFlight) continue;
      if (message.notBefore > now) {
        schedule(consumer, message.notBefore);
        continue;
      }
      const worker = nextWorker(consumer);
      if (!worker) break;
      inFlight++;
      deliver(consumer, worker, message);
    }
    notifyIdle();
  }

  function settle(consumer: Consumer, message: Pending): void {
    consumer.pending.splice(consumer.pending.indexOf(message), 1);
  }

  function deliver(consumer: Consumer, worker: Worker, message: Pending): void {
    message.inFlight = true;
    message.deliveryCount++;
    // The handler, its logs and the events it writes run under the request id that caused this event.
    const run = runWithRequestId(message.event.requestId, async () => {
      const { id, type, occurredAt } = message.event;
      try {
        await worker.handler(message.event, { deliveryCount: message.deliveryCount });
        settle(consumer, message);
        metrics?.observeEvent(consumer.name, type, 'ok', occurredAt);
        log?.debug(
          { eventId: id, type, consumer: consumer.name, deliveryCount: message.deliveryCount },
          'event handled',
        );
      } catch (error) {
        if (message.deliveryCount >= consumer.maxDeliver) {
          log?.error({ err: error, eventId: id, type, consumer: consumer.name }, 'event dead-lettered');
          settle(consumer, message);
          metrics?.observeEvent(consumer.name, type, 'deadletter', occurredAt);
          await publish(deadLetterFor(message.event, consumer.name, message.deliveryCount, error)).catch(
            (publishError: unknown) =>
              log?.error({ err: publishError, eventId: id }, 'dead letter not published'),
          );
        } else {
          log?.warn(
            { err: error, eventId: id, type, consumer: consumer.name },
            'event handler failed, will retry',
          );
          message.notBefore = Date.now() + retryDelayMs(message.deliveryCount);
          metrics?.observeEvent(consumer.name, type, 'retry');
        }
      } finally {
        message.inFlight = false;
      }
    });
    worker.inFlight.add(run);
    void run.finally(() => {
      worker.inFlight.delete(run);
      // A later turn, so a burst of synchronous handlers cannot grow the stack.
      setImmediate(() => pump(consumer));
    });
  }

  async function publish(event: EventEnvelope): Promise<void> {
    if (closed) throw new Error('The event bus is closed.');
    if (!STREAM_SUBJECTS.some((pattern) => subjectMatches(pattern, event.type))) {
      throw new Error(
        `Event type "${event.type}" is outside the stream subjects (${STREAM_SUBJECTS.join(', ')}).`,
      );
    }
    const now = Date.now();
    forgetOldIds(now);
    if (seen.has(event.id)) return;
    seen.set(event.id, now);
    stream.push({ seq: ++lastSeq, event: structuredClone(event) });
    metrics?.eventsPublished.inc({ type: event.type });
    if (stream.length > maxMessages) stream.splice(0, stream.length - maxMessages);
    for (const consumer of consumers.values())
      if (consumer.workers.length > 0) setImmediate(() => pump(consumer));
  }

  async function subscribe(subscribeOptions: SubscribeOptions, handler: EventHandler): Promise<Subscription> {
    if (closed) throw new Error('The event bus is closed.');
    let consumer = consumers.get(subscribeOptions.durable);
    if (!consumer) {
      consumer = {
        name: subscribeOptions.durable,
        subjects: subscribeOptions.subjects,
        maxDeliver: subscribeOptions.maxDeliver ?? DEFAULT_MAX_DELIVER,
        concurrency: Math.max(1, subscribeOptions.concurrency ?? 1),
        nextSeq: 1,
        pending: [],
        workers: [],
        turn: -1,
        timerAt: 0,
      };
      consumers.set(consumer.name, consumer);
      const tracked = consumer;
      metrics?.trackConsumer(tracked.name, () => {
        const unpulled = stream.filter(
          (stored) =>
            stored.seq >= tracked.nextSeq &&
            tracked.subjects.some((pattern) => subjectMatches(pattern, stored.event.type)),
        ).length;
        return tracked.pending.length + unpulled;
      });
    } else {
      // Like updating a durable's config: the new filter applies to events not yet pulled.
      consumer.subjects = subscribeOptions.subjects;
      consumer.maxDeliver = subscribeOptions.maxDeliver ?? consumer.maxDeliver;
      consumer.concurrency = Math.max(1, subscribeOptions.concurrency ?? consumer.concurrency);
    }
    const worker: Worker = { handler, inFlight: new Set(), stopped: false };
    consumer.workers.push(worker);
    const owner = consumer;
    setImmediate(() => pump(owner));
    return {
      async stop() {
        worker.stopped = true;
        await Promise.allSettled([...worker.inFlight]);
        owner.workers.splice(owner.workers.indexOf(worker), 1);
        if (owner.workers.length === 0) clearTimeout(owner.timer);
        notifyIdle();
      },
    };
  }

  return {
    adapter: 'in-process',
    publish,
    subscribe,
    idle() {
      if (isIdle()) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async health() {
      return { name: 'events', adapter: 'in-process', ok: !closed, ...(closed ? { detail: 'closed' } : {}) };
    },
    async close() {
      if (closed) return;
      const workers = [...consumers.values()].flatMap((consumer) => consumer.workers);
      for (const worker of workers) worker.stopped = true;
      await Promise.allSettled(workers.flatMap((worker) => [...worker.inFlight]));
      closed = true;
      for (const consumer of consumers.values()) clearTimeout(consumer.timer);
      for (const resolve of idleWaiters.splice(0)) resolve();
    },
  };
}
