import { describe, expect, it } from 'vitest';
import { runInTasks, yieldToMain } from './run-in-tasks.ts';

describe('runInTasks', () => {
  it('runs the steps in order, yielding to the browser between them and not before the first', async () => {
    const events: string[] = [];
    const yieldBetween = async () => {
      events.push('yield');
    };
    await runInTasks(
      [
        () => events.push('react'),
        async () => {
          await Promise.resolve();
          events.push('styles');
        },
        () => events.push('page'),
      ],
      yieldBetween,
    );
    expect(events).toEqual(['react', 'yield', 'styles', 'yield', 'page']);
  });

  it('stops at a step that fails and rejects with its error', async () => {
    const ran: string[] = [];
    const failure = new Error('chunk failed to load');
    await expect(
      runInTasks([() => ran.push('first'), () => Promise.reject(failure), () => ran.push('never')]),
    ).rejects.toBe(failure);
    expect(ran).toEqual(['first']);
  });

  it('yields in a later task: a timer queued before it runs first', async () => {
    const events: string[] = [];
    setTimeout(() => events.push('timer'), 0);
    await yieldToMain();
    events.push('after yield');
    expect(events).toEqual(['timer', 'after yield']);
  });
});
