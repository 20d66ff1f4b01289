/*
 * For the micro-frontends' tests of their own texts (not for pages: a shared module is not tree-shaken, so this
 * stays out of index.ts). Import from '@manzil/i18n/testing'.
 */

import { i18n } from './instance.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** i18next picks these by count (Intl.PluralRules): a missing Arabic form falls back to the English text. */
const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const ENGLISH_FORMS = ['one', 'other'] as const;

/** The keys of a namespace's texts, nested ones dotted; an empty text counts as missing. */
function keys(resources: object, prefix = ''): string[] {
  return Object.entries(resources).flatMap(([key, value]) => {
    if (typeof value === 'object' && value !== null) return keys(value, `${prefix}${key}.`);
    return typeof value === 'string' && value.trim() === '' ? [] : [`${prefix}${key}`];
  });
}

/**
 * What one language of a registered namespace lacks: an English key with no Arabic text (or an empty one), an Arabic key English
 * lacks, and for a counted text (`key_one`, `key_other`...) any of English's two plural forms or Arabic's six.
 * Empty when both languages are complete; a test expects `[]`, so a failure names the keys.
 */
export function translationGaps(namespace: string): string[] {
  const english = new Set(keys(i18n.getResourceBundle('en', namespace) ?? {}));
  const arabic = new Set(keys(i18n.getResourceBundle('ar', namespace) ?? {}));
  const gaps: string[] = [];
  const counted = new Set(
    [...english, ...arabic].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
  );
  for (const base of counted) {
    for (const form of ENGLISH_FORMS) if (!english.has(`${base}_${form}`)) gaps.push(`en: ${base}_${form}`);
    for (const form of ARABIC_FORMS) if (!arabic.has(`${base}_${form}`)) gaps.push(`ar: ${base}_${form}`);
  }
  for (const key of english) if (!PLURAL.test(key) && !arabic.has(key)) gaps.push(`ar: ${key}`);
  for (const key of arabic) if (!PLURAL.test(key) && !english.has(key)) gaps.push(`en: ${key}`);
  return gaps;
}
