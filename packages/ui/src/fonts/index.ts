/// <reference path="./assets.d.ts" />
import arabic400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2';
import arabic700 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2';

/**
 * IBM Plex Sans Arabic (SIL OFL), self-hosted from npm (Fontsource): only the Arabic subset, regular and bold
 * (600 and 800 use the bold file). The `unicode-range` means English pages never download it, and
 * `font-display: swap` shows the text at once in the fallback font. The files are content-hashed by the build
 * and served with a one-year immutable cache.
 */
export const ARABIC_FONT_FAMILY = 'IBM Plex Sans Arabic';

const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,' +
  'U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

export const arabicFontFiles = { 400: arabic400, 700: arabic700 } as const;

/** The @font-face rules of the self-hosted fonts. */
export function fontFacesCss(): string {
  return Object.entries(arabicFontFiles)
    .map(
      ([weight, url]) => `
@font-face {
  font-family: '${ARABIC_FONT_FAMILY}';
  font-style: normal;
  font-weight: ${weight === '400' ? '400 500' : '600 800'};
  font-display: swap;
  src: url(${JSON.stringify(url)}) format('woff2');
  unicode-range: ${ARABIC_RANGE};
}`,
    )
    .join('\n');
}
