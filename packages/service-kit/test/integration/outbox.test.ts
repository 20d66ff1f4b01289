import { randomBytes } from 'node:crypto';
import { natsForTests, postgresForTests } from '@manzil/test-servers';
import { connect } from 'nats';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseTargetFor } from '../../src/adapters/database/database-target.ts';
import { openDatabase } from '../../src/adapters/database/open-database.ts';
import { createInProcessBus } from '../../src/adapters/events/in-process-bus.ts';
import { connectNatsBus } from '../../src/adapters/events/nats-bus.ts';
import {
  insertOutboxEvent,
  insertOutboxEvents,
  newEvent,
  type OutboxRelay,
  outboxTableSql,
  startOutboxRelay,
} from '../../src/events/outbox.ts';
import { currentRequestId, runWithRequestId } from '../../src/http/request-context.ts';
import type { Database } from '../../src/ports/database.ts';
import type { EventBus, EventEnvelope } from '../../src/ports/events.ts';
import {
  createClient,
  dropDatabase,
  migrationsDir,
  type TestClient,
  tempDir,
  uniqueService,
} from '../helpers/fixtures.ts';
import { eventually, sleep } from '../helpers/wait.ts';

const schema = 'kit';

/** A bus that fails while `down` is true, to stand for NATS being unreachable. */
function flakyBus(inner: EventBus): EventBus & { down: boolean } {
  return Object.assign(Object.create(inner) as EventBus, {
    down: false,
    async publish(this: { down: boolean }, event: EventEnvelope) {
      if (this.down) throw new Error('nats: connection closed');
      await inner.publish(event);
    },
  });
}

async function writeNoteWithEvent(db: Database<TestClient>, title: string, key: string, version: number) {
  const event = newEvent({ type: 'content.note.saved.v1', key, version, data: { title } });
  await db.client.$transaction(async (tx) => {
    await tx.note.create({ data: { title } });
    await insertOutboxEvent(tx, event, { schema });
  });
  return event;
}

