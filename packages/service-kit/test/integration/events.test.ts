import { randomBytes } from 'node:crypto';
import { natsForTests } from '@manzil/test-servers';
import { connect, headers as natsHeaders } from 'nats';
import { afterAll, describe, expect, it } from 'vitest';
import { createInProcessBus } from '../../src/adapters/events/in-process-bus.ts';
import { connectNatsBus } from '../../src/adapters/events/nats-bus.ts';
import { StartupError } from '../../src/config/config-error.ts';
import { currentRequestId } from '../../src/http/request-context.ts';
import { describeEventBusContract, event } from '../contracts/event-bus-contract.ts';
import { eventually } from '../helpers/wait.ts';

const fastRetry = () => 20;

describeEventBusContract('in-process', async () => ({
  bus: createInProcessBus({ retryDelayMs: fastRetry }),
}));

const nats = await natsForTests();
afterAll(() => nats.stop());
const natsUrl = nats.url;
describe.skipIf(!natsUrl)('on NATS JetStream', () => {
  it('takes the request id from the x-request-id header and handles the event under it', async () => {
    const id = randomBytes(4).toString('hex');
    const stream = `KIT_TEST_${id}`;
    const bus = await connectNatsBus({ url: natsUrl as string, stream, subjectPrefix: `kit${id}.` });
    const nc = await connect({ servers: natsUrl as string });
    try {
      const seen: Array<{ requestId?: string; during?: string }> = [];
      await bus.subscribe({ durable: 'traced', subjects: ['catalog.>'] }, async (incoming) => {
        seen.push({ requestId: incoming.requestId, during: currentRequestId() });
      });
      // Published by another tool with the id only in the header.
      const withoutId = event('catalog.area.upserted.v1', 'a1');
      const headers = natsHeaders();
      headers.set('x-request-id', 'from-header');
      await nc
        .jetstream()
        .publish(`kit${id}.catalog.area.upserted.v1`, new TextEncoder().encode(JSON.stringify(withoutId)), {
          headers,
        });
      // Published by the bus: the envelope's id also goes out as the header.
      await bus.publish({ ...event('catalog.area.upserted.v1', 'a2'), requestId: 'from-envelope' });
      await eventually(() => expect(seen).toHaveLength(2));
      expect(seen).toEqual([
        { requestId: 'from-header', during: 'from-header' },
        { requestId: 'from-envelope', during: 'from-envelope' },
      ]);
      const stored = await (await nc.jetstreamManager()).streams.getMessage(stream, { seq: 2 });
      expect(stored.header.get('x-request-id')).toBe('from-envelope');
    } finally {
      await bus.close();
      await (await nc.jetstreamManager()).streams.delete(stream).catch(() => {});
      await nc.close();
    }
  });

  describeEventBusContract('NATS JetStream', async () => {
    // Each test gets its own stream and subjects: JetStream refuses overlapping streams, and other runs share the server.
    const id = randomBytes(4).toString('hex');
    const stream = `KIT_TEST_${id}`;
    const bus = await connectNatsBus({
      url: natsUrl as string,
      stream,
      subjectPrefix: `kit${id}.`,
      retryDelayMs: fastRetry,
    });
    return {
      bus,
      cleanup: async () => {
        const nc = await connect({ servers: natsUrl as string });
        await (await nc.jetstreamManager()).streams.delete(stream).catch(() => {});
        await nc.close();
      },
    };
  });
});

describe('in-process bus', () => {
  it('forgets an id after the duplicate window, like JetStream', async () => {
    const bus = createInProcessBus({ duplicateWindowMs: 50 });
    const received: string[] = [];
    await bus.subscribe({ durable: 'd', subjects: ['catalog.>'] }, async (incoming) => {
      received.push(incoming.id);
    });
    const once = event('catalog.area.upserted.v1', 'a1');
    await bus.publish(once);
    await bus.idle();
    await new Promise((resolve) => setTimeout(resolve, 80));
    await bus.publish(once);
    await bus.idle();
    expect(received).toEqual([once.id, once.id]);
    await bus.close();
  });

  it('tells when every consumer has caught up', async () => {
    const bus = createInProcessBus({ retryDelayMs: () => 5 });
    let handled = 0;
    await bus.subscribe({ durable: 'd', subjects: ['catalog.>'] }, async (_incoming, info) => {
      if (info.deliveryCount === 1) throw new Error('first try fails');
      handled++;
    });
    for (let i = 0; i < 5; i++) await bus.publish(event('catalog.area.upserted.v1', `a${i}`));
    await bus.idle();
    expect(handled).toBe(5);
    await bus.close();
  });
});

describe('NATS connection problems', () => {
  it('stops the start with one line when NATS cannot be reached', async () => {
    const error = await connectNatsBus({ url: 'nats://127.0.0.1:1', connectTimeoutMs: 1000 }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      'Cannot reach NATS at nats://127.0.0.1:1 (NATS_URL): connection refused. Start NATS or unset NATS_URL to use the in-process bus.',
    );
  });
});
