import { type RefCallback, useCallback, useEffect, useState } from 'react';
import { afterPageLoad } from './afterPageLoad.ts';

/** When deferred work starts: at once, once the page has loaded and is idle, or near the viewport. */
export type StartTiming = 'now' | 'idle' | 'visible';

/** How far below (or above) the viewport 'visible' work starts: about two phone screens. */
export const VISIBLE_MARGIN = '1200px 0px';

/**
 * Whether deferred work (loading a remote section, a below-the-fold card) may start: at once for 'now'; after the page has loaded, when idle, for 'idle'; when
 * the element given to the returned ref comes within VISIBLE_MARGIN of the viewport for 'visible' (at once where
 * IntersectionObserver is missing).
 */
export function useStartWhen(when: StartTiming): [boolean, RefCallback<HTMLElement>] {
  const [started, setStarted] = useState(when === 'now');
  const [element, setElement] = useState<HTMLElement | null>(null);
  const anchor = useCallback<RefCallback<HTMLElement>>((node) => setElement(node), []);

  useEffect(() => {
    if (started || when !== 'idle') return;
    return afterPageLoad(() => setStarted(true));
  }, [started, when]);

  useEffect(() => {
    if (started || when !== 'visible' || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setStarted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setStarted(true);
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [started, when, element]);

  // Work asked for now (a link to its section) starts even if it was waiting.
  return [started || when === 'now', anchor];
}
