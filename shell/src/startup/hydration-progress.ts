import { APP_LIVE_EVENT } from '@manzil/contracts/server-render';
import { hydrationPartsPending, onHydrationPartsSettled } from '@manzil/ui';
import { useEffect } from 'react';

/**
 * Which parts of a server-drawn page are hydrated. The shell hydrates first; each remote module's part and the
 * shell's own page chunk (Suspense boundaries) hydrate when their code has loaded, and the parts inside them that
 * hydrate on their own (`HydrationPart`) after. Once every part the server drew is live, the root gets
 * `data-live`: the page is wholly interactive (the browser journeys wait for it).
 */
export const LIVE_ATTRIBUTE = 'data-live';

let waiting: Set<string> | null = null;
let announced = false;
const whenLive = new Set<() => void>();

/**
 * Once the shell and every module part the server drew have hydrated, every tap can be answered: React hydrates a
 * part that hydrates on its own (`HydrationPart`) at once when it is tapped, since its code is there, but drops a
 * tap on a module's part whose code has not arrived. The gateway's loader holds taps back until this event.
 */
function announceIfModulesLive(): void {
  if (announced || !waiting || waiting.size > 0) return;
  announced = true;
  document.dispatchEvent(new Event(APP_LIVE_EVENT));
}

function markLiveIfDone(): void {
  announceIfModulesLive();
  if ((waiting && waiting.size > 0) || hydrationPartsPending() > 0) return;
  document.getElementById('root')?.setAttribute(LIVE_ATTRIBUTE, '');
  const tasks = [...whenLive];
  whenLive.clear();
  for (const task of tasks) task();
}

/**
 * Runs `task` once every part of the page is live (at once when it is, or when the page was not started from the
 * server's markup): for work the first screen can do without, so it does not compete with hydration for a slow
 * phone's main thread. Returns the cancel.
 */
export function whenPageLive(task: () => void): () => void {
  if (waiting === null || (waiting.size === 0 && hydrationPartsPending() === 0)) {
    task();
    return () => {};
  }
  whenLive.add(task);
  return () => whenLive.delete(task);
}

/** The parts to wait for (the remote modules and the shell page the server drew); none: live once the shell is. */
export function expectParts(parts: readonly string[]): void {
  waiting = new Set(parts);
  onHydrationPartsSettled(markLiveIfDone);
}

/** Called when a part has hydrated (or been drawn by the client). */
export function partLive(part: string): void {
  waiting?.delete(part);
  markLiveIfDone();
}

/** Rendered at the end of a part: its effect runs once the part is hydrated and committed. */
export function PartLive({ part }: { part: string }) {
  useEffect(() => {
    partLive(part);
  }, [part]);
  return null;
}
