import { randomUUID } from 'node:crypto';
import {
  createInProcessIndex,
  createServer,
  type EventBus,
  type EventEnvelope,
  HealthRegistry,
  healthRoutes,
  loadConfig,
  type OutboxClient,
  type OutboxRelay,
  openDatabase,
  startOutboxRelay,
} from '@manzil/service-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogClient, MIGRATIONS_DIR } from '../../services/catalog/src/db.ts';
import {
  type CatalogFixture,
  clean,
  inParallel,
  natsUrl,
  OUTBOX_SCHEMA,
  openCatalog,
  reconcile,
  report,
  SKIP_REASON,
  serversGiven,
  silent,
  startIndexer,
  testStream,
  until,
} from './helpers/harness.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';

const natsPort = () => Number(new URL(natsUrl as string).port || 4222);

describe.skipIf(!serversGiven)('outages', () => {
  let catalog: CatalogFixture;
  const closers: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    catalog = await openCatalog();
    await catalog.seed(100);
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => {});
  });
  afterAll(async () => {
    await catalog?.cleanup();
  });

  const relayFor = (bus: EventBus): OutboxRelay => {
    const relay = startOutboxRelay({
      db: catalog.db.client,
      bus,
      schema: OUTBOX_SCHEMA,
      pollMs: 50,
      maxBackoffMs: 400,
      log: silent,
    });
    closers.push(() => relay.stop());
    return relay;
  };

  it('NATS unreachable while admins keep writing: every write succeeds, events wait in the outbox, then are delivered', async () => {
    const stream = testStream();
    closers.push(() => stream.cleanup());
    const consumerBus = await stream.connect();
    closers.push(() => consumerBus.close());
    // The catalog reaches NATS through a relay we can cut (the machine's NATS keeps running).
    const proxy: TcpProxy = await startTcpProxy('127.0.0.1', natsPort());
    closers.push(() => proxy.close());
    const catalogBus = await stream.connect(proxy.url('nats://127.0.0.1:{port}'));
    closers.push(() => catalogBus.close());
    const index = createInProcessIndex();
    const run = await startIndexer(consumerBus, index, `outage-${randomUUID().slice(0, 8)}`);
    closers.push(() => run.subscription.stop());
    const relay = relayFor(catalogBus);
    await relay.flush().catch(() => 0);

    await proxy.down();
    const ids = [...(await catalog.listings()).keys()];
    const started = performance.now();
    await inParallel(ids, 5, (id) => catalog.update(id)); // none of these may fail
    const writeMs = performance.now() - started;
    await until(
      async () => (await relay.backlog()) === ids.length,
      30_000,
      'every event to wait in the outbox',
    );
    await until(async () => !(await relay.health()).ok, 30_000, 'the relay to report it cannot publish');
    expect(run.applied()).toBe(0);
    const health = await relay.health();
    expect(health.detail).toMatch(/100 waiting; last error: /);

    const back = performance.now();
    await proxy.up();
    relay.notify();
    await until(() => run.applied() >= ids.length, 60_000, 'the waiting events to reach the index');
    const deliveredMs = performance.now() - back;
    // Publishes the client buffered during the outage may land before the relay stamps its own retry.
    await until(async () => (await relay.backlog()) === 0, 30_000, 'the outbox to be empty');
    expect(await reconcile(catalog, index, run.indexer)).toEqual(clean);
    report(
      `NATS outage: ${ids.length} writes all succeeded in ${Math.round(writeMs)} ms with NATS cut off; ${ids.length} events waited in the outbox; all indexed ${(deliveredMs / 1000).toFixed(1)} s after NATS came back (client reconnect + relay backoff)`,
    );
  });

  it('a relay killed between publishing and marking sent publishes again: the duplicates are harmless', async () => {
    const stream = testStream();
    closers.push(() => stream.cleanup());
    const bus = await stream.connect();
    closers.push(() => bus.close());
    const index = createInProcessIndex();
    const run = await startIndexer(bus, index, `crash-${randomUUID().slice(0, 8)}`);
    closers.push(() => run.subscription.stop());

    // This relay publishes every event, then dies before its transaction stamping them commits (rolled back).
    const published: EventEnvelope[] = [];
    const counting: EventBus = Object.assign(Object.create(bus) as EventBus, {
      async publish(event: EventEnvelope) {
        await bus.publish(event);
        published.push(event);
      },
    });
    const client = catalog.db.client;
    const dyingDb: OutboxClient = {
      $queryRawUnsafe: (query, ...values) => client.$queryRawUnsafe(query, ...values),
      $executeRawUnsafe: (query, ...values) => client.$executeRawUnsafe(query, ...values),
      $transaction: (fn, options) =>
        client.$transaction(async (tx) => {
          await fn(tx);
          throw new Error('relay process killed before COMMIT');
        }, options),
    };
    const ids = [...(await catalog.listings()).keys()].slice(0, 20);
    await inParallel(ids, 5, (id) => catalog.update(id));
    const crashed = startOutboxRelay({
      db: dyingDb,
      bus: counting,
      schema: OUTBOX_SCHEMA,
      pollMs: 50,
      log: silent,
    });
    await crashed.flush().catch(() => 0);
    await crashed.stop();
    // The restarted relay finds them still unsent (the stamp rolled back or never happened) and sends again.
    const backlogAfterCrash = await crashed.backlog();
    expect(backlogAfterCrash).toBeGreaterThan(0);
    const restarted = relayFor(bus);
    await until(
      async () => (await restarted.backlog()) === 0,
      30_000,
      'the restarted relay to send the outbox',
    );
    await until(async () => run.outcomes.size >= 20, 30_000, 'the 20 events');
    expect(await reconcile(catalog, index, run.indexer, ids)).toEqual(clean);
    const appliedTwice = [...run.outcomes.values()].filter(
      (list) => list.filter((o) => o === 'applied').length > 1,
    );
    expect(appliedTwice).toEqual([]);
    report(
      `relay crash: ${published.length} events published, then the relay died before COMMIT: ${backlogAfterCrash} still unsent and published again by the restarted relay; JetStream dropped the repeated ids (duplicate window), the index applied each change once`,
    );
  });

  it('PostgreSQL connection drop under load: requests answer 503 during the outage, then recover without a restart', async () => {
    const proxy = await startTcpProxy('127.0.0.1', Number(new URL(catalog.url).port || 5432));
    closers.push(() => proxy.close());
    const url = new URL(catalog.url);
    url.port = String(proxy.port);
    url.hostname = '127.0.0.1';
    const database = await openDatabase({
      service: 'catalog',
      migrationsDir: MIGRATIONS_DIR,
      createClient: createCatalogClient,
      config: { dataDir: '', serviceDatabaseUrls: { catalog: url.toString() } },
      log: silent,
    });
    closers.push(() => database.close());
    const health = new HealthRegistry();
    health.register(database);
    const app = createServer(loadConfig('catalog', { NODE_ENV: 'test' }), { logger: silent });
    await app.register(healthRoutes, { registry: health });
    app.get('/api/listings/count', async () => {
      const [row] = await database.client.$queryRawUnsafe<Array<{ count: number }>>(
        'SELECT count(*)::int AS count FROM public.reliability_listings',
      );
      return { count: row?.count };
    });
    closers.push(() => app.close());
    const ask = () => app.inject({ url: '/api/listings/count' });
    const load = async (count: number) => {
      const answers = await Promise.all(Array.from({ length: count }, ask));
      return answers.map((answer) => answer.statusCode);
    };

    expect(new Set(await load(20))).toEqual(new Set([200]));
    await proxy.down();
    const cut = performance.now();
    const during = await load(20);
    const failFastMs = performance.now() - cut;
    expect(new Set(during)).toEqual(new Set([503]));
    const refused = await ask();
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ error: 'service_unavailable' });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);

    await proxy.up();
    const back = performance.now();
    await until(async () => (await ask()).statusCode === 200, 30_000, 'requests to succeed again');
    const recoveredMs = performance.now() - back;
    expect(new Set(await load(20))).toEqual(new Set([200]));
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    report(
      `PostgreSQL drop: 20 concurrent requests all answered 503 (Retry-After 5) within ${Math.round(failFastMs)} ms of the cut; readiness 503; first 200 ${Math.round(recoveredMs)} ms after the database came back, same process and pool`,
    );
  });
});

if (!serversGiven) {
  describe('outages (needs PostgreSQL and NATS)', () => {
    it.skip(SKIP_REASON, () => {});
  });
}
