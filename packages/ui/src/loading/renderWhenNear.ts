/**
 * CSS for a block that usually starts below the first screen (a home section, the footer, the fourth result card):
 * the browser skips its style, layout and painting until it comes near the viewport, so the first screen is ready
 * sooner and a phone's main thread is not busy laying out what nobody sees yet. The block stays in the page (find
 * in page, screen readers, crawlers); `estimatedHeight` reserves its space until it has been laid out once, after
 * which the browser remembers its real height (`fromTablet`: the estimate from 768 px wide). Only the height is
 * given: an intrinsic width would be the block's minimum width, and a card list would become wider than a phone's
 * screen. The block contains its layout and paint: nothing in it may be fixed to the viewport or overflow it (a
 * dialog or a menu opens in the top layer or outside it).
 */
export function renderWhenNear(estimatedHeight: string, fromTablet?: string): string {
  const wide = fromTablet
    ? ` @media (min-width: 768px) { contain-intrinsic-block-size: auto ${fromTablet}; }`
    : '';
  return `content-visibility: auto; contain-intrinsic-block-size: auto ${estimatedHeight};${wide}`;
}
