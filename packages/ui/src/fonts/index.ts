/// <reference path="./assets.d.ts" />
import type { ServerFontFace } from '@manzil/contracts/server-render';
import { arabicUnicodeRange } from './arabic-subset.ts';
import arabic400 from './files/ibm-plex-sans-arabic-400.woff2';
import arabic700 from './files/ibm-plex-sans-arabic-700.woff2';

/**
 * IBM Plex Sans Arabic (SIL OFL, `files/OFL.txt`), self-hosted: Fontsource's files cut to the Arabic the site
 * writes (`arabic-subset.ts`), regular and bold (600 and 800 use the bold file). The `unicode-range` means the
 * faces never set a Latin letter. The files are content-hashed by the build and served with a one-year immutable
 * cache.
 *
 * How an Arabic page gets them: not by `@font-face` rules. A page drawn on the server carries both files in its
 * head and adds them before its body is parsed (the gateway, `inline-fonts.ts`), so the browser sets the text once,
 * in this font. A font file fetched by the page, however early (preloaded, or from the browser's cache), arrived
 * after the browser had styled the page at the end of the parse in a system font, and it set every text again
 * before the first paint (`Layout: Fonts changed`: the task that ends the parse of the home page took 84 ms instead
 * of 26 at full speed here, ADR 0012), or, later, it was not used at all (`font-display: optional`) or moved the
 * text (`swap`). Elsewhere (an English page switched to Arabic in the browser, a page the client draws alone)
 * `addFontFaces` adds the faces as files, swapped in when they arrive.
 */
export const ARABIC_FONT_FAMILY = 'IBM Plex Sans Arabic';

export const arabicFontFiles = { 400: arabic400, 700: arabic700 } as const;

/** The self-hosted faces a page in `lang` uses: Arabic's two; English uses the system's fonts. */
export function fontFacesFor(lang: 'en' | 'ar'): ServerFontFace[] {
  if (lang !== 'ar') return [];
  const unicodeRange = arabicUnicodeRange();
  return [
    { family: ARABIC_FONT_FAMILY, weight: '400 500', unicodeRange, url: arabicFontFiles[400] },
    { family: ARABIC_FONT_FAMILY, weight: '600 800', unicodeRange, url: arabicFontFiles[700] },
  ];
}

/** What `addFontFaces` needs of the browser (injectable for tests). */
export interface FontFaceHost {
  fonts: Pick<FontFaceSet, 'add' | 'forEach'>;
  FontFace: typeof FontFace;
}

function browserHost(): FontFaceHost | null {
  if (typeof document === 'undefined' || !document.fonts || typeof FontFace === 'undefined') return null;
  return { fonts: document.fonts, FontFace };
}

/** A face by its family (unquoted) and weights: the page has it when another face has both. */
const faceKey = (family: string, weight: string) => `${family.replace(/^["']|["']$/g, '')}|${weight}`;

/**
 * Makes the faces of `lang` available to the page, once: a face the page already has (the gateway wrote it into
 * the page) is left as it is; any other is added as a file, fetched when text first needs it and swapped in when
 * it arrives. Answers how many faces it added.
 */
export function addFontFaces(lang: 'en' | 'ar', host: FontFaceHost | null = browserHost()): number {
  const faces = fontFacesFor(lang);
  if (!host || faces.length === 0) return 0;
  const present = new Set<string>();
  host.fonts.forEach((face) => {
    present.add(faceKey(face.family, face.weight));
  });
  let added = 0;
  for (const face of faces) {
    if (present.has(faceKey(face.family, face.weight))) continue;
    host.fonts.add(
      new host.FontFace(face.family, `url(${JSON.stringify(face.url)}) format('woff2')`, {
        weight: face.weight,
        unicodeRange: face.unicodeRange,
        display: 'swap',
      }),
    );
    added += 1;
  }
  return added;
}
