/** The words of a request, and finding the lexicon's phrases among them. */
import { normalizeArabic } from '@manzil/service-kit';
import { wordVariants } from '../normalize.ts';
import { numberWordsToDigits } from '../quantities.ts';

const DASH_RANGE = /^\d+(?:\.\d+)?[km]?-\d+(?:\.\d+)?[km]?$/;

/**
 * The words of a normalised request: a number is split from a prefix or a word glued to it (`و١٢٠` → `و 120`,
 * `١٢٠ألف` → `120 الف`, `2-bed` → `2 bed`) and number words become digits (`three` → `3`, `مية وعشرين` →
 * `120`).
 */
export function tokensOf(normalized: string): string[] {
  const spaced = normalized
    .split(' ')
    .map((word) =>
      DASH_RANGE.test(word)
        ? word
        : word.replace(/(\d)-(?=\p{L})/gu, '$1 ').replace(/(\p{L})-(?=\d)/gu, '$1 '),
    )
    .join(' ')
    .replace(/(\d)(%)/g, '$1 $2')
    // 'الـ٧٠' and 'والـ٩٠' (the article on a number): '70', 'و 90'.
    .replace(/(^|\s)([وبفك]?)ال(?=\d)/g, '$1$2')
    .replace(/(^|\s)لل(?=\d)/g, '$1ل')
    .replace(/(^|\s)(وب|ول|فب|فل|و|ب|ل|ف|ك)(?=\d)/g, '$1$2 ')
    .replace(/(\d)(?=[\u0621-\u064a])/g, '$1 ');
  return numberWordsToDigits(spaced.split(' ').filter(Boolean));
}

const normalizedPhrases = new Map<string, string[]>();
/** A phrase of the vocabularies in the form the words have (`على` → `علي`), cached. */
function phraseParts(phrase: string): string[] {
  let parts = normalizedPhrases.get(phrase);
  if (!parts) {
    parts = normalizeArabic(phrase).split(' ');
    normalizedPhrases.set(phrase, parts);
  }
  return parts;
}

/** Whether the words contain one of the phrases (each phrase matched as whole words, Arabic prefixes allowed). */
export function hasAny(words: string[], phrases: readonly string[]): boolean {
  return phrases.some((phrase) => indexOfPhrase(words, phrase) >= 0);
}

/** Where the phrase starts in the words (from `from`), or -1. */
export function indexOfPhrase(words: string[], phrase: string, from = 0): number {
  const parts = phraseParts(phrase);
  outer: for (let i = from; i + parts.length <= words.length; i++) {
    for (let j = 0; j < parts.length; j++) {
      const word = words[i + j] as string;
      const part = parts[j] as string;
      if (word !== part && !wordVariants(word).includes(part)) continue outer;
    }
    return i;
  }
  return -1;
}

/** Where the first of the phrases starts in the words, or Infinity. */
export function indexOfAny(words: string[], phrases: readonly string[]): number {
  const found = phrases.map((phrase) => indexOfPhrase(words, phrase)).filter((index) => index >= 0);
  return found.length > 0 ? Math.min(...found) : Number.POSITIVE_INFINITY;
}

/** Whether one of the cues is among the `span` words before `index`. */
export function cueBefore(words: string[], index: number, cues: readonly string[], span = 3): boolean {
  const window = words.slice(Math.max(0, index - span), index);
  return hasAny(window, cues);
}
