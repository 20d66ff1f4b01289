import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import type { DeadLetter } from '../adapters/events/deadletter.ts';
import { createInProcessBus } from '../adapters/events/in-process-bus.ts';
import { createLogger } from '../log/logger.ts';
import type { EventEnvelope } from '../ports/events.ts';
import { consumeEvents, UnreadableEventError } from './consume.ts';

const event = (id: string, type: string, data: unknown, version = 1): EventEnvelope => ({
  id,
  type,
  key: id,
  version,
  occurredAt: new Date().toISOString(),
  data,
});

describe('consumeEvents', () => {
  it('hands on events that match their schema, parks the others (and what the handler finds unreadable) at once', async () => {
    const bus = createInProcessBus({ retryDelayMs: () => 5 });
    const handled: string[] = [];
    const parked: DeadLetter[] = [];
    let outages = 1;
    await bus.subscribe({ durable: 'letters', subjects: ['deadletter.>'] }, async (letter) => {
      parked.push(letter.data as DeadLetter);
    });
    await consumeEvents(
      bus,
      {
        durable: 'test',
        subjects: ['content.>'],
        schemas: { 'content.item.v1': Type.Object({ id: Type.Integer({ minimum: 1 }) }) },
        log: createLogger({ service: 'search', logLevel: 'silent' }),
      },
      async (received) => {
        if (received.id === 'empty') throw new UnreadableEventError('no name');
        if (received.id === 'outage' && outages-- > 0) throw new Error('index down');
        handled.push(received.id);
      },
    );
    await bus.publish(event('bad', 'content.item.v1', { id: 'one' }));
    await bus.publish(event('no-version', 'content.item.v1', { id: 2 }, Number.NaN));
    await bus.publish(event('empty', 'content.item.v1', { id: 3 }));
    await bus.publish(event('outage', 'content.item.v1', { id: 4 }));
    await bus.publish(event('good', 'content.item.v1', { id: 5 }));
    await bus.publish(event('other', 'content.note.v1', { anything: true }));
    await bus.idle();
    // A failure for another reason (the index down) is redelivered, after the events behind it.
    expect(handled).toEqual(['good', 'other', 'outage']);
    expect(parked.map((letter) => [letter.event.id, letter.consumer, letter.deliveries])).toEqual([
      ['bad', 'test', 1],
      ['no-version', 'test', 1],
      ['empty', 'test', 1],
    ]);
    expect(parked[0]?.error).toContain('/id');
    await bus.close();
  });
});
