import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { FONT_FACES_ID } from '@manzil/contracts/server-render';
import { afterAll, describe, expect, it } from 'vitest';
import { createFontInliner, FONT_FACES_LOADER } from './inline-fonts.ts';

const FACE = { family: 'Test Arabic', weight: '400 500', unicodeRange: 'U+0600-06FF' };
/** Bytes that are not text: every value from 0 to 255. */
const BYTES = Buffer.from(Array.from({ length: 256 }, (_, value) => value));

/** Uint8Array as a browser with the base64 methods has it: strict about the alphabet and the padding, as theirs is. */
class NativeBase64Array extends Uint8Array {
  static fromBase64(text: string): Uint8Array {
    if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new SyntaxError('not base64');
    return Uint8Array.from(Buffer.from(text, 'base64'));
  }
}

/** Runs the loader in a page of our own making: its data block's text, and the faces it adds to the page's fonts. */
function runLoader(blockText: string | null, { fontApi = true, nativeBase64 = false } = {}) {
  const added: { family: string; bytes: number[]; descriptors: Record<string, string> }[] = [];
  class FakeFontFace {
    constructor(family: string, source: Uint8Array, descriptors: Record<string, string>) {
      added.push({ family, bytes: [...source], descriptors });
    }
  }
  const context = {
    window: fontApi ? { FontFace: FakeFontFace } : {},
    FontFace: FakeFontFace,
    // A browser with Uint8Array.fromBase64 (Chromium 140, Safari 18.2, Firefox 133) decodes natively, never by atob.
    Uint8Array: nativeBase64 ? NativeBase64Array : Uint8Array,
    JSON,
    atob: nativeBase64
      ? () => {
          throw new Error('atob used where Uint8Array.fromBase64 exists');
        }
      : atob,
    document: {
      fonts: { add: () => undefined },
      getElementById: (id: string) =>
        id === FONT_FACES_ID && blockText !== null ? { textContent: blockText } : null,
    },
  };
  runInNewContext(FONT_FACES_LOADER, context);
  return added;
}

describe('the font loader in the head', () => {
  it("adds each face from its file's bytes, with its weights and characters", () => {
    const block = JSON.stringify([{ ...FACE, data: BYTES.toString('base64') }]);
    expect(runLoader(block)).toEqual([
      {
        family: FACE.family,
        bytes: [...BYTES],
        descriptors: { weight: '400 500', unicodeRange: 'U+0600-06FF' },
      },
    ]);
  });

  it('decodes with Uint8Array.fromBase64 where the browser has it, to the same bytes', () => {
    const block = JSON.stringify([{ ...FACE, data: BYTES.toString('base64') }]);
    expect(runLoader(block, { nativeBase64: true })).toEqual(runLoader(block));
    expect(runLoader(block, { nativeBase64: true })[0]?.bytes).toEqual([...BYTES]);
  });

  it('adds nothing, and throws nothing, without a data block, without a font API or with a damaged block', () => {
    for (const nativeBase64 of [false, true]) {
      expect(runLoader(null, { nativeBase64 })).toEqual([]);
      expect(
        runLoader(JSON.stringify([{ ...FACE, data: 'AAAA' }]), { fontApi: false, nativeBase64 }),
      ).toEqual([]);
      expect(runLoader('[{"family": "Test Arabic", "data": ', { nativeBase64 })).toEqual([]);
      expect(runLoader(JSON.stringify([{ ...FACE, data: '%%%' }]), { nativeBase64 })).toEqual([]);
    }
  });
});

describe('the fonts written into a page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'manzil-fonts-'));
  mkdirSync(join(dist, 'fonts'));
  writeFileSync(join(dist, 'fonts', 'a.1a2b3c4d.woff2'), BYTES);
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const blockOf = (markup: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${FONT_FACES_ID}">(.*?)</script>`).exec(markup)?.[1] ??
        'null',
    );

  it("writes each face's file as base64 in the data block, then the loader", () => {
    const markup = createFontInliner(dist)([{ ...FACE, url: '/fonts/a.1a2b3c4d.woff2' }]);
    expect(blockOf(markup)).toEqual([{ ...FACE, data: BYTES.toString('base64') }]);
    expect(markup).toContain(`<script>${FONT_FACES_LOADER}</script>`);
  });

  it('gives the same faces as files to a browser that runs no scripts', () => {
    const markup = createFontInliner(dist)([{ ...FACE, url: '/fonts/a.1a2b3c4d.woff2' }]);
    const style = /<noscript><style>(.*)<\/style><\/noscript>$/.exec(markup)?.[1];
    expect(style).toBe(
      `@font-face{font-family:"${FACE.family}";font-weight:${FACE.weight};font-display:swap;src:url(/fonts/a.1a2b3c4d.woff2) format("woff2");unicode-range:${FACE.unicodeRange}}`,
    );
  });

  it('writes nothing for a page without faces, and leaves out a file it does not have or outside its folder', () => {
    const inline = createFontInliner(dist);
    expect(inline([])).toBe('');
    expect(inline(undefined)).toBe('');
    for (const url of [
      '/fonts/missing.woff2',
      '/fonts/../index.html',
      '/index.html',
      'https://cdn.example/a.woff2',
    ]) {
      expect(inline([{ ...FACE, url }]), url).toBe('');
    }
  });

  it('keeps the text of a face from closing the data block', () => {
    const markup = createFontInliner(dist)([
      { ...FACE, family: '</script><b>', url: '/fonts/a.1a2b3c4d.woff2' },
    ]);
    expect(markup.match(/<\/script>/g)).toHaveLength(2);
    expect(markup.match(/<\/style>/g)).toHaveLength(1);
    expect(blockOf(markup)[0].family).toBe('</script><b>');
  });

  it('reads a file again when a build changed it', () => {
    const inline = createFontInliner(dist);
    const face = { ...FACE, url: '/fonts/b.00000000.woff2' };
    const file = join(dist, 'fonts', 'b.00000000.woff2');
    writeFileSync(file, Buffer.from('first'));
    utimesSync(file, 1_000, 1_000);
    expect(blockOf(inline([face]))[0].data).toBe(Buffer.from('first').toString('base64'));
    writeFileSync(file, Buffer.from('second'));
    utimesSync(file, 2_000, 2_000);
    expect(blockOf(inline([face]))[0].data).toBe(Buffer.from('second').toString('base64'));
  });
});
