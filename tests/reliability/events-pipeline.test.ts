import { randomUUID } from 'node:crypto';
import { CATALOG_EVENTS } from '@manzil/contracts';
import {
  createInProcessIndex,
  type EventBus,
  type EventEnvelope,
  Metrics,
  startOutboxRelay,
} from '@manzil/service-kit';
import { catalogListing } from '@manzil/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CatalogFixture,
  clean,
  inParallel,
  natsUrl,
  OUTBOX_SCHEMA,
  openCatalog,
  percentile,
  reconcile,
  report,
  SKIP_REASON,
  type StreamFixture,
  serversGiven,
  silent,
  startIndexer,
  testStream,
  until,
} from './helpers/harness.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';

describe.skipIf(!serversGiven)('catalog → outbox → NATS JetStream → search index', () => {
  let catalog: CatalogFixture;
  // Each test has its own stream, bus and relay, stopped after it, so no test sees another's events.
  let stream: StreamFixture;
  let bus: EventBus;
  const closers: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    catalog = await openCatalog();
  });
  beforeEach(async () => {
    stream = testStream();
    bus = await stream.connect();
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => {});
    await bus.close();
    await stream.cleanup();
  });
  afterAll(async () => {
    await catalog?.cleanup();
  });

  const relayFor = (target: EventBus, metrics?: Metrics) => {
    const relay = startOutboxRelay({
      db: catalog.db.client,
      bus: target,
      schema: OUTBOX_SCHEMA,
      pollMs: 50,
      maxBackoffMs: 500,
      log: silent,
    });
    metrics?.trackOutbox(OUTBOX_SCHEMA, relay);
    closers.push(() => relay.stop());
    return relay;
  };

  it('a burst of 1,000 listing updates all reach the index, each applied once', async () => {
    const ids = await catalog.seed(1000);
    const index = createInProcessIndex();
    const metrics = new Metrics({ service: 'search' });
    const run = await startIndexer(bus, index, `burst-${randomUUID().slice(0, 8)}`);
    closers.push(() => run.subscription.stop());
    const relay = relayFor(bus, metrics);

    const started = performance.now();
    await inParallel(ids, 10, (id) => catalog.update(id));
    const written = performance.now();
    await until(async () => run.applied() >= 1000, 120_000, '1,000 listings in the index');
    const indexed = performance.now();

    expect(await reconcile(catalog, index, run.indexer)).toEqual(clean);
    expect([...run.outcomes.values()].every((list) => list.filter((o) => o === 'applied').length === 1)).toBe(
      true,
    );
    expect(await relay.backlog()).toBe(0);
    const writeSeconds = (written - started) / 1000;
    const totalSeconds = (indexed - started) / 1000;
    report(
      `burst: 1,000 updates written in ${writeSeconds.toFixed(1)} s (${Math.round(1000 / writeSeconds)} writes/s, 10 at a time), all indexed ${totalSeconds.toFixed(1)} s after the first (${Math.round(1000 / totalSeconds)} events/s end to end); lag write → index p50 ${percentile(run.lagMs, 50)} ms, p95 ${percentile(run.lagMs, 95)} ms, max ${percentile(run.lagMs, 100)} ms`,
    );
    await run.subscription.stop();
  });

  it('a consumer killed in the middle of 1,000 updates resumes after a restart: nothing missing, stale or applied twice', async () => {
    const ids = [...(await catalog.listings()).keys()];
    const index = createInProcessIndex();
    const durable = `kill-${randomUUID().slice(0, 8)}`;
    // The first consumer reaches NATS through a relay we can cut: a crash as NATS sees it (no acks, no goodbye).
    const proxy = await startTcpProxy('127.0.0.1', Number(new URL(natsUrl as string).port || 4222));
    closers.push(() => proxy.close());
    const doomedBus = await stream.connect(proxy.url('nats://127.0.0.1:{port}'));
    const first = await startIndexer(doomedBus, index, durable);
    relayFor(bus);

    const toDelete = ids.slice(0, 50);
    const writes = inParallel(ids, 10, (id) => catalog.update(id)).then(() =>
      inParallel(toDelete, 5, (id) => catalog.remove(id)),
    );
    await until(() => first.applied() >= 300, 60_000, 'the first consumer to apply 300 events');
    await proxy.down(); // killed: its connection is gone mid-stream
    const appliedBeforeKill = first.applied();
    // Its handler may finish the event in hand; the acknowledgement never reaches NATS.
    void doomedBus.close().catch(() => {});
    await writes;

    const restarted = performance.now();
    const second = await startIndexer(bus, index, durable, first, first.indexer);
    closers.push(() => second.subscription.stop());
    const expected = ids.length + toDelete.length;
    await until(
      async () => {
        const gaps = await reconcile(catalog, index, first.indexer);
        return (
          gaps.missing.length + gaps.stale.length + gaps.deletedPresent.length === 0 &&
          second.applied() >= expected
        );
      },
      120_000,
      'the index to equal the catalog after the restart',
    );
    const caughtUp = (performance.now() - restarted) / 1000;
    expect(await reconcile(catalog, index, first.indexer)).toEqual(clean);
    const appliedTwice = [...second.outcomes.values()].filter(
      (list) => list.filter((o) => o === 'applied').length > 1,
    );
    expect(appliedTwice).toEqual([]);
    const redelivered = [...second.outcomes.values()].filter((list) => list.length > 1).length;
    report(
      `kill: consumer cut after ${appliedBeforeKill} of ${expected} events; the restarted one caught up in ${caughtUp.toFixed(1)} s; reconcile 0 missing, 0 stale, 0 deleted still present; ${redelivered} redelivered event(s) skipped as duplicates, 0 applied twice`,
    );
  });

  it('the same event twice and an older version after a newer one leave the index correct', async () => {
    const index = createInProcessIndex();
    const durable = `dup-${randomUUID().slice(0, 8)}`;
    const run = await startIndexer(bus, index, durable);
    closers.push(() => run.subscription.stop());
    const event = (version: number, id = randomUUID()): EventEnvelope => ({
      id,
      type: CATALOG_EVENTS.propertyUpserted,
      key: 'property:5000',
      version,
      occurredAt: new Date().toISOString(),
      data: catalogListing({ id: 5000, areaId: 11, emirateId: 1, reference: `v${version}`, version }),
    });
    const v2 = event(2);
    await bus.publish(v2);
    await bus.publish(v2); // same id: dropped by JetStream's duplicate window
    await bus.publish({ ...v2, id: randomUUID() }); // same change under another id: redelivered by a retrying relay
    await bus.publish(event(1)); // an older version arriving late
    await until(() => run.outcomes.size >= 3, 20_000, 'three deliveries');
    const doc = await index.get<{ id: number; version: number; reference: string }>(
      run.indexer.names.listings,
      5000,
    );
    expect(doc).toMatchObject({ version: 2, reference: 'v2' });
    expect([...run.outcomes.values()].flat().sort()).toEqual(['applied', 'stale', 'stale']);
  });

  it('a message that always fails is retried a bounded number of times, parked on deadletter.<type> with its error, and the consumer goes on', async () => {
    const durable = `poison-${randomUUID().slice(0, 8)}`;
    const attempts = new Map<string, number>();
    const handled: string[] = [];
    const parked: EventEnvelope[] = [];
    const watcher = await bus.subscribe(
      { durable: `${durable}-dl`, subjects: ['deadletter.>'] },
      async (event) => {
        parked.push(event);
      },
    );
    closers.push(() => watcher.stop());
    const consumer = await bus.subscribe(
      { durable, subjects: ['content.>'], maxDeliver: 3, ackWaitMs: 3000 },
      async (event) => {
        attempts.set(event.id, (attempts.get(event.id) ?? 0) + 1);
        if (event.key === 'poison') throw new Error('cannot handle this message');
        handled.push(event.key);
      },
    );
    closers.push(() => consumer.stop());
    const poison: EventEnvelope = {
      id: randomUUID(),
      type: 'content.site.updated.v1',
      key: 'poison',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: {},
    };
    await bus.publish(poison);
    await bus.publish({ ...poison, id: randomUUID(), key: 'after' });
    await until(
      () => parked.some((event) => event.key === 'poison') && handled.includes('after'),
      30_000,
      'the dead letter',
    );
    expect(attempts.get(poison.id)).toBe(3);
    const letter = parked.find((event) => event.key === 'poison') as EventEnvelope<{
      error: string;
      deliveries: number;
      consumer: string;
      event: EventEnvelope;
    }>;
    expect(letter.type).toBe('deadletter.content.site.updated.v1');
    expect(letter.data).toMatchObject({
      error: 'cannot handle this message',
      deliveries: 3,
      consumer: durable,
      event: { id: poison.id },
    });
    report(
      `poison: retried 3 times (maxDeliver 3), parked on ${letter.type} with its error; the next event was handled meanwhile`,
    );
  });
});

if (!serversGiven) {
  describe('reliability (needs PostgreSQL and NATS)', () => {
    it.skip(SKIP_REASON, () => {});
  });
}
