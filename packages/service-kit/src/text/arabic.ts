/**
 * Text normalisation shared by indexing and querying, so both search adapters see the same words whatever the
 * user typed: hamza and alef forms, taa marbuta, tashkeel, tatweel, Arabic-Indic digits, Latin accents, case.
 */

const LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  // Persian forms that Arabic keyboards on some phones produce.
  ی: 'ي',
  ک: 'ك',
};

// Tashkeel and Quranic marks, superscript alef, and tatweel (ـ).
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LETTER_VARIANTS = /[أإآٱةىؤئیک]/g;
// Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits.
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic normalised for matching: `إِمَارَة` → `اماره`, `٣` → `3`. Other scripts pass through unchanged. */
export function normalizeArabic(text: string): string {
  return text
    .replace(MARKS, '')
    .replace(LETTER_VARIANTS, (letter) => LETTERS[letter] ?? letter)
    .replace(DIGITS, (digit) => String((digit.codePointAt(0) as number) & 0xf));
}

/**
 * Lowercase words separated by single spaces: Arabic normalised, Latin accents removed (`Métro` → `metro`),
 * apostrophes dropped (`Sa'adiyat` → `saadiyat`), other punctuation treated as a space.
 */
/**
 * Text already in the form `normalizeForSearch` gives: lower-case a-z, digits and the Arabic letters left after
 * normalising (no hamza or alef variants, taa marbuta, alef maqsura, marks or tatweel), words separated by single
 * spaces. Indexes store their searchable text normalised, so most texts take this path and are not rebuilt.
 */
const NORMALISED =
  /^[a-z0-9\u0621\u0627\u0628\u062a-\u063a\u0641-\u0648\u064a]+(?: [a-z0-9\u0621\u0627\u0628\u062a-\u063a\u0641-\u0648\u064a]+)*$/;

export function normalizeForSearch(text: string): string {
  if (NORMALISED.test(text)) return text;
  // NFKD first: it also unfolds Arabic presentation forms, which normalizeArabic then maps.
  return normalizeArabic(text.normalize('NFKD'))
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`ʼ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** `البطين` → `بطين`; a word that would keep fewer than two letters is left alone. Expects normalised input. */
export function stripArabicArticle(word: string): string {
  return word.startsWith('ال') && word.length >= 4 ? word.slice(2) : word;
}

/** Every normalised word, and its form without the Arabic article when that differs (unique, in order). */
export function searchTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const word of normalizeForSearch(text).split(' ')) {
    if (!word) continue;
    tokens.add(word);
    tokens.add(stripArabicArticle(word));
  }
  return [...tokens];
}

/** Text to index so a query with or without `ال` finds it on any adapter: `Al Bateen البطين` → `al bateen البطين بطين`. */
export function searchableText(text: string): string {
  return searchTokens(text).join(' ');
}
