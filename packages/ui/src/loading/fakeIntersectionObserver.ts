import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver with one the test drives: `show()` reports every observed element as near the
 * viewport (as scrolling to it would). With `{ visible: true }` elements are reported the moment they are observed.
 */
export function fakeIntersectionObserver({ visible = false }: { visible?: boolean } = {}) {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    readonly options: IntersectionObserverInit | undefined;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: new Set() };
      this.options = options;
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
      if (visible) report(this.entry);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  function report(entry: { callback: IntersectionObserverCallback; elements: Set<Element> }) {
    const entries = [...entry.elements].map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    if (entries.length) entry.callback(entries, {} as IntersectionObserver);
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    show() {
      for (const entry of [...observers]) report(entry);
    },
  };
}
