/** Lets the browser run what is waiting (a tap, a paint) before the next start-up step. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs start-up steps one after the other, each in a task of its own: a phone's main thread is never blocked for
 * the whole start-up at once (Lighthouse counts every task over 50 ms as blocking). A step that fails stops the
 * start-up and rejects, as one long step would have.
 */
export async function runInTasks(
  steps: ReadonlyArray<() => unknown>,
  yieldBetween: () => Promise<void> = yieldToMain,
): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldBetween();
    await step();
  }
}