function describeOutbox(
  name: string,
  setup: () => Promise<{ db: Database<TestClient>; bus: EventBus; cleanup: () => Promise<void> }>,
) {
  describe(`outbox on ${name}`, () => {
    let db: Database<TestClient>;
    let bus: EventBus;
    let cleanup: () => Promise<void>;
    const relays: OutboxRelay[] = [];
    const relay = (overrides: Partial<Parameters<typeof startOutboxRelay>[0]> = {}) => {
      const started = startOutboxRelay({
        db: db.client,
        bus,
        schema,
        pollMs: 20,
        maxBackoffMs: 100,
        ...overrides,
      });
      relays.push(started);
      return started;
    };

    beforeAll(async () => {
      ({ db, bus, cleanup } = await setup());
    });
    afterEach(async () => {
      await Promise.all(relays.splice(0).map((started) => started.stop()));
    });
    afterAll(async () => {
      await cleanup();
    });

    it('publishes committed events in order, once, and stamps them', async () => {
      const received: EventEnvelope[] = [];
      const durable = `outbox-${randomBytes(3).toString('hex')}`;
      const subscription = await bus.subscribe({ durable, subjects: ['content.>'] }, async (event) => {
        received.push(event);
      });
      const written = [
        await writeNoteWithEvent(db, 'one', 'n1', 1),
        await writeNoteWithEvent(db, 'two', 'n1', 2),
        await writeNoteWithEvent(db, 'three', 'n2', 1),
      ];
      relay();
      await eventually(() =>
        expect(received.map((event) => event.id)).toEqual(written.map((event) => event.id)),
      );
      expect(received[0]).toEqual(written[0]);
      const [row] = await db.client.$queryRawUnsafe<Array<{ waiting: number; attempts: number }>>(
        `SELECT count(*) FILTER (WHERE published_at IS NULL)::int AS waiting, min(attempts)::int AS attempts FROM kit.outbox WHERE id = ANY($1::uuid[])`,
        written.map((event) => event.id),
      );
      expect(row).toEqual({ waiting: 0, attempts: 1 });
      await subscription.stop();
    });

    it('writes many events in one go (insertOutboxEvents) and publishes every one of them once', async () => {
      const durable = `outbox-many-${randomBytes(3).toString('hex')}`;
      const received: string[] = [];
      const subscription = await bus.subscribe({ durable, subjects: ['content.>'] }, async (event) => {
        if (event.key.startsWith('many-')) received.push(event.id);
      });
      const events: EventEnvelope<unknown>[] = Array.from({ length: 1_250 }, (_, i) =>
        newEvent({ type: 'content.note.saved.v1', key: `many-${i}`, version: 1, data: { i } }),
      );
      events.push(newEvent({ type: 'content.note.saved.v1', key: 'many-null', version: 1, data: null }));
      await db.client.$transaction(async (tx) => insertOutboxEvents(tx, events, { schema }));
      await relay().flush();
      await vi.waitFor(() => expect(received).toHaveLength(events.length), { timeout: 20_000 });
      expect(new Set(received)).toEqual(new Set(events.map((event) => event.id)));
      await subscription.stop();
    });

    it('publishes nothing for a change that rolled back', async () => {
      const relayed = relay();
      await relayed.flush();
      const before = await relayed.backlog();
      const event = newEvent({ type: 'content.note.saved.v1', key: 'rollback', version: 1, data: {} });
      await expect(
        db.client.$transaction(async (tx) => {
          await insertOutboxEvent(tx, event, { schema });
          throw new Error('validation failed after the insert');
        }),
      ).rejects.toThrow('validation failed');
      expect(await relayed.backlog()).toBe(before);
    });

    it('keeps events while the bus is down, records why, and catches up in order', async () => {
      const flaky = flakyBus(bus);
      flaky.down = true;
      const received: string[] = [];
      const durable = `outbox-${randomBytes(3).toString('hex')}`;
      const subscription = await bus.subscribe({ durable, subjects: ['content.>'] }, async (event) => {
        received.push(event.id);
      });
      const relayed = relay({ bus: flaky });
      const first = await writeNoteWithEvent(db, 'a', 'down-1', 1);
      const second = await writeNoteWithEvent(db, 'b', 'down-1', 2);
      await expect(relayed.flush()).rejects.toThrow('nats: connection closed');
      expect(await relayed.backlog()).toBeGreaterThanOrEqual(2);
      const [row] = await db.client.$queryRawUnsafe<Array<{ attempts: number; last_error: string }>>(
        'SELECT attempts, last_error FROM kit.outbox WHERE id = $1::uuid',
        first.id,
      );
      expect(row?.attempts).toBeGreaterThanOrEqual(1);
      expect(row?.last_error).toBe('nats: connection closed');

      flaky.down = false;
      relayed.notify();
      await eventually(() => expect(received).toEqual(expect.arrayContaining([first.id, second.id])));
      expect(received.indexOf(first.id)).toBeLessThan(received.indexOf(second.id));
      // The consumer may see an event before the relay's transaction stamping it has committed.
      await eventually(async () => expect(await relayed.backlog()).toBe(0));
      expect(await relayed.health()).toMatchObject({ name: 'outbox:kit', ok: true });
      await subscription.stop();
    });

    it('carries the request id of the change to the consumer, which handles it under that id', async () => {
      // A table made by today's outboxTableSql has the request_id column (the fixture's older one does not).
      const traced = 'kit_traced';
      await db.client.$executeRawUnsafe(`CREATE SCHEMA IF NOT EXISTS "${traced}"`);
      await db.client.$executeRawUnsafe(`DROP TABLE IF EXISTS "${traced}"."outbox"`);
      for (const statement of outboxTableSql(traced)
        .split(';')
        .filter((part) => part.trim())) {
        await db.client.$executeRawUnsafe(statement);
      }
      const seen: Array<{ id: string; requestId?: string; during?: string }> = [];
      const durable = `outbox-${randomBytes(3).toString('hex')}`;
      const subscription = await bus.subscribe({ durable, subjects: ['content.>'] }, async (event) => {
        seen.push({ id: event.id, requestId: event.requestId, during: currentRequestId() });
      });
      const write = (target: string, key: string) =>
        runWithRequestId('req-trace-1', () =>
          db.client.$transaction(async (tx) => {
            const event = newEvent({ type: 'content.note.saved.v1', key, version: 1, data: { key } });
            expect(event.requestId).toBe('req-trace-1');
            await insertOutboxEvent(tx, event, { schema: target });
            return event;
          }),
        );
      const tracedEvent = await write(traced, 'traced-1');
      // The older table keeps working; it just cannot keep the id.
      const legacyEvent = await write(schema, 'legacy-1');
      relay({ schema: traced });
      relay();
      await eventually(() =>
        expect(seen.map((entry) => entry.id)).toEqual(
          expect.arrayContaining([tracedEvent.id, legacyEvent.id]),
        ),
      );
      expect(seen.find((entry) => entry.id === tracedEvent.id)).toEqual({
        id: tracedEvent.id,
        requestId: 'req-trace-1',
        during: 'req-trace-1',
      });
      expect(seen.find((entry) => entry.id === legacyEvent.id)?.requestId).toBeUndefined();
      await subscription.stop();
    });

    it('polls an empty outbox less and less often, and a wake-up publishes at once', async () => {
      // What the relay asks the database, counted: an idle relay should cost it little.
      let statements = 0;
      const counted = new Proxy(db.client, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver);
          if (name !== '$queryRawUnsafe' && name !== '$transaction') return value;
          return (...args: unknown[]) => {
            statements++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const received: string[] = [];
      const durable = `outbox-idle-${randomBytes(3).toString('hex')}`;
      const subscription = await bus.subscribe({ durable, subjects: ['content.>'] }, async (event) => {
        received.push(event.id);
      });
      const relayed = relay({ db: counted, pollMs: 20, idlePollMs: 200 });
      await relayed.flush();
      statements = 0;
      await sleep(1_000);
      // At a steady 20 ms that would be some 50 polls; doubling to 200 ms, 8 or so.
      expect(statements).toBeGreaterThanOrEqual(3);
      expect(statements).toBeLessThanOrEqual(12);

      // A commit that wakes the relay goes out at once, well before the next idle poll would.
      const slow = relay({ pollMs: 20, idlePollMs: 60_000 });
      await slow.flush();
      await sleep(100);
      const woken = await writeNoteWithEvent(db, 'woken', 'idle-1', 1);
      slow.notify();
      await eventually(() => expect(received).toContain(woken.id), 5_000);

      // One written without a wake-up still goes out, at the latest one idle pause later.
      await slow.stop();
      const quiet = await writeNoteWithEvent(db, 'quiet', 'idle-1', 2);
      await eventually(() => expect(received).toContain(quiet.id), 5_000);
      expect(received.indexOf(woken.id)).toBeLessThan(received.indexOf(quiet.id));
      await subscription.stop();
    });

    it('polls again at once when woken while a poll was looking, before the commit', async () => {
      // The relay's look for waiting events is answered from before the commit, and the wake-up comes while it is
      // in flight: without a second look, the event would wait for the next poll (a minute here).
      let hold: Promise<void> | undefined;
      const held = new Proxy(db.client, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver);
          if (name !== '$queryRawUnsafe') return value;
          return async (...args: unknown[]) => {
            const answer = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            if (hold && String(args[0]).includes('EXISTS')) await hold;
            return answer;
          };
        },
      });
      const received: string[] = [];
      const durable = `outbox-race-${randomBytes(3).toString('hex')}`;
      const subscription = await bus.subscribe({ durable, subjects: ['content.>'] }, async (event) => {
        received.push(event.id);
      });
      const relayed = relay({ db: held, pollMs: 60_000, idlePollMs: 60_000 });
      await relayed.flush();
      let release = () => {};
      hold = new Promise((resolve) => {
        release = resolve;
      });
      relayed.notify(); // a poll starts and is held after its look
      await sleep(50);
      const event = await writeNoteWithEvent(db, 'raced', 'race-1', 1);
      relayed.notify();
      hold = undefined;
      release();
      await eventually(() => expect(received).toContain(event.id), 5_000);
      await subscription.stop();
    });

    it('publishes each event once when two relays run at the same time', async () => {
      const received: string[] = [];
      const durable = `outbox-${randomBytes(3).toString('hex')}`;
      const subscription = await bus.subscribe({ durable, subjects: ['content.>'] }, async (event) => {
        received.push(event.id);
      });
      const written: EventEnvelope[] = [];
      for (let i = 0; i < 20; i++) written.push(await writeNoteWithEvent(db, `n${i}`, `k${i % 4}`, i + 1));
      relay({ batchSize: 3 });
      relay({ batchSize: 3 });
      await eventually(() =>
        expect(received).toEqual(expect.arrayContaining(written.map((event) => event.id))),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const mine = received.filter((id) => written.some((event) => event.id === id));
      expect(mine).toEqual(written.map((event) => event.id));
      await subscription.stop();
    });
  });
}

