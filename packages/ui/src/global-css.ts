import { TAP_HELD_ATTRIBUTE } from '@manzil/contracts/server-render';
import { media, tokensCss, vars } from './tokens/index.ts';

/**
 * The page's global style sheet: tokens on :root, a small reset, base typography and the
 * visible focus ring. Plain CSS with no left or right in it (the same in both directions), outside
 * styled-components: its sheet writes a global style's rules again when the component mounts, and rules that
 * match every element restyle the whole page (about 100 ms on a phone) each time. See GlobalStyle.tsx.
 */
export const globalCss = (): string =>
  compact(`
  ${tokensCss()}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* Anchored sections are not hidden under the fixed navigation bar. */
    scroll-padding-top: calc(${vars.navHeight} + ${vars.space[4]});
  }

  ${media.reducedMotion} {
    html { scroll-behavior: auto; }
    /* No transitions at all (a 0.01 ms one would still start on every element for every inherited change, such as
       the text colour of a switch to dark, and can leave the old colour in place where no frame is drawn). */
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0s !important;
      transition-delay: 0s !important;
    }
    [${TAP_HELD_ATTRIBUTE}] { animation: none !important; opacity: 0.7; }
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${vars.color.bg};
    color: ${vars.color.text};
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    font-family: ${vars.font.display};
    line-height: 1.2;
    margin: 0 0 ${vars.space[3]};
    font-weight: 700;
  }

  p { margin: 0 0 ${vars.space[4]}; }

  a { color: ${vars.color.link}; text-underline-offset: 0.2em; }

  img, svg, video { display: block; max-width: 100%; }
  /* An icon keeps its size beside text that does not wrap: as a flex item it would give up its width first (the
     language switch's globe was drawn 6 px wide on a phone). Every icon and the logo mark are focusable="false". */
  svg[focusable='false'] { flex-shrink: 0; }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }

  /* A tap that the gateway's loader holds back while the page starts: shown as taken and waiting to be answered. */
  [${TAP_HELD_ATTRIBUTE}] { cursor: progress; animation: manzil-tap-held 0.6s ease-in-out infinite alternate; }
  @keyframes manzil-tap-held { to { opacity: 0.55; } }

  ::selection { background: ${vars.color.accent}; color: ${vars.color.onAccent}; }
`);

/** The sheet without comments and the spaces around braces, semicolons and commas (it is written in every page). */
function compact(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim();
}
