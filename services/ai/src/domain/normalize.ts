import { normalizeArabic, stripArabicArticle } from '@manzil/service-kit';

/**
 * The text the built-in assistant reads: Arabic letters and Arabic-Indic digits normalised (`٤` → `4`,
 * `أ` → `ا`, `ة` → `ه`), lowercase, Arabic punctuation mapped to its Latin form (`٪` → `%`, `٫` → `.`),
 * thousands separators removed (`120,000` → `120000`), other punctuation spaced out. Keeps `.`, `%`, `+`
 * and `-` so numbers, percentages and `5+` survive.
 */
export function normalizeRequest(text: string): string {
  return normalizeArabic(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/٪/g, '%')
    .replace(/٫/g, '.')
    .replace(/[٬،؛؟]/g, (c) => (c === '٬' ? ',' : ' '))
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/(\d)\s*k\b/g, '$1k')
    .replace(/['’‘`ʼ]/g, '')
    .replace(/[^\p{L}\p{N}.%+\-\s]/gu, ' ')
    .replace(/(?<!\d)[.-](?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Arabic one-letter prefixes a word may carry: `بالريم` → `الريم`, `وشقة` → `شقة`, `للبيع` → `البيع`. */
export function wordVariants(word: string): string[] {
  const variants = new Set<string>([word]);
  if (/^[\u0600-\u06FF]/.test(word)) {
    if (word.startsWith('لل') && word.length >= 4) variants.add(`ال${word.slice(2)}`);
    if (/^[وبفكل]ال/.test(word) && word.length >= 5) variants.add(word.slice(1));
    if (word.startsWith('و') && word.length >= 4) variants.add(word.slice(1));
    if (word.startsWith('وب') && word.length >= 5) variants.add(word.slice(2));
    if (/^[بلك]/.test(word) && word.length >= 5) variants.add(word.slice(1));
    for (const variant of [...variants]) variants.add(stripArabicArticle(variant));
  }
  return [...variants];
}

/** The words of a normalised text, each with its prefix-free forms, for phrase matching. */
export function wordSlots(normalized: string): string[][] {
  return normalized
    .split(' ')
    .filter(Boolean)
    .map((word) => wordVariants(word.replace(/[.%+]+$/, '')));
}

/** True when `phrase` (normalised words) occurs in `slots` as consecutive words; returns the start index. */
export function findPhrase(slots: string[][], phrase: string[]): number {
  if (phrase.length === 0) return -1;
  outer: for (let i = 0; i + phrase.length <= slots.length; i++) {
    for (let j = 0; j < phrase.length; j++) {
      if (!slots[i + j]?.includes(phrase[j] as string)) continue outer;
    }
    return i;
  }
  return -1;
}

/** Normalised words of a name, each without its Arabic article: `جزيرة الريم` → `['جزيره', 'ريم']`. */
export function nameWords(name: string): string[] {
  return normalizeRequest(name)
    .replace(/[.%+-]/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map(stripArabicArticle);
}
