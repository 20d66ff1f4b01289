import { describe, expect, it } from 'vitest';
import { fonts, tokensCss } from '../tokens/index.ts';
import { ARABIC_FONT_FAMILY, fontFacesCss } from './index.ts';

describe('self-hosted fonts', () => {
  it('declares IBM Plex Sans Arabic regular and bold, never swapped in late, for Arabic text only', () => {
    const css = fontFacesCss();
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain(`font-family: '${ARABIC_FONT_FAMILY}'`);
    // optional: a font that comes after the first paint is kept for the next page, not swapped in (no shift).
    expect(css.match(/font-display: optional/g)).toHaveLength(2);
    expect(css).toMatch(/src: url\("[^"]*ibm-plex-sans-arabic-400[^"]*\.woff2"\) format\('woff2'\)/);
    expect(css).toMatch(/ibm-plex-sans-arabic-700[^"]*\.woff2/);
    expect(css.match(/unicode-range: U\+0600-065F,/g)).toHaveLength(2);
    expect(css).not.toMatch(/U\+0000-00FF/);
  });

  it('uses the Arabic font first on Arabic pages and the system font in English', () => {
    expect(fonts.arabic.startsWith(`"${ARABIC_FONT_FAMILY}"`)).toBe(true);
    expect(fonts.body).not.toContain(ARABIC_FONT_FAMILY);
    expect(tokensCss()).toMatch(/:root:lang\(ar\) \{\s*--font-body: "IBM Plex Sans Arabic"/);
  });
});
