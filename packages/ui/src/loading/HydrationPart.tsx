import { memo, type ReactNode, Suspense } from 'react';

/**
 * A part of a server-drawn page that hydrates on its own (a Suspense boundary): after the page around it, when
 * the browser has time, and at once if the visitor taps inside it first. A tap on the rest of the page (the
 * toolbar) then hydrates only that rest, not every part with it.
 *
 * Give it a memoized child (`useMemo`): while it has not hydrated, a new child would make React hydrate it at
 * once (it cannot tell that nothing changed), which is the work it exists to put off.
 */
export const HydrationPart = memo(function HydrationPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
});
