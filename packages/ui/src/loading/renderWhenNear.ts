/**
 * CSS for a block that usually starts below the first screen (a home section, the footer, the fourth result card):
 * the browser skips its layout and painting until it comes near the viewport, so the first screen is ready sooner
 * and a phone's main thread is not busy laying out what nobody sees yet. The block stays in the page (find in page,
 * screen readers, crawlers); `estimatedHeight` reserves its space until it has been laid out once, after which
 * the browser remembers its real height. Only the height is given: an intrinsic width would be the block's
 * minimum width, and a card list would become wider than a phone's screen.
 */
export function renderWhenNear(estimatedHeight: string): string {
  return `content-visibility: auto; contain-intrinsic-block-size: auto ${estimatedHeight};`;
}
