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
import { useInRouterContext, useLocation } from 'react-router-dom';

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
  markFulfilled(pageLiveSignal);
  releasePageLive();
}
if (typeof document !== 'undefined') document.addEventListener(APP_LIVE_EVENT, openGate, { once: true });

const noSubscription = () => () => {};

/** A promise marked as settled the way React reads one it is given: `use` then answers at once, without suspending. */
function markFulfilled(signal: Promise<void>): void {
  Object.assign(signal, { status: 'fulfilled', value: undefined });
}

/**
 * While the page is being hydrated, suspends until `signal` has come: React then leaves the part's server markup as
 * it is (shown, not yet answering) and hydrates it once the signal has come. A part drawn by the client (a later
 * page, a client-drawn page) never waits: `useSyncExternalStore` gives its server value only during hydration.
 */
function WaitFor({ signal }: { signal: Promise<void> }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // The server's render never waits (it has no page to go live).
  if (hydrating && typeof document !== 'undefined') {
    if (!pageLive) gateTimer ??= setTimeout(openGate, GATE_LIMIT_MS);
    // Called on every hydrating render, the one after the wait too (React expects the same `use` calls).
    use(signal);
  } else if ((signal as { status?: string }).status === 'fulfilled') {
    // A part React draws afresh after it waited (it gave up hydrating it) reads the signal too, which answers at
    // once: the same `use` calls as the render that waited.
    use(signal);
  }
  return null;
}

/*
 * What a visitor does inside a part that has not hydrated yet: each makes it hydrate at once. Listened for on the
 * document in the capture phase, so the part is released before React's own listener on the root sees the event
 * (React then hydrates the part synchronously and hands it the event; an event on a part that stays dehydrated is
 * stopped there and lost).
 */
const VISITOR_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click', 'input', 'change', 'submit'] as const;

/** How far ahead of the screen a part starts hydrating as the visitor scrolls towards it. */
const NEAR_MARGIN = '25% 0px';

/**
 * The signal of a part that hydrates when seen: it comes once the page's modules are live and the part's element
 * (`elementId`) is within NEAR_MARGIN of the screen, or at once when the visitor acts inside the element. `watch`
 * starts looking (once the part has committed, so its markup is there) and returns the stop; `close` ends it once
 * the part has been drawn.
 */
function viewSignal(elementId: string, onOpen: () => void) {
  let release: () => void = () => {};
  const signal = new Promise<void>((resolve) => {
    release = resolve;
  });
  let open = false;
  let near = false;
  let stop: () => void = () => {};
  const openNow = () => {
    if (open) return;
    open = true;
    stop();
    onOpen();
    markFulfilled(signal);
    release();
  };
  const watch = () => {
    const element = document.getElementById(elementId);
    if (!element || typeof IntersectionObserver === 'undefined') {
      void pageLiveSignal.then(openNow);
      return () => {};
    }
    const act = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) openNow();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting);
        if (near && pageLive) openNow();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    void pageLiveSignal.then(() => {
      if (near) openNow();
    });
    for (const type of VISITOR_EVENTS) document.addEventListener(type, act, { capture: true, passive: true });
    stop = () => {
      observer.disconnect();
      for (const type of VISITOR_EVENTS) document.removeEventListener(type, act, { capture: true });
    };
    return () => stop();
  };
  /** The part has been drawn (hydrated, or drawn by the client without waiting): nothing more to watch. */
  const close = () => {
    open = true;
    stop();
  };
  return { signal, watch, open: openNow, close };
}

/**
 * Beside a part that waits to be seen, ahead of it: a navigation (every link inside reads the router's location)
 * hydrates the part first. React draws this before it reaches the part in the same pass, so the part hydrates and
 * then takes the new location; otherwise React would draw it again from scratch (which it reports as an error), or,
 * since a navigation is a transition, hold the navigation back until the part is seen.
 */
function OpenOnNavigation({ open }: { open: () => void }) {
  const location = useLocation();
  const [first] = useState(location);
  if (location !== first) open();
  return null;
}

/** Inside the boundary: its effect runs once the part's own content has hydrated (or been drawn) and committed. */
function Hydrated({ part, onDrawn }: { part: object; onDrawn?: () => void }) {
  useEffect(() => {
    onDrawn?.();
    settle(part);
  }, [part, onDrawn]);
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
  onView,
}: {
  children: ReactNode;
  /**
   * Hydrate only once the page's modules are live (APP_LIVE_EVENT): for a part below the first screen, so the
   * first screen's modules hydrate (and answer taps) without waiting for it. A tap on the part before then is held
   * back by the gateway's loader like any other until that moment, and then hydrates the part first. Never
   * around a module's part: the page's modules would then wait for each other.
   */
  afterLive?: boolean;
  /**
   * For a part far down the page, the id of an element that holds it (its own outer element, or the list its items
   * fill): it hydrates only once the page's modules are live (as `afterLive`) and the visitor scrolls near that
   * element (a quarter of a screen ahead), or at once when the visitor acts inside it (a tap, a key, focus,
   * typing): a phone that is never scrolled there never spends its main thread on it. Until then its server markup
   * is shown (links work, as plain links) and it does not count as pending, so the page is live without it. New
   * content or a navigation hydrates it first. The same rule as `afterLive`: never around a module's part.
   */
  onView?: string;
}) {
  const [part] = useState(() => ({}));
  const [view] = useState(() =>
    onView && typeof document !== 'undefined' ? viewSignal(onView, () => pending.add(part)) : null,
  );
  // New content for a part still waiting to be seen (the site's content changed while the visitor stayed above it):
  // it hydrates now, so React applies the change to the server's markup instead of drawing the part again from
  // scratch (which it reports as an error). Read while rendering: React hydrates the part ahead of the change in this
  // same pass.
  const [firstChildren] = useState(children);
  if (view && children !== firstChildren) view.open();
  const routed = useInRouterContext();
  useLayoutEffect(() => {
    // A part hydrated when seen counts from when it starts hydrating (`onOpen` above), not from the page's commit.
    if (!view) pending.add(part);
    return () => settle(part);
  }, [part, view]);
  useLayoutEffect(() => view?.watch(), [view]);
  return (
    <>
      {view && routed ? <OpenOnNavigation open={view.open} /> : null}
      <Suspense fallback={null}>
        {view ? <WaitFor signal={view.signal} /> : afterLive ? <WaitFor signal={pageLiveSignal} /> : null}
        {children}
        <Hydrated part={part} onDrawn={view?.close} />
      </Suspense>
    </>
  );
});
