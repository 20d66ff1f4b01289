import { APP_LIVE_EVENT } from '@manzil/contracts/server-render';
import {
  memo,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';

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

/*
 * The page's modules are live (the shell's APP_LIVE_EVENT): parts that hydrate after them (`afterLive`) may start.
 * Listened for from when this module is evaluated, before any page is hydrated, so the event cannot be missed. A
 * module whose code never arrives (a stalled network) must not leave those parts dead: they start anyway
 * GATE_LIMIT_MS after the first of them waited.
 */
const GATE_LIMIT_MS = 20_000;
let pageLive = false;
let gateTimer: ReturnType<typeof setTimeout> | undefined;
let releasePageLive: () => void = () => {};
const pageLiveSignal = new Promise<void>((resolve) => {
  releasePageLive = resolve;
});
function openGate(): void {
  pageLive = true;
  clearTimeout(gateTimer);
  // Marked as settled, as React reads a promise it is given: `use` then answers at once, without suspending.
  Object.assign(pageLiveSignal, { status: 'fulfilled', value: undefined });
  releasePageLive();
}
if (typeof document !== 'undefined') document.addEventListener(APP_LIVE_EVENT, openGate, { once: true });

const noSubscription = () => () => {};

/**
 * While the page is being hydrated and its modules are not live yet, suspends: React then leaves the part's server
 * markup as it is (shown, not yet answering) and hydrates it once the signal has come. A part drawn by the client
 * (a later page, a client-drawn page) never waits: `useSyncExternalStore` gives its server value only during
 * hydration.
 */
function WaitForPageLive() {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // The server's render never waits (it has no page to go live).
  if (hydrating && typeof document !== 'undefined') {
    if (!pageLive) gateTimer ??= setTimeout(openGate, GATE_LIMIT_MS);
    // Called on every hydrating render, the one after the wait too (React expects the same `use` calls).
    use(pageLiveSignal);
  }
  return null;
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
export const HydrationPart = memo(function HydrationPart({
  children,
  afterLive = false,
}: {
  children: ReactNode;
  /**
   * Hydrate only once the page's modules are live (APP_LIVE_EVENT): for a part below the first screen, so the
   * first screen's modules hydrate (and answer taps) without waiting for it. A tap on the part before then is held
   * back by the gateway's loader like any other until that moment, and then hydrates the part first. Never
   * around a module's part: the page's modules would then wait for each other.
   */
  afterLive?: boolean;
}) {
  const [part] = useState(() => ({}));
  useLayoutEffect(() => {
    pending.add(part);
    return () => settle(part);
  }, [part]);
  return (
    <Suspense fallback={null}>
      {afterLive ? <WaitForPageLive /> : null}
      {children}
      <Hydrated part={part} />
    </Suspense>
  );
});
