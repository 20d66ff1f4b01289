/// <reference path="./assets.d.ts" />
import { arabicUnicodeRange } from './arabic-subset.ts';
import arabic400 from './files/ibm-plex-sans-arabic-400.woff2';
import arabic700 from './files/ibm-plex-sans-arabic-700.woff2';

/**
 * IBM Plex Sans Arabic (SIL OFL, `files/OFL.txt`), self-hosted: Fontsource's files cut to the Arabic the site
 * writes (`arabic-subset.ts`), regular and bold (600 and 800 use the bold file). The `unicode-range` means English
 * pages never download it. `font-display: optional`: Arabic pages preload the files (the gateway), and a file
 * there by the first paint is used; one that comes later (a slow first visit) is kept for the next page instead
 * of being swapped in, which moved the text and the cards under it (a layout shift of 0.3 on a phone's listing
 * page in about half the loads). The files are content-hashed by the build and served with a one-year immutable
 * cache.
 */
export const ARABIC_FONT_FAMILY = 'IBM Plex Sans Arabic';

export const arabicFontFiles = { 400: arabic400, 700: arabic700 } as const;

/** The @font-face rules of the self-hosted fonts. */
export function fontFacesCss(): string {
  const range = arabicUnicodeRange();
  return Object.entries(arabicFontFiles)
    .map(
      ([weight, url]) => `
@font-face {
  font-family: '${ARABIC_FONT_FAMILY}';
  font-style: normal;
  font-weight: ${weight === '400' ? '400 500' : '600 800'};
  font-display: optional;
  src: url(${JSON.stringify(url)}) format('woff2');
  unicode-range: ${range};
}`,
    )
    .join('\n');
}
