/**
 * The site icon: the Manzil mark of @manzil/ui's LogoMark (a house with a pointed-arch door) in the chrome colours,
 * as a static SVG. Every page links it, so browsers do not ask for a missing /favicon.ico (a console error
 * Lighthouse counts).
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" fill="none">' +
  '<rect x="1" y="1" width="38" height="38" rx="10" fill="#12304A"/>' +
  '<path d="M8 31V17.5L20 8l12 9.5V31" stroke="#D9B775" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<path d="M15 31v-7.5c0-3 2.2-5.4 5-7 2.8 1.6 5 4 5 7V31" stroke="#D9B775" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<path d="M6 31h28" stroke="#D9B775" stroke-width="2.4" stroke-linecap="round"/>' +
  '</svg>\n';

export const FAVICON_PATH = '/favicon.svg';
