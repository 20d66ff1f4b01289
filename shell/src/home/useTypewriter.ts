import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../lib/motion.ts';

/** Spec 9: the hero tagline types out at 40 ms a character, starting 1500 ms after the page shows. */
export const TYPING_DELAY_MS = 1500;
export const TYPING_SPEED_MS = 40;

const lengthOf = (text: string) => Array.from(text).length;

/**
 * The part of `text` typed so far. Starts empty, waits `delay`, then shows one more character every `speed` ms
 * (characters, not UTF-16 units, so no letter is cut in half). The count follows the clock, so a busy page that
 * misses ticks catches up instead of typing slower. People who prefer reduced motion get the whole text at
 * once. A new text starts over.
 */
export function useTypewriter(text: string, delay = TYPING_DELAY_MS, speed = TYPING_SPEED_MS): string {
  // Starts as the server drew it (nothing typed yet), so the page hydrates; reduced motion fills it in at once after.
  const [count, setCount] = useState(0);

  useEffect(() => {
    const total = lengthOf(text);
    if (prefersReducedMotion()) {
      setCount(total);
      return;
    }
    setCount(0);
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      const startedAt = Date.now();
      interval = setInterval(() => {
        const typed = Math.min(total, Math.floor((Date.now() - startedAt) / speed));
        setCount(typed);
        if (typed >= total) clearInterval(interval);
      }, speed);
    }, delay);
    return () => {
      clearTimeout(start);
      if (interval) clearInterval(interval);
    };
  }, [text, delay, speed]);

  return Array.from(text).slice(0, count).join('');
}
