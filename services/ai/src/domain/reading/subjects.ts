import { normalizeArabic } from '@manzil/service-kit';
import { DEMONYMS, PEOPLE_CONTEXT, PLACE_PREPOSITIONS, PLACE_STOP, TRAIT_WORDS } from '../lexicon/index.ts';
import { hasAny } from './words.ts';

export type ProtectedTrait = 'nationality' | 'religion' | 'ethnicity';

/** The protected trait a request asks to filter on, if any. */
export function readTrait(words: string[]): ProtectedTrait | undefined {
  for (const [trait, terms] of TRAIT_WORDS) if (hasAny(words, terms)) return trait;
  if (hasAny(words, DEMONYMS) && hasAny(words, PEOPLE_CONTEXT)) return 'nationality';
  return undefined;
}

/** A listing named by reference ('ST-000123'), by 'listing 12' / 'عقار رقم ١٢', or '#12'. */
export function readListingId(raw: string): number | undefined {
  const text = normalizeArabic(raw);
  const reference = /\bST\s*-?\s*(\d{1,6})\b/i.exec(text);
  if (reference) return Number(reference[1]) || undefined;
  const named =
    /(?:property|listing|reference|ref|عقار|العقار|اعلان|الاعلان|إعلان)\s*(?:no\.?|number|id|رقم)?\s*#?\s*(\d{1,6})\b/i.exec(
      text,
    ) ?? /#(\d{1,6})\b/.exec(text);
  if (named) {
    // '3 bedrooms', 'listing 2 bedroom': a count, not an id.
    const after = text
      .slice((named.index ?? 0) + named[0].length)
      .trim()
      .toLowerCase();
    if (/^(?:bed|bath|br|b\/r|غرف|حمام|k\b|m\b|million|الف|مليون)/.test(after)) return undefined;
    return Number(named[1]) || undefined;
  }
  return undefined;
}

/** The words after 'in'/'في' when no known place matched: 'in Al Zeina' → 'al zeina'. */
export function readPlaceText(words: string[], used: Set<number>): string | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!PLACE_PREPOSITIONS.includes(words[i] as string)) continue;
    const picked: string[] = [];
    const first = words[i + 1] === 'the' ? i + 2 : i + 1;
    for (let k = first; k < words.length && picked.length < 3; k++) {
      const word = words[k] as string;
      if (used.has(k) || PLACE_STOP.has(word) || /\d/.test(word)) break;
      picked.push(word);
    }
    if (picked.length > 0 && picked.join(' ').length >= 3) return picked.join(' ');
  }
  return undefined;
}
