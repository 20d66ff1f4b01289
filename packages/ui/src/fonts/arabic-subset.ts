/**
 * The characters the self-hosted Arabic font files draw: Arabic as it is written in the UAE, not every language
 * that uses the Arabic script. Fontsource's "arabic" file also covers Persian, Urdu, Sindhi and Quranic marks, and
 * weighs 43 KB a weight; this set (with the hinting dropped) weighs 16 KB, which a phone on 4G fetches before the
 * first screen's photo instead of after it. A character outside the set (a rare Urdu letter pasted into a
 * listing) is drawn by the phone's own Arabic font.
 *
 * `scripts/subset-arabic-font.ts` cuts the files in `./files` to this set; the @font-face `unicode-range` says the
 * same, so the browser never asks these files for a character they do not have.
 */
export const ARABIC_SUBSET: ReadonlyArray<readonly [first: number, last: number]> = [
  [0x0600, 0x065f], // number signs, punctuation (، ؛ ؟), the letters, harakat
  [0x0660, 0x0671], // Arabic-Indic digits, ٪ ٫ ٬ ٭, superscript alef, alef wasla
  [0x067e, 0x067e], // peh  پ  (foreign names)
  [0x0686, 0x0686], // tcheh چ
  [0x0698, 0x0698], // jeh  ژ
  [0x06a4, 0x06a4], // veh  ڤ  (e.g. ڤيلا)
  [0x06a9, 0x06a9], // keheh ک
  [0x06af, 0x06af], // gaf  گ
  [0x06cc, 0x06cc], // farsi yeh ی
  [0x06f0, 0x06f9], // Eastern Arabic-Indic digits (Persian keyboards)
  [0x200c, 0x200e], // zero-width non-joiner, joiner, left-to-right mark
  [0x2010, 0x2011], // hyphen, non-breaking hyphen
  [0xfd3e, 0xfd3f], // ornate parentheses ﴾ ﴿
  [0xfe70, 0xfe74], // presentation forms B (text pasted from PDFs): the font already has their glyphs
  [0xfe76, 0xfefc],
];

/** The set as a CSS `unicode-range` value, e.g. `U+0600-065F,U+067E`. */
export function arabicUnicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return ARABIC_SUBSET.map(([first, last]) =>
    first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(',');
}

/** Whether the self-hosted files draw this code point. */
export function inArabicSubset(codePoint: number): boolean {
  return ARABIC_SUBSET.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** Every code point of the set, as one string (what the subsetter keeps). */
export function arabicSubsetText(): string {
  let text = '';
  for (const [first, last] of ARABIC_SUBSET) {
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}
