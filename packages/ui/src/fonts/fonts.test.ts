import { describe, expect, it } from 'vitest';
import { fonts, tokensCss } from '../tokens/index.ts';
import { arabicUnicodeRange } from './arabic-subset.ts';
import { ARABIC_FONT_FAMILY, addFontFaces, type FontFaceHost, fontFacesFor } from './index.ts';

/** A page's font set as `addFontFaces` sees it: the faces it has, and what was added. */
function fakeHost(families: string[] = []) {
  const added: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {}
  }
  const faces = families.map((entry) => {
    const [family = '', weight = 'normal'] = entry.split('|');
    return { family, weight };
  });
  const host = {
    fonts: {
      forEach: (visit: (face: { family: string; weight: string }) => void) => faces.forEach(visit),
      add: (face: FakeFontFace) => {
        added.push(face);
        faces.push({ family: face.family, weight: String(face.descriptors.weight) });
      },
    },
    FontFace: FakeFontFace,
  } as unknown as FontFaceHost;
  return { host, added };
}

describe('self-hosted fonts', () => {
  it('names IBM Plex Sans Arabic regular and bold for Arabic pages, each file for its own weights and letters', () => {
    const faces = fontFacesFor('ar');
    expect(faces.map(({ family, weight }) => [family, weight])).toEqual([
      [ARABIC_FONT_FAMILY, '400 500'],
      [ARABIC_FONT_FAMILY, '600 800'],
    ]);
    expect(faces[0]?.url).toMatch(/ibm-plex-sans-arabic-400[^/]*\.woff2$/);
    expect(faces[1]?.url).toMatch(/ibm-plex-sans-arabic-700[^/]*\.woff2$/);
    for (const face of faces) {
      expect(face.unicodeRange).toBe(arabicUnicodeRange());
      expect(face.unicodeRange).not.toMatch(/U\+0000-00FF/);
    }
    // English pages are set in the system's fonts: nothing to fetch or write into the page.
    expect(fontFacesFor('en')).toEqual([]);
  });

  it('uses the Arabic font first on Arabic pages and the system font in English', () => {
    expect(fonts.arabic.startsWith(`"${ARABIC_FONT_FAMILY}"`)).toBe(true);
    expect(fonts.body).not.toContain(ARABIC_FONT_FAMILY);
    expect(tokensCss()).toMatch(/:root:lang\(ar\) \{\s*--font-body: "IBM Plex Sans Arabic"/);
  });

  it('adds the Arabic faces as files to a page that lacks them, swapped in when they arrive', () => {
    const { host, added } = fakeHost(['system-ui']);
    expect(addFontFaces('ar', host)).toBe(2);
    expect(added.map(({ family, source, descriptors }) => [family, source, descriptors])).toEqual(
      fontFacesFor('ar').map((face) => [
        face.family,
        `url(${JSON.stringify(face.url)}) format('woff2')`,
        { weight: face.weight, unicodeRange: face.unicodeRange, display: 'swap' },
      ]),
    );
    // Once: a page switched to English and back keeps the faces it has.
    expect(addFontFaces('ar', host)).toBe(0);
    expect(added).toHaveLength(2);
  });

  it('leaves the faces the gateway wrote into the page, and adds none in English or without a font API', () => {
    const written = fakeHost([`${ARABIC_FONT_FAMILY}|400 500`, `${ARABIC_FONT_FAMILY}|600 800`]);
    expect(addFontFaces('ar', written.host)).toBe(0);
    // A page that has the regular face only (the bold one failed) gets the bold one as a file.
    const regular = fakeHost([`"${ARABIC_FONT_FAMILY}"|400 500`]);
    expect(addFontFaces('ar', regular.host)).toBe(1);
    expect(regular.added.map(({ descriptors }) => descriptors.weight)).toEqual(['600 800']);
    const english = fakeHost();
    expect(addFontFaces('en', english.host)).toBe(0);
    expect(english.added).toEqual([]);
    expect(addFontFaces('ar', null)).toBe(0);
  });
});