describeOutbox('PGlite and the in-process bus', async () => {
  const data = await tempDir('kit-outbox-');
  const db = await openDatabase({
    service: 'outbox',
    migrationsDir,
    createClient,
    config: { dataDir: data.dir, serviceDatabaseUrls: {} },
  });
  const bus = createInProcessBus();
  return {
    db,
    bus,
    cleanup: async () => {
      await bus.close();
      await db.close();
      await data.remove();
    },
  };
});

const postgres = await postgresForTests();
afterAll(() => postgres.stop());
const nats = await natsForTests();
afterAll(() => nats.stop());
const databaseUrl = postgres.url;
const natsUrl = nats.url;
describe.skipIf(!databaseUrl || !natsUrl)('on PostgreSQL and NATS JetStream', () => {
  describeOutbox('PostgreSQL and NATS JetStream', async () => {
    const service = uniqueService();
    const config = { dataDir: '', databaseUrl, serviceDatabaseUrls: {} };
    const db = await openDatabase({ service, migrationsDir, createClient, config });
    const id = randomBytes(4).toString('hex');
    const stream = `KIT_TEST_${id}`;
    const bus = await connectNatsBus({ url: natsUrl as string, stream, subjectPrefix: `kit${id}.` });
    return {
      db,
      bus,
      cleanup: async () => {
        await bus.close();
        await db.close();
        const target = databaseTargetFor(config, service);
        if (target.kind === 'postgres' && target.create)
          await dropDatabase(target.create.adminUrl, target.create.database);
        const nc = await connect({ servers: natsUrl as string });
        await (await nc.jetstreamManager()).streams.delete(stream).catch(() => {});
        await nc.close();
      },
    };
  });
});

describe('outbox SQL', () => {
  it('creates the table the relay reads, in the service schema', () => {
    const sql = outboxTableSql('catalog');
    expect(sql).toContain('CREATE TABLE "catalog"."outbox"');
    expect(sql).toContain('"published_at" TIMESTAMPTZ(3)');
    expect(sql).toContain('"request_id" TEXT');
    expect(() => outboxTableSql('catalog"; DROP TABLE x; --')).toThrow('not a valid schema name');
  });
});
