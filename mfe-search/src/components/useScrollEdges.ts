import { type RefObject, useEffect, useState } from 'react';

/** Whether a sideways row shows its first item (`start`) and its last (`end`). */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

/** How much of the first or last item must show for the row to count as at that edge (a snap may leave a pixel). */
export const AT_EDGE_RATIO = 0.98;

/**
 * Where a row that scrolls sideways stands, in either direction (mirrored in Arabic): an IntersectionObserver on its
 * first and last items, inside the row, tells after the browser's own layout. Reading the row's scroll position and
 * widths in an effect instead would force a layout of the page the moment the row hydrates (17 to 20 ms on the home
 * page of a fast machine, seven times that on a phone), and again on every scroll event.
 *
 * Until the first report, and where IntersectionObserver is missing: at the start, with more to come (as the
 * server draws it). `items` are what the row draws, one element each: when they change (another first or last
 * item, a new list from the server), the new first and last elements are observed.
 */
export function useScrollEdges(row: RefObject<HTMLElement | null>, items: readonly unknown[]): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: true, end: false });

  useEffect(() => {
    const list = row.current;
    const first = list?.firstElementChild;
    const last = list?.lastElementChild;
    if (!list || !first || !last || items.length === 0 || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        setEdges((current) => {
          let { start, end } = current;
          for (const entry of entries) {
            const shown = entry.intersectionRatio >= AT_EDGE_RATIO;
            if (entry.target === first) start = shown;
            if (entry.target === last) end = shown;
          }
          return start === current.start && end === current.end ? current : { start, end };
        });
      },
      { root: list, threshold: [AT_EDGE_RATIO] },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [row, items]);

  return edges;
}
