import type { LocationSuggestion } from '@manzil/contracts';
import { normalizeForSearch, stripArabicArticle } from '@manzil/service-kit';
import type { LocationDocument } from './documents.ts';

/**
 * The query as both index adapters should see it: normalised (alef forms, taa marbuta, alef maqsura, tashkeel,
 * tatweel, case, accents) and without the Arabic article on any word, since the index holds every word in
 * both forms. `جزيرةُ الـــريم` → `جزيره ريم`.
 */
export function locationQueryText(raw: string): string {
  return normalizeForSearch(raw).split(' ').filter(Boolean).map(stripArabicArticle).join(' ');
}

/** A name for whole-name comparison: normalised, each word without the Arabic article, a leading "al" dropped. */
function wholeNameKey(text: string): string {
  return locationQueryText(text)
    .split(' ')
    .filter((word, i) => !(i === 0 && word === 'al'))
    .join(' ');
}

/**
 * Whether the text is this place's whole name, in either language or as its slug, with or without the article:
 * "Abu Dhabi" is the emirate, not Danet Abu Dhabi; "reem" is no place's whole name.
 */
export function isWholeName(document: LocationDocument, text: string): boolean {
  const wanted = wholeNameKey(text);
  if (!wanted) return false;
  return [document.nameEn, document.nameAr, document.slug.replace(/-/g, ' ')].some(
    (name) => wholeNameKey(name) === wanted,
  );
}

/** A suggestion for the caller, in their language: `Al Reem Island, Abu Dhabi` / `جزيرة الريم، أبوظبي`. */
export function toSuggestion(document: LocationDocument, lang: 'en' | 'ar'): LocationSuggestion {
  const name = lang === 'ar' ? document.nameAr : document.nameEn;
  const emirateName = lang === 'ar' ? document.emirateNameAr : document.emirateNameEn;
  const label =
    document.kind === 'emirate'
      ? name
      : lang === 'ar'
        ? `${name}، ${emirateName}`
        : `${name}, ${emirateName}`;
  return {
    kind: document.kind,
    id: document.entityId,
    slug: document.slug,
    nameEn: document.nameEn,
    nameAr: document.nameAr,
    name,
    label,
    emirateId: document.emirateId,
    emirateName: document.emirateNameEn,
    emirateNameAr: document.emirateNameAr,
    listingCount: document.listingCount,
  };
}
