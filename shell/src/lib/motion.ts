/** Whether the person asked their system for less motion (no typing effect, no video, no smooth scroll). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls to an element, smoothly unless the person prefers reduced motion. */
export function scrollToElement(element: Element | null): void {
  element?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}
