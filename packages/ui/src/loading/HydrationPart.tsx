import { memo, type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';

/*
 * The parts not hydrated yet, so the page can tell when it is wholly live (the shell's `data-live`, which the
 * browser journeys wait for): a part counts from when the page around it has committed until its own content has.
 */
const pending = new Set<object>();
const listeners = new Set<() => void>();

function settle(part: object): void {
  if (!pending.delete(part)) return;
  if (pending.size === 0) for (const listener of listeners) listener();
}

/** How many parts of the page have not hydrated yet. */
export function hydrationPartsPending(): number {
  return pending.size;
}

/** Calls `listener` each time the last part not yet hydrated has; returns the unsubscribe. */
export function onHydrationPartsSettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Inside the boundary: its effect runs once the part's own content has hydrated (or been drawn) and committed. */
function Hydrated({ part }: { part: object }) {
  useEffect(() => settle(part), [part]);
  return null;
}

/**
 * A part of a server-drawn page that hydrates on its own (a Suspense boundary): after the page around it, when
 * the browser has time, and at once if the visitor taps inside it first. A tap on the rest of the page (the
 * toolbar) then hydrates only that rest, not every part with it.
 *
 * Give it a memoized child (`useMemo`): while it has not hydrated, a new child would make React hydrate it at
 * once (it cannot tell that nothing changed), which is the work it exists to put off.
 */
export const HydrationPart = memo(function HydrationPart({ children }: { children: ReactNode }) {
  const [part] = useState(() => ({}));
  useLayoutEffect(() => {
    pending.add(part);
    return () => settle(part);
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated part={part} />
    </Suspense>
  );
});
