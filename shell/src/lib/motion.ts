import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for less motion (no typing effect, no video, no smooth scroll). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED_MOTION).matches;
}

/** Scrolls to an element, smoothly unless the person prefers reduced motion. */
export function scrollToElement(element: Element | null): void {
  element?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Whether the person prefers reduced motion, following changes; false on the server and while hydrating (the
 * server cannot know), then the browser's answer.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = typeof window !== 'undefined' ? window.matchMedia?.(REDUCED_MOTION) : undefined;
      query?.addEventListener('change', listener);
      return () => query?.removeEventListener('change', listener);
    },
    prefersReducedMotion,
    () => false,
  );
}
