import { HERO_POSTER_URL } from './preloads.ts';

/** Static markup the gateway writes into `#root`, shown until the client's first render replaces it. */
export interface FirstScreen {
  /** CSS for the markup (a `<style>` in the head): no client code styles it. */
  style: string;
  markup: string;
}

// The shell's sizes and colours (packages/ui tokens: NAV_HEIGHT, color.chrome/chromeAlt light and dark, and the
// hero video's shade in shell/src/home/HeroVideo.tsx), so the page looks the same before and after the client.
const NAV_HEIGHT = '72px';
const STYLE = [
  // The shell's global style sets the body's margin to 0: the same from the first paint, so nothing moves.
  'body{margin:0}',
  '.first-screen{background:#0B1F33}',
  `.first-screen-bar{height:${NAV_HEIGHT};box-sizing:border-box;border-bottom:1px solid #12304A}`,
  `.first-screen-hero{position:relative;overflow:hidden;height:calc(100vh - ${NAV_HEIGHT});height:calc(100svh - ${NAV_HEIGHT})}`,
  '.first-screen-hero img{display:block;width:100%;height:100%;object-fit:cover}',
  ".first-screen-hero::after{content:'';position:absolute;inset:0;background:linear-gradient(180deg,rgba(5,13,21,.55) 0%,rgba(5,13,21,.35) 45%,rgba(5,13,21,.8) 100%),linear-gradient(90deg,rgba(5,13,21,.55) 0%,rgba(5,13,21,0) 70%)}",
  '@media (prefers-color-scheme:dark){.first-screen{background:#07111B}.first-screen-bar{border-color:#0E2132}}',
].join('');

/**
 * The home page's first screen as plain HTML: the navigation bar's band and the hero picture (the video's poster),
 * so a phone paints the page's largest picture as soon as it arrives, before the scripts have downloaded and run.
 * Decorative only (hidden from assistive technology): the client's first render replaces it with the real hero,
 * the same picture in the same place. Other pages have none.
 */
export function firstScreenFor(rest: string): FirstScreen | null {
  if (rest !== '/') return null;
  return {
    style: STYLE,
    markup:
      '<div class="first-screen" aria-hidden="true"><div class="first-screen-bar"></div>' +
      `<div class="first-screen-hero"><img src="${HERO_POSTER_URL}" alt="" fetchpriority="high" decoding="async" /></div></div>`,
  };
}
