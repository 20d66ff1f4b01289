import { SITE_ICON_PNG_BASE64, SITE_ICON_SVG } from './site-icon/site-icons.generated.ts';

/**
 * The site icon: the Manzil mark of @manzil/ui's LogoMark (a house with a pointed-arch door) in the chrome colours
 * (`site-icon/site-icon.svg`; its PNG files are drawn by `scripts/site-icons.mjs`). Every page links the 32-pixel
 * PNG, so browsers do not ask for a missing /favicon.ico (a console error Lighthouse counts), and the 180-pixel one
 * for a phone's home screen. Not the SVG: Chromium decodes an SVG icon on the page's main thread, as a whole
 * isolated SVG document, while the page starts (5 to 107 ms a load on this machine kind, docs/benchmarks.md); the
 * SVG stays served for whoever asked for it before.
 */
export interface SiteIcon {
  readonly type: string;
  readonly body: Buffer | string;
}

export const FAVICON_PATH = '/favicon.png';
export const TOUCH_ICON_PATH = '/apple-touch-icon.png';
const SVG_ICON_PATH = '/favicon.svg';

const png = (base64: string): SiteIcon => ({ type: 'image/png', body: Buffer.from(base64, 'base64') });

/** The icon files the gateway serves, by path. */
export const SITE_ICONS: ReadonlyMap<string, SiteIcon> = new Map([
  [FAVICON_PATH, png(SITE_ICON_PNG_BASE64.favicon.base64)],
  [TOUCH_ICON_PATH, png(SITE_ICON_PNG_BASE64.touch.base64)],
  // iOS asks for this name on its own when a page links no touch icon (an old bookmark, a page of another build).
  ['/apple-touch-icon-precomposed.png', png(SITE_ICON_PNG_BASE64.touch.base64)],
  [SVG_ICON_PATH, { type: 'image/svg+xml', body: `${SITE_ICON_SVG}\n` }],
]);

/** The `<link>` tags every page's head carries for the icons. */
export const SITE_ICON_LINKS =
  `<link rel="icon" href="${FAVICON_PATH}" type="image/png" sizes="${SITE_ICON_PNG_BASE64.favicon.size}x${SITE_ICON_PNG_BASE64.favicon.size}" />` +
  `<link rel="apple-touch-icon" href="${TOUCH_ICON_PATH}" sizes="${SITE_ICON_PNG_BASE64.touch.size}x${SITE_ICON_PNG_BASE64.touch.size}" />`;
