import type { PriceType } from '@manzil/contracts';

export type Lang = 'en' | 'ar';

/** The words of the tags the gateway writes, in both languages (the client's own texts live in the remotes). */
export const TEXTS = {
  en: {
    sale: 'for Sale',
    rent: 'for Rent',
    properties: 'Properties',
    uae: 'UAE',
    in: 'in',
    propertiesIn: (where: string) => `Properties in ${where}`,
    listDescription: (what: string, deal: string, where: string, brand: string) =>
      `Browse ${what.toLowerCase()} ${deal.toLowerCase()} in ${where} with ${brand}: prices in AED, photos, ` +
      'floor areas and direct contact with our agents.',
    locationDescription: (where: string, brand: string) =>
      `Villas, townhouses and apartments for sale and rent in ${where}, with prices in AED, photos and direct ` +
      `contact with ${brand}.`,
    bedrooms: (n: number) => (n === 0 ? 'Studio' : `${n} bedroom${n === 1 ? '' : 's'}`),
    bathrooms: (n: number) => `${n} bathroom${n === 1 ? '' : 's'}`,
    unit: { sqft: 'sq ft', sqm: 'sq m' },
    priceSuffix: { total: '', per_sqft: ' per sq ft', monthly: ' per month', yearly: ' per year' },
    home: 'Home',
    notFoundTitle: 'Page not found',
    notFoundDescription:
      'The page you asked for does not exist. Browse our properties or go back to the home page.',
    listingNotFoundTitle: 'Property not found',
    listingGoneTitle: 'No longer advertised',
    listingGoneDescription:
      "This property's advertising permit has expired, so it is no longer advertised. Browse the homes on offer today.",
    adminTitle: 'Admin',
    favouritesTitle: 'Saved homes',
    compareTitle: 'Compare homes',
    comma: ', ',
  },
  ar: {
    sale: 'للبيع',
    rent: 'للإيجار',
    properties: 'عقارات',
    uae: 'الإمارات',
    in: 'في',
    propertiesIn: (where: string) => `عقارات في ${where}`,
    listDescription: (what: string, deal: string, where: string, brand: string) =>
      `تصفح ${what} ${deal} في ${where} مع ${brand}: الأسعار بالدرهم الإماراتي، الصور، المساحات والتواصل ` +
      'المباشر مع وكلائنا.',
    locationDescription: (where: string, brand: string) =>
      `فلل وتاون هاوس وشقق للبيع والإيجار في ${where}، مع الأسعار بالدرهم الإماراتي والصور والتواصل المباشر ` +
      `مع ${brand}.`,
    bedrooms: (n: number) => (n === 0 ? 'استوديو' : n === 1 ? 'غرفة نوم واحدة' : `${n} غرف نوم`),
    bathrooms: (n: number) => (n === 1 ? 'حمام واحد' : `${n} حمامات`),
    unit: { sqft: 'قدم مربع', sqm: 'متر مربع' },
    priceSuffix: { total: '', per_sqft: ' للقدم المربع', monthly: ' شهرياً', yearly: ' سنوياً' },
    home: 'الرئيسية',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundDescription: 'الصفحة التي طلبتها غير موجودة. تصفح عقاراتنا أو عد إلى الصفحة الرئيسية.',
    listingNotFoundTitle: 'العقار غير موجود',
    listingGoneTitle: 'لم يعد هذا العقار معروضاً',
    listingGoneDescription:
      'انتهت صلاحية تصريح الإعلان لهذا العقار، لذا لم يعد معروضاً. تصفّح العقارات المعروضة اليوم.',
    adminTitle: 'لوحة الإدارة',
    favouritesTitle: 'المنازل المحفوظة',
    compareTitle: 'مقارنة المنازل',
    comma: '، ',
  },
} as const;

/** Arabic plurals of the seeded property types (Arabic plurals cannot be derived); others use the name as is. */
const ARABIC_TYPE_PLURALS: Record<string, string> = {
  apartment: 'شقق',
  villa: 'فلل',
  townhouse: 'تاون هاوس',
  penthouse: 'بنتهاوس',
  duplex: 'دوبلكس',
  'hotel-apartment': 'شقق فندقية',
  'compound-villa': 'فلل في مجمعات سكنية',
};

/** "Apartments", "Townhouses", "Duplexes" / "شقق", "فلل". */
export function typePlural(type: { slug: string; nameEn: string; nameAr: string }, lang: Lang): string {
  if (lang === 'ar') return ARABIC_TYPE_PLURALS[type.slug] ?? type.nameAr;
  const name = type.nameEn.trim();
  if (/(?:s|x|z|ch|sh)$/i.test(name)) return `${name}es`;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

const LOCALES: Record<Lang, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };

/** 'AED 2,450,000 per year' / '2,450,000 د.إ سنوياً' (Latin digits in both languages, as the pages show). */
export function priceText(amount: number, priceType: PriceType, lang: Lang): string {
  const figure = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }).format(
    Math.round(amount),
  );
  const money = lang === 'en' ? `AED ${figure}` : `${figure} د.إ`;
  return `${money}${TEXTS[lang].priceSuffix[priceType]}`;
}

export function sizeText(value: number, unit: 'sqft' | 'sqm', lang: Lang): string {
  const figure = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }).format(Math.round(value));
  return `${figure} ${TEXTS[lang].unit[unit]}`;
}
