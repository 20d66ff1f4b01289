import type { Lang } from '@manzil/i18n';

interface Named {
  titleEn: string;
  titleAr?: string | null;
  areaName?: string | null;
  areaNameAr?: string | null;
  emirateName?: string | null;
  emirateNameAr?: string | null;
}

/** The listing's title in the language (the English one where it has no Arabic title). */
export function listingTitle(listing: Named, lang: Lang): string {
  return lang === 'ar' ? listing.titleAr || listing.titleEn : listing.titleEn;
}

/** "Area, Emirate" in the language (an Arabic comma in Arabic); what is missing is left out. */
export function listingPlace(listing: Named, lang: Lang): string {
  const ar = lang === 'ar';
  return [ar ? listing.areaNameAr : listing.areaName, ar ? listing.emirateNameAr : listing.emirateName]
    .filter(Boolean)
    .join(ar ? '، ' : ', ');
}
