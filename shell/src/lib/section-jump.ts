import { useSyncExternalStore } from 'react';
import { prefersReducedMotion } from './motion.ts';

/*
 * Jumps to a home-page section that land where they aim the first time (issue 25 item 1). Some sections load their
 * content as they come near the viewport (the calculators); their placeholders reserve about the drawn height, but
 * a jump would pass them while they load and the target would move down under the visitor's eyes. So a jump first
 * asks every waiting section to load, waits (briefly) until none is pending, then scrolls; and for a moment after,
 * keeps the target under the navigation bar if something above it still changes height, until the visitor scrolls
 * on their own.
 */

/** The attribute a section's loading placeholder carries while its content is not drawn yet. */
export const PENDING_ATTRIBUTE = 'data-section-pending';

/** The longest a jump waits for the sections above its target before scrolling anyway. */
const MAX_WAIT_MS = 2500;
/** How long after a jump the target is kept in place while late content settles. */
const KEEP_ALIGNED_MS = 2000;

let wanted = false;
const listeners = new Set<() => void>();

/** Asks every section that loads on view to load now. */
export function loadAllSections(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether a jump has asked the sections that load on view to load now. */
export function useAllSectionsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function sectionsSettled(): Promise<void> {
  const until = performance.now() + MAX_WAIT_MS;
  // One frame for the sections to re-render with 'load now'.
  await nextFrame();
  while (document.querySelector(`[${PENDING_ATTRIBUTE}]`) && performance.now() < until) await nextFrame();
  await nextFrame();
}

/** Where the element's top should be: its scroll-margin-top below the viewport's top. */
function aimOf(element: Element): number {
  return Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
}

/** Keeps `element` at its aim while the page below the fold settles, until the visitor scrolls themselves. */
function keepAligned(element: Element, smooth: boolean): void {
  const started = performance.now();
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, stop, { passive: true, once: true });
  }
  let lastY = window.scrollY;
  let still = 0;
  const check = () => {
    if (stopped) return;
    if (performance.now() - started > KEEP_ALIGNED_MS + (smooth ? 1500 : 0)) return stop();
    // While a smooth scroll runs, wait for it to stop before correcting.
    still = window.scrollY === lastY ? still + 1 : 0;
    lastY = window.scrollY;
    if (still >= 3) {
      const off = element.getBoundingClientRect().top - aimOf(element);
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
      if (Math.abs(off) > 2 && !(off > 0 && atBottom)) window.scrollBy({ top: off, behavior: 'instant' });
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Scrolls to the element with `id` (smoothly unless the person prefers reduced motion), after the sections above
 * it have drawn their content. Resolves with the element, or null when there is none.
 */
export async function jumpToSection(
  id: string,
  { smooth = !prefersReducedMotion() }: { smooth?: boolean } = {},
): Promise<HTMLElement | null> {
  loadAllSections();
  await sectionsSettled();
  const element = document.getElementById(id);
  if (!element) return null;
  element.scrollIntoView({ behavior: smooth ? 'smooth' : 'instant', block: 'start' });
  keepAligned(element, smooth);
  return element;
}
