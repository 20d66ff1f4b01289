// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { microFrontendSources, sourceFiles } from '../test-support/repo-sources.ts';
import { ARABIC_SUBSET, arabicUnicodeRange, inArabicSubset } from './arabic-subset.ts';

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 700] as const;
/** The Unicode blocks of the Arabic script, with its supplements and presentation forms. */
const ARABIC_SCRIPT = '\\u0600-\\u06FF\\u0750-\\u077F\\u0870-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF';

/** A font file as harfbuzz reads it (WOFF2 decoded to TrueType first). */
async function loadFace(file: string): Promise<hb.Face> {
  const sfnt = await convert(readFileSync(file), 'truetype');
  return new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
}
const servedFile = (weight: number) =>
  fileURLToPath(new URL(`./files/ibm-plex-sans-arabic-${weight}.woff2`, import.meta.url));
const fontsourceFile = (weight: number) =>
  require.resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  );

/** The code points a font file maps to a glyph. */
async function characters(file: string): Promise<Set<number>> {
  return new Set((await loadFace(file)).collectUnicodes());
}

/** The source files whose text the site shows: locale strings, default content, seed listings, the assistant. */
function siteTextFiles(): string[] {
  return sourceFiles([
    'shell/src',
    ...microFrontendSources(),
    'packages/i18n/src',
    'packages/contracts/src',
    'packages/ui/src/components',
    'services/catalog/src',
    'services/content/src',
    'services/ai/src',
  ]);
}

/**
 * Every Arabic word in those files, with its punctuation, e.g. "أبوظبي،". (The space between words is not an
 * Arabic character: the page's other font draws it, with or without the subset.)
 */
function siteArabicWords(): string[] {
  const words = new Set<string>();
  for (const file of siteTextFiles()) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      new RegExp(`[${ARABIC_SCRIPT}\\u200C\\u200D]+`, 'gu'),
    )) {
      words.add(match[0]);
    }
  }
  return [...words];
}

function shape(font: hb.Font, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions();
}

describe('the Arabic font subset', () => {
  it('writes its set as the @font-face unicode-range', () => {
    expect(arabicUnicodeRange()).toMatch(/^U\+0600-065F,U\+0660-0671,U\+067E,/);
    expect(arabicUnicodeRange().split(',')).toHaveLength(ARABIC_SUBSET.length);
    expect(inArabicSubset(0x0627)).toBe(true); // alef
    expect(inArabicSubset(0x06a4)).toBe(true); // veh, as in ڤيلا
    expect(inArabicSubset(0x0041)).toBe(false); // Latin A: the system font draws it
    expect(inArabicSubset(0x06d2)).toBe(false); // Urdu yeh barree: the phone's own Arabic font draws it
  });

  it.each(WEIGHTS)('the served %i file draws every character its unicode-range claims', async (weight) => {
    // One at a time: the WOFF2 decoder (wasm) does not take two files at once.
    const served = await characters(servedFile(weight));
    const original = await characters(fontsourceFile(weight));
    const missing: string[] = [];
    for (const [first, last] of ARABIC_SUBSET) {
      for (let code = first; code <= last; code++) {
        // A few formatting marks (e.g. U+061C) have no glyph in the original either.
        if (original.has(code) && !served.has(code)) missing.push(`U+${code.toString(16)}`);
      }
    }
    expect(missing).toEqual([]);
    expect(original.has(0x0627) && served.has(0x0627)).toBe(true);
    expect(served.has(0x06d2)).toBe(false); // cut: outside the set
    expect(readFileSync(servedFile(weight)).length).toBeLessThan(20_000);
  });

  it('covers every Arabic character of the site’s own text (locale strings, content, seed listings, assistant)', () => {
    const outside = new Set<string>();
    for (const word of siteArabicWords()) {
      for (const char of word) if (!inArabicSubset(char.codePointAt(0) ?? 0)) outside.add(char);
    }
    expect([...outside]).toEqual([]);
  });

  it.each(WEIGHTS)(
    'draws every Arabic word of the site (%i) exactly as the full Fontsource file does',
    async (weight) => {
      const served = new hb.Font(await loadFace(servedFile(weight)));
      const original = new hb.Font(await loadFace(fontsourceFile(weight)));
      const words = siteArabicWords();
      expect(words.length).toBeGreaterThan(1000);
      const differences: string[] = [];
      for (const word of words) {
        const mine = shape(served, word);
        const theirs = shape(original, word);
        const positions = (glyphs: typeof mine) =>
          glyphs.map((g) => [g.cluster, g.xAdvance, g.yAdvance, g.xOffset, g.yOffset].join(':')).join(' ');
        if (mine.some((g) => g.codepoint === 0) || positions(mine) !== positions(theirs))
          differences.push(word);
      }
      expect(differences).toEqual([]);
    },
  );
});
