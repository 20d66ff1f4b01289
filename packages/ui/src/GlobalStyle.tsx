import { GLOBAL_STYLE_ID } from '@manzil/contracts/server-render';
import { useInsertionEffect } from 'react';
import { globalCss } from './global-css.ts';

export { globalCss };

/**
 * Puts the page's global style sheet (global-css.ts) in the head once, before any component's rules, where the
 * server's markup did not bring it (the gateway writes it with a server-drawn page; a page the browser draws
 * alone, a micro-frontend's own dev page and the tests get it here). Draws nothing: the sheet is never part of
 * the React tree, so hydrating and navigating never write it again.
 */
export function GlobalStyle() {
  useInsertionEffect(() => {
    if (document.getElementById(GLOBAL_STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = GLOBAL_STYLE_ID;
    style.textContent = globalCss();
    document.head.prepend(style);
  }, []);
  return null;
}
