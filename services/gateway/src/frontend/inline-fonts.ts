import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_FACES_ID, type ServerFontFace } from '@manzil/contracts/server-render';
import { jsonDataBlock } from './json-data-block.ts';

/**
 * A page's self-hosted fonts, written into its head (issue 26). The shell's renderer names the faces the page's
 * text is set in (the two Arabic files on an Arabic page, none in English); the gateway writes each file, base64,
 * into a JSON data block, and this loader, inline after it, adds them to the page's fonts while the head is parsed.
 * A face made from the file's bytes is ready at once, so the browser styles and sets the body's text once, in that
 * font. Fetched as files, even preloaded or from the cache, they arrived after the browser had styled the page at
 * the end of its parse in a system font, and it set every text again before the first paint (the task that ends
 * the parse of the Arabic home page took 84 ms instead of 26 at full speed here, counted whole in its blocking time:
 * ADR 0012). The page is no heavier: the files' 32 KB come in the page (32.6 KB compressed) instead of in two
 * requests.
 *
 * The loader decodes each file with `Uint8Array.fromBase64` where the browser has it (Chromium 140, Safari 18.2,
 * Firefox 133), byte by byte from `atob` elsewhere: on /ar/property/180 here the loader took 6.9 ms instead of
 * 15.2 (CPU 3.7 instead of 5.3 ms, medians of 10 traced loads), inside the parse of the head.
 *
 * Where scripts do not run, a `<noscript>` style gives the same faces as files (fetched after the parse); in a
 * browser without the font API the text is set in the system's Arabic font. The text of the loader never changes,
 * so the Content Security Policy allows it by its hash (FONT_FACES_LOADER_HASH).
 */
export const FONT_FACES_LOADER = `(function () {
  var block = document.getElementById('${FONT_FACES_ID}');
  if (!block || !window.FontFace || !document.fonts) return;
  try {
    var faces = JSON.parse(block.textContent);
    for (var i = 0; i < faces.length; i++) {
      var face = faces[i];
      var bytes;
      if (Uint8Array.fromBase64) bytes = Uint8Array.fromBase64(face.data);
      else {
        var text = atob(face.data);
        bytes = new Uint8Array(text.length);
        for (var j = 0; j < text.length; j++) bytes[j] = text.charCodeAt(j);
      }
      document.fonts.add(new FontFace(face.family, bytes, { weight: face.weight, unicodeRange: face.unicodeRange }));
    }
  } catch (error) {
    // The system's fonts set the text; the client adds the faces as files when it starts.
  }
})();`;

/** The loader's CSP source expression: `'sha256-...'`. */
export const FONT_FACES_LOADER_HASH = `'sha256-${createHash('sha256').update(FONT_FACES_LOADER).digest('base64')}'`;

/** A font file's URL as the shell's build names it: `/fonts/<name>.woff2`, no other folder. */
const FONT_URL = /^\/fonts\/([\w.-]+\.woff2)$/;

/**
 * Reads the shell's font files (`<shell dist>/fonts`) for pages, each once per build (a rebuilt file is read
 * again). Answers the markup for a page's faces (the data block and the loader), or '' when it has none; a face
 * whose file is not in the folder is left out (the client adds it as a file).
 */
export function createFontInliner(shellDistDir: string) {
  const cache = new Map<string, { mtimeMs: number; base64: string }>();

  function base64Of(url: string): string | null {
    const name = FONT_URL.exec(url)?.[1];
    if (!name) return null;
    const file = join(shellDistDir, 'fonts', name);
    try {
      const { mtimeMs } = statSync(file);
      const cached = cache.get(file);
      if (cached?.mtimeMs === mtimeMs) return cached.base64;
      const base64 = readFileSync(file).toString('base64');
      cache.set(file, { mtimeMs, base64 });
      return base64;
    } catch {
      return null;
    }
  }

  return function fontFacesMarkup(faces: readonly ServerFontFace[] | undefined): string {
    const present = (faces ?? []).flatMap((face) => {
      const data = base64Of(face.url);
      return data ? [{ face, data }] : [];
    });
    if (present.length === 0) return '';
    const block = present.map(({ face: { family, weight, unicodeRange }, data }) => ({
      family,
      weight,
      unicodeRange,
      data,
    }));
    const noScript = noScriptFaces(present.map(({ face }) => face));
    return `${jsonDataBlock(FONT_FACES_ID, block)}<script>${FONT_FACES_LOADER}</script>${noScript}`;
  };
}

/** A CSS string for `text`, quoted, that cannot end the style element it is written in. */
const cssString = (text: string) => JSON.stringify(text).replace(/</g, '\\3c ');

/**
 * Where scripts do not run, the loader does not either: the same faces (files the gateway has read, so URLs of
 * FONT_URL's form) as files, in a `<noscript>` style, so the text is still set in the site's font (fetched after
 * the parse, swapped in when it comes). With scripts on, the browser reads a `<noscript>` as plain text.
 */
function noScriptFaces(faces: readonly ServerFontFace[]): string {
  const rules = faces.map(
    ({ family, weight, unicodeRange, url }) =>
      `@font-face{font-family:${cssString(family)};font-weight:${weight.replace(/[^\d ]/g, '')};font-display:swap;src:url(${url}) format("woff2");unicode-range:${unicodeRange.replace(/[^\w+?,-]/g, '')}}`,
  );
  return `<noscript><style>${rules.join('')}</style></noscript>`;
}
