import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeadLetter } from '../../src/adapters/events/deadletter.ts';
import type { EventBus, EventEnvelope, Subscription } from '../../src/ports/events.ts';
import { eventually, sleep } from '../helpers/wait.ts';

export interface BusUnderTest {
  bus: EventBus;
  /** Removes what the bus left behind (a NATS test stream). */
  cleanup?: () => Promise<void>;
}

let sequence = 0;
export function event(type: string, key: string, data: Record<string, unknown> = {}): EventEnvelope {
  sequence++;
  return { id: randomUUID(), type, key, version: sequence, occurredAt: new Date().toISOString(), data };
}

/**
 * What every event bus adapter must do, run against the in-process bus always and NATS JetStream when
 * NATS_URL is set. The factory must make failed deliveries come back quickly (a few ms).
 */
export function describeEventBusContract(name: string, create: () => Promise<BusUnderTest>): void {
  describe(`event bus contract: ${name}`, () => {
    let under: BusUnderTest;
    let subscriptions: Subscription[];
    let durable: string;

    beforeEach(async () => {
      under = await create();
      subscriptions = [];
      durable = `test-${randomUUID().slice(0, 8)}`;
    });
    afterEach(async () => {
      await Promise.all(subscriptions.map((subscription) => subscription.stop()));
      await under.bus.close();
      await under.cleanup?.();
    });

    const subscribe = async (...args: Parameters<EventBus['subscribe']>) => {
      const subscription = await under.bus.subscribe(...args);
      subscriptions.push(subscription);
      return subscription;
    };

    it('delivers a published event once, with its envelope', async () => {
      const received: Array<{ event: EventEnvelope; deliveryCount: number }> = [];
      await subscribe({ durable, subjects: ['catalog.>'] }, async (incoming, info) => {
        received.push({ event: incoming, deliveryCount: info.deliveryCount });
      });
      const sent = { ...event('catalog.property.upserted.v1', 'p1', { price: 1200000 }), requestId: 'req-1' };
      await under.bus.publish(sent);
      await eventually(() => expect(received).toHaveLength(1));
      expect(received[0]).toEqual({ event: sent, deliveryCount: 1 });
      await sleep(200);
      expect(received).toHaveLength(1);
    });

    it('drops a second publish of the same event id', async () => {
      const received: string[] = [];
      await subscribe({ durable, subjects: ['catalog.>'] }, async (incoming) => {
        received.push(incoming.id);
      });
      const once = event('catalog.property.upserted.v1', 'p1');
      const other = event('catalog.property.upserted.v1', 'p2');
      await under.bus.publish(once);
      await under.bus.publish(once);
      await under.bus.publish(other);
      await eventually(() => expect(received).toContain(other.id));
      await sleep(100);
      expect(received).toEqual([once.id, other.id]);
    });

    it('hands over only the subjects asked for, wildcards included', async () => {
      const received: string[] = [];
      await subscribe({ durable, subjects: ['catalog.*.upserted.v1', 'content.>'] }, async (incoming) => {
        received.push(incoming.type);
      });
      for (const type of [
        'catalog.area.upserted.v1',
        'catalog.area.deleted.v1',
        'contact.enquiry.created.v1',
        'content.site.updated.v1',
      ]) {
        await under.bus.publish(event(type, 'k'));
      }
      await eventually(() => expect(received).toHaveLength(2));
      await sleep(100);
      expect(received).toEqual(['catalog.area.upserted.v1', 'content.site.updated.v1']);
    });

    it('keeps the order of events with the same key, even handled concurrently', async () => {
      const seen = new Map<string, number[]>();
      await subscribe({ durable, subjects: ['catalog.>'], concurrency: 3 }, async (incoming) => {
        await sleep(Math.random() * 10);
        seen.set(incoming.key, [...(seen.get(incoming.key) ?? []), incoming.version]);
      });
      const sent: EventEnvelope[] = [];
      for (let i = 0; i < 12; i++) sent.push(event('catalog.property.upserted.v1', `p${i % 3}`));
      for (const outgoing of sent) await under.bus.publish(outgoing);
      await eventually(() => expect([...seen.values()].flat()).toHaveLength(12));
      for (const key of ['p0', 'p1', 'p2']) {
        const versions = sent.filter((outgoing) => outgoing.key === key).map((outgoing) => outgoing.version);
        expect(seen.get(key)).toEqual(versions);
      }
    });

    it('redelivers after a failure until the handler succeeds', async () => {
      const attempts: number[] = [];
      await subscribe({ durable, subjects: ['catalog.>'], maxDeliver: 5 }, async (_incoming, info) => {
        attempts.push(info.deliveryCount);
        if (info.deliveryCount < 3) throw new Error('index unavailable');
      });
      await under.bus.publish(event('catalog.property.upserted.v1', 'p1'));
      await eventually(() => expect(attempts).toEqual([1, 2, 3]));
      await sleep(300);
      expect(attempts).toEqual([1, 2, 3]);
    });

    it('parks an event on deadletter.<type> after maxDeliver failures, then goes on', async () => {
      const letters: Array<EventEnvelope<DeadLetter>> = [];
      const handled: string[] = [];
      await subscribe({ durable: `${durable}-dlq`, subjects: ['deadletter.>'] }, async (incoming) => {
        letters.push(incoming as EventEnvelope<DeadLetter>);
      });
      const poison = event('catalog.property.upserted.v1', 'bad');
      const fine = event('catalog.property.upserted.v1', 'good');
      await subscribe({ durable, subjects: ['catalog.>'], maxDeliver: 3 }, async (incoming) => {
        if (incoming.id === poison.id) throw new Error('cannot index listing "bad"');
        handled.push(incoming.id);
      });
      await under.bus.publish(poison);
      await under.bus.publish(fine);
      await eventually(() => expect(letters).toHaveLength(1));
      expect(letters[0]?.type).toBe('deadletter.catalog.property.upserted.v1');
      expect(letters[0]?.data).toEqual({
        event: poison,
        consumer: durable,
        deliveries: 3,
        error: 'cannot index listing "bad"',
      });
      await eventually(() => expect(handled).toEqual([fine.id]));
    });

    it('resumes a durable consumer where it stopped', async () => {
      const first: string[] = [];
      const subscription = await under.bus.subscribe(
        { durable, subjects: ['catalog.>'], ackWaitMs: 1000 },
        async (incoming) => {
          first.push(incoming.id);
        },
      );
      const e1 = event('catalog.property.upserted.v1', 'p1');
      await under.bus.publish(e1);
      await eventually(() => expect(first).toEqual([e1.id]));
      await subscription.stop();

      const e2 = event('catalog.property.upserted.v1', 'p2');
      const e3 = event('catalog.property.deleted.v1', 'p1');
      await under.bus.publish(e2);
      await under.bus.publish(e3);
      const second: string[] = [];
      await subscribe({ durable, subjects: ['catalog.>'], ackWaitMs: 1000 }, async (incoming) => {
        second.push(incoming.id);
      });
      await eventually(() => expect(second).toEqual([e2.id, e3.id]));
    });

    it('refuses an event type outside the stream subjects', async () => {
      await expect(under.bus.publish(event('billing.invoice.created.v1', 'i1'))).rejects.toThrow(
        /outside the stream subjects/,
      );
    });

    it('reports its health', async () => {
      expect(await under.bus.health()).toMatchObject({
        name: 'events',
        adapter: under.bus.adapter,
        ok: true,
      });
    });
  });
}
