import { FIRST_SCREEN_ID, LISTING_PHOTO_SIZES, type PropertyImage } from '@manzil/contracts';
import { escapeAttribute } from './html.ts';
import { HERO_POSTER_URL } from './preloads.ts';

/** Static markup the gateway writes into the page, shown before the client's scripts have run. */
export interface FirstScreen {
  /** CSS for the markup (a `<style>` in the head): no client code styles it. */
  style: string;
  markup: string;
  /**
   * `root`: inside the empty `#root`, replaced by the client's first render (the home page, whose first render
   * shows the same picture at once). `overlay`: after `#root`, over the page until the page removes it (a listing,
   * whose photo arrives with its data, after the shell and the page's remote have loaded).
   */
  place: 'root' | 'overlay';
}

// The shell's sizes and colours (packages/ui tokens: NAV_HEIGHT, colours, radius.lg, Container's widths; the
// hero video's shade in shell/src/home/HeroVideo.tsx; the listing page's grid in mfe-property's PropertyPage
// and Gallery), so the page looks the same before and after the client.
const NAV_HEIGHT = '72px';
const BAR = [
  // The shell's global style sets the body's margin to 0: the same from the first paint, so nothing moves.
  'body{margin:0}',
  `.first-screen-bar{height:${NAV_HEIGHT};box-sizing:border-box;background:#0B1F33;border-bottom:1px solid #12304A}`,
  '@media (prefers-color-scheme:dark){.first-screen-bar{background:#07111B;border-color:#0E2132}}',
];

const HOME_STYLE = [
  ...BAR,
  '.first-screen-home{background:#0B1F33}',
  `.first-screen-hero{position:relative;overflow:hidden;height:calc(100vh - ${NAV_HEIGHT});height:calc(100svh - ${NAV_HEIGHT})}`,
  '.first-screen-hero img{display:block;width:100%;height:100%;object-fit:cover}',
  ".first-screen-hero::after{content:'';position:absolute;inset:0;background:linear-gradient(180deg,rgba(5,13,21,.55) 0%,rgba(5,13,21,.35) 45%,rgba(5,13,21,.8) 100%),linear-gradient(90deg,rgba(5,13,21,.55) 0%,rgba(5,13,21,0) 70%)}",
  '@media (prefers-color-scheme:dark){.first-screen-home{background:#07111B}}',
].join('');

// Over the page (pointer events pass through) and under the shell's sticky navigation once it is drawn. The page
// below: Container (max 1200 px, 16 px sides, 24 px from 768 px), 24 px above the top bar (44 px buttons), 24 px
// gap, then the gallery: 4:3 on phones, 16:9 from 768 px, beside a 360 px column from 1024 px.
const LISTING_STYLE = [
  ...BAR,
  'body{background:#FAF7F2}',
  '@media (prefers-color-scheme:dark){body{background:#0A141E}}',
  `#${FIRST_SCREEN_ID}{position:absolute;top:0;left:0;right:0;z-index:1;pointer-events:none}`,
  '.first-screen-page{box-sizing:border-box;max-width:1200px;margin-inline:auto;padding:24px 16px 0}',
  '.first-screen-top{height:44px;margin-bottom:24px}',
  '.first-screen-photo{aspect-ratio:4/3;overflow:hidden;border-radius:16px;background:#E9E1D3}',
  '.first-screen-photo img{display:block;width:100%;height:100%;object-fit:cover}',
  '@media (min-width:768px){.first-screen-page{padding-inline:24px}.first-screen-photo{aspect-ratio:16/9}}',
  '@media (min-width:1024px){.first-screen-grid{display:grid;grid-template-columns:minmax(0,1fr) 360px;column-gap:32px}}',
  '@media (prefers-color-scheme:dark){.first-screen-photo{background:#1C3044}}',
].join('');

function homeScreen(): FirstScreen {
  return {
    place: 'root',
    style: HOME_STYLE,
    markup:
      '<div class="first-screen-home" aria-hidden="true"><div class="first-screen-bar"></div>' +
      `<div class="first-screen-hero"><img src="${HERO_POSTER_URL}" alt="" fetchpriority="high" decoding="async" /></div></div>`,
  };
}

/** The listing's first photo, with the gallery's sources and sizes, so the browser fetches the same file once. */
function photoMarkup(photo: PropertyImage): string {
  const sizes = escapeAttribute(LISTING_PHOTO_SIZES);
  const webp = photo.webpSrcset
    ? `<source type="image/webp" srcset="${escapeAttribute(photo.webpSrcset)}" sizes="${sizes}" />`
    : '';
  const jpeg = photo.srcset ? ` srcset="${escapeAttribute(photo.srcset)}" sizes="${sizes}"` : '';
  return (
    `<picture>${webp}<img src="${escapeAttribute(photo.url)}"${jpeg} width="${photo.width || 1600}" ` +
    `height="${photo.height || 1200}" alt="" fetchpriority="high" decoding="async" /></picture>`
  );
}

function listingScreen(photo: PropertyImage): FirstScreen {
  return {
    place: 'overlay',
    style: LISTING_STYLE,
    markup:
      `<div id="${FIRST_SCREEN_ID}" aria-hidden="true"><div class="first-screen-bar"></div>` +
      '<div class="first-screen-page"><div class="first-screen-top"></div><div class="first-screen-grid">' +
      `<div class="first-screen-photo">${photoMarkup(photo)}</div></div></div></div>`,
  };
}

/**
 * A page's first screen as plain HTML, so a phone paints the page's largest picture as soon as it arrives, before
 * the scripts have downloaded and run. Decorative only (hidden from assistive technology, no text, no controls).
 * The home page: the navigation bar's band and the hero picture (the video's poster). A listing with photos: the
 * band and its first photo where the gallery shows it. Other pages have none.
 */
export function firstScreenFor(rest: string, listing?: { photo?: PropertyImage }): FirstScreen | null {
  if (rest === '/') return homeScreen();
  if (listing?.photo) return listingScreen(listing.photo);
  return null;
}
