/**
 * CSS for a block that usually starts below the first screen (a home section, the footer, the fourth result card):
 * the browser skips its style, layout and painting until it comes near the viewport, so the first screen is ready
 * sooner and a phone's main thread is not busy laying out what nobody sees yet. The block stays in the page (find
 * in page, screen readers, crawlers); `estimatedHeight` reserves its space until it has been laid out once, after
 * which the browser remembers its real height (`fromTablet`: the estimate from 768 px wide). Only the height is
 * given: an intrinsic width would be the block's minimum width, and a card list would become wider than a phone's
 * screen. The block contains its layout and paint: nothing in it may be fixed to the viewport or overflow it (a
 * dialog or a menu opens in the top layer or outside it).
 *
 * Not for a block with form fields (input, select, textarea): when the document has been parsed, the browser's
 * form autofill inspects every field of the page, and for a field in a skipped block it styles and lays out that
 * whole block there and then, in one task that also runs the page's DOMContentLoaded. The home page's contact form
 * in a skipped section made that task 18 to 98 ms at full speed on the perf machine (6 to 22 ms without), a long
 * task on any phone (docs/benchmarks.md, 28 Nov 2026); laid out with the page it cost its first frame 4 ms.
 */
export function renderWhenNear(estimatedHeight: string, fromTablet?: string): string {
  const wide = fromTablet
    ? ` @media (min-width: 768px) { contain-intrinsic-block-size: auto ${fromTablet}; }`
    : '';
  return `content-visibility: auto; contain-intrinsic-block-size: auto ${estimatedHeight};${wide}`;
}
