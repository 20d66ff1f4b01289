import type { ChatFilters, ChatIntent } from '@manzil/contracts';
import { A, E, T } from './fixtures/references.ts';

export interface CorpusCase {
  request: string;
  /** The exact search filters the request must produce (for search requests). */
  filters?: ChatFilters;
  intent?: ChatIntent;
  /** An unknown place phrase the request must pass on for the location search. */
  placeText?: string;
}

/**
 * Requests people type, in English, Arabic (standard and Gulf wording, Arabic-Indic digits), with the filters
 * each must produce. Run by `understand.corpus.test.ts` in CI.
 */
export const SEARCH_CORPUS: CorpusCase[] = [
  // ---------------------------------------------------------------- English
  {
    request: '2 bedroom apartment for rent in Reem under 120k',
    filters: {
      bedrooms: '2',
      propertyTypeId: T.apartment,
      listingType: 'rent',
      areaId: A.reem,
      maxPrice: 120_000,
    },
  },
  {
    request: 'villa for sale in Saadiyat',
    filters: { propertyTypeId: T.villa, listingType: 'sale', areaId: A.saadiyat },
  },
  {
    request: 'Show me 3BR townhouses on Yas Island',
    filters: { bedrooms: '3', propertyTypeId: T.townhouse, areaId: A.yas },
  },
  {
    request: 'studio for rent in Al Reem Island',
    filters: { bedrooms: '0', listingType: 'rent', areaId: A.reem },
  },
  {
    request: 'I want to buy a penthouse in Al Raha Beach between 3m and 5m',
    filters: {
      listingType: 'sale',
      propertyTypeId: T.penthouse,
      areaId: A.rahaBeach,
      minPrice: 3_000_000,
      maxPrice: 5_000_000,
    },
  },
  {
    request: 'cheapest apartments in Khalifa City',
    filters: { propertyTypeId: T.apartment, areaId: A.khalifa, sortBy: 'price_asc' },
  },
  {
    request: 'four bedroom villa in MBZ for rent, budget 200,000 AED',
    filters: {
      bedrooms: '4',
      propertyTypeId: T.villa,
      areaId: A.mbz,
      listingType: 'rent',
      maxPrice: 200_000,
    },
  },
  {
    request: 'off-plan apartments in Saadiyat over 2 million',
    filters: {
      status: 'under_construction',
      propertyTypeId: T.apartment,
      areaId: A.saadiyat,
      minPrice: 2_000_000,
    },
  },
  {
    request: 'ready to move villas in Abu Dhabi',
    filters: { status: 'ready', propertyTypeId: T.villa, emirateId: E.abuDhabi },
  },
  {
    request: '1 bed flat to rent in Al Khalidiyah max 70k',
    filters: {
      bedrooms: '1',
      propertyTypeId: T.apartment,
      listingType: 'rent',
      areaId: A.khalidiyah,
      maxPrice: 70_000,
    },
  },
  { request: 'hotel apartment in Yas', filters: { propertyTypeId: T.hotelApartment, areaId: A.yas } },
  {
    request: 'compound villa in Khalifa City for rent',
    filters: { propertyTypeId: T.compoundVilla, areaId: A.khalifa, listingType: 'rent' },
  },
  {
    request: '5+ bedroom villas for sale',
    filters: { bedrooms: '5+', propertyTypeId: T.villa, listingType: 'sale' },
  },
  { request: 'at least 3 bedrooms in Al Reef', filters: { bedrooms: '3+', areaId: A.reef } },
  {
    request: 'duplex with 3 bathrooms in Masdar City',
    filters: { propertyTypeId: T.duplex, bathrooms: '3', areaId: A.masdar },
  },
  {
    request: 'Apartments around 1.5m in Reem',
    filters: { propertyTypeId: T.apartment, minPrice: 1_275_000, maxPrice: 1_725_000, areaId: A.reem },
  },
  {
    request: 'biggest villas in Saadiyat Island',
    filters: { propertyTypeId: T.villa, areaId: A.saadiyat, sortBy: 'area_desc' },
  },
  {
    request: 'Looking for a 2-bed apartment in Dubai Marina to rent 80-120k',
    filters: {
      bedrooms: '2',
      propertyTypeId: T.apartment,
      areaId: A.marina,
      listingType: 'rent',
      minPrice: 80_000,
      maxPrice: 120_000,
    },
  },
  {
    request: 'townhouse in Al Raha Gardens under AED 3,500,000',
    filters: { propertyTypeId: T.townhouse, areaId: A.rahaGardens, maxPrice: 3_500_000 },
  },
  {
    request: 'luxury penthouses in Al Maryah',
    filters: { propertyTypeId: T.penthouse, areaId: A.maryah, sortBy: 'price_desc' },
  },
  { request: 'apartments in Dubai', filters: { propertyTypeId: T.apartment, emirateId: E.dubai } },
  {
    request: 'villa in Al Ain for rent',
    filters: { propertyTypeId: T.villa, areaId: A.alAin, listingType: 'rent' },
  },
  { request: 'homes over 3000 sqft in Al Bateen', filters: { minArea: 3000, areaId: A.bateen } },
  {
    request: 'three bed apartment Corniche Road yearly rent less than 150k',
    filters: {
      bedrooms: '3',
      propertyTypeId: T.apartment,
      areaId: A.corniche,
      listingType: 'rent',
      maxPrice: 150_000,
    },
  },
  {
    request: 'new off plan townhouses in Yas',
    filters: { status: 'under_construction', propertyTypeId: T.townhouse, areaId: A.yas, sortBy: 'newest' },
  },
  {
    request: 'apartment for rent in Al Zeina',
    filters: { propertyTypeId: T.apartment, listingType: 'rent' },
    placeText: 'al zeina',
  },
  {
    request: '2 bedrooms 2 bathrooms in Al Shamkha',
    filters: { bedrooms: '2', bathrooms: '2', areaId: A.shamkha },
  },
  {
    request: 'villa in JVC for sale under 4m',
    filters: { propertyTypeId: T.villa, areaId: A.jvc, listingType: 'sale', maxPrice: 4_000_000 },
  },
  { request: 'Properties in Sharjah', filters: { emirateId: E.sharjah } },
  {
    request: 'buy a flat in Downtown Dubai 1.2m',
    filters: { listingType: 'sale', propertyTypeId: T.apartment, areaId: A.downtown, maxPrice: 1_200_000 },
  },
  {
    request: 'apartments for rent from 60k to 90k',
    filters: { propertyTypeId: T.apartment, listingType: 'rent', minPrice: 60_000, maxPrice: 90_000 },
  },
  {
    request: 'villa in Yas Island with 6 bedrooms',
    filters: { propertyTypeId: T.villa, areaId: A.yas, bedrooms: '5+' },
  },

  // ---------------------------------------------------------------- Arabic (standard, Gulf, Arabic-Indic digits)
  {
    request: 'فيلا ٤ غرف للبيع في السعديات',
    filters: { propertyTypeId: T.villa, bedrooms: '4', listingType: 'sale', areaId: A.saadiyat },
  },
  {
    request: 'شقة غرفتين ايجار الريم',
    filters: { propertyTypeId: T.apartment, bedrooms: '2', listingType: 'rent', areaId: A.reem },
  },
  {
    request: 'أبي شقة ٣ غرف للإيجار في جزيرة الريم أقل من ١٥٠ ألف',
    filters: {
      propertyTypeId: T.apartment,
      bedrooms: '3',
      listingType: 'rent',
      areaId: A.reem,
      maxPrice: 150_000,
    },
  },
  {
    request: 'ابغى فيلا للبيع في ياس',
    filters: { propertyTypeId: T.villa, listingType: 'sale', areaId: A.yas },
  },
  { request: 'استوديو للايجار بالريم', filters: { bedrooms: '0', listingType: 'rent', areaId: A.reem } },
  {
    request: 'تاون هاوس ثلاث غرف في شاطئ الراحة بحدود ٣ مليون',
    filters: { propertyTypeId: T.townhouse, bedrooms: '3', areaId: A.rahaBeach, maxPrice: 3_000_000 },
  },
  {
    request: 'شقق على الخارطة في السعديات',
    filters: { propertyTypeId: T.apartment, status: 'under_construction', areaId: A.saadiyat },
  },
  {
    request: 'فلل جاهزة في مدينة محمد بن زايد',
    filters: { propertyTypeId: T.villa, status: 'ready', areaId: A.mbz },
  },
  {
    request: 'أرخص شقق للإيجار في أبوظبي',
    filters: { propertyTypeId: T.apartment, listingType: 'rent', emirateId: E.abuDhabi, sortBy: 'price_asc' },
  },
  {
    request: 'بنتهاوس فاخر في جزيرة الماريه',
    filters: { propertyTypeId: T.penthouse, areaId: A.maryah, sortBy: 'price_desc' },
  },
  {
    request: 'فيلا ٥ غرف في مدينة خليفة بين ٢ مليون و ٤ مليون',
    filters: {
      propertyTypeId: T.villa,
      bedrooms: '5+',
      areaId: A.khalifa,
      minPrice: 2_000_000,
      maxPrice: 4_000_000,
    },
  },
  {
    request: 'شقة غرفة وصالة في الخالدية',
    filters: { propertyTypeId: T.apartment, bedrooms: '1', areaId: A.khalidiyah },
  },
  {
    request: 'ودي أشتري تاون هاوس في الريف',
    filters: { listingType: 'sale', propertyTypeId: T.townhouse, areaId: A.reef },
  },
  { request: 'شقة فندقية في ياس', filters: { propertyTypeId: T.hotelApartment, areaId: A.yas } },
  {
    request: 'فيلا في العين للإيجار',
    filters: { propertyTypeId: T.villa, areaId: A.alAin, listingType: 'rent' },
  },
  {
    request: 'شقة ٢ غرف و ٢ حمام في مصدر',
    filters: { propertyTypeId: T.apartment, bedrooms: '2', bathrooms: '2', areaId: A.masdar },
  },
  { request: 'عقارات للبيع في دبي', filters: { listingType: 'sale', emirateId: E.dubai } },
  { request: 'ابي بيت في الشامخة', filters: { propertyTypeId: T.villa, areaId: A.shamkha } },
  {
    request: 'دوبلكس في البطين اقل من مليونين',
    filters: { propertyTypeId: T.duplex, areaId: A.bateen, maxPrice: 2_000_000 },
  },
  {
    request: 'شقق للايجار من ٥٠ الف الى ٨٠ الف',
    filters: { propertyTypeId: T.apartment, listingType: 'rent', minPrice: 50_000, maxPrice: 80_000 },
  },
  {
    request: 'فيلا اكثر من ٥ مليون في السعديات',
    filters: { propertyTypeId: T.villa, minPrice: 5_000_000, areaId: A.saadiyat },
  },
  {
    request: 'شقة ١ غرفة نوم ايجار سنوي في الراحة حدائق',
    filters: { propertyTypeId: T.apartment, bedrooms: '1', listingType: 'rent' },
  },
  {
    request: 'فيلا في كمباوند بمدينة خليفة',
    filters: { propertyTypeId: T.compoundVilla, areaId: A.khalifa },
  },
  { request: 'اكبر الفلل في ياس', filters: { propertyTypeId: T.villa, areaId: A.yas, sortBy: 'area_desc' } },
  {
    request: 'شقة في دبي مارينا بسعر حوالي مليون',
    filters: { propertyTypeId: T.apartment, areaId: A.marina, minPrice: 850_000, maxPrice: 1_150_000 },
  },
  {
    request: 'ابغي استأجر شقة ثلاث غرف في شاطئ الراحة',
    filters: { listingType: 'rent', propertyTypeId: T.apartment, bedrooms: '3', areaId: A.rahaBeach },
  },
  { request: 'فيلا ٦ غرف للبيع', filters: { propertyTypeId: T.villa, bedrooms: '5+', listingType: 'sale' } },
  {
    request: 'شقة بأبوظبي بنص مليون',
    filters: { propertyTypeId: T.apartment, emirateId: E.abuDhabi, maxPrice: 500_000 },
  },
  {
    request: 'تاونهاوس جاهز للسكن في ياس ٤ غرف',
    filters: { propertyTypeId: T.townhouse, status: 'ready', areaId: A.yas, bedrooms: '4' },
  },
  {
    request: 'شقة للبيع في جزيرة الريم ١٫٢ مليون',
    filters: { propertyTypeId: T.apartment, listingType: 'sale', areaId: A.reem, maxPrice: 1_200_000 },
  },
  // ---------------------------------------------------------------- more Gulf wording and spellings
  {
    request: 'شو عندكم شقق ايجار في الريم؟',
    filters: { listingType: 'rent', areaId: A.reem, propertyTypeId: T.apartment },
  },
  {
    request: 'ابغى فيلا ٥ غرف للايجار في خليفة بحدود ٢٠٠ الف',
    filters: {
      bedrooms: '5+',
      maxPrice: 200_000,
      listingType: 'rent',
      areaId: A.khalifa,
      propertyTypeId: T.villa,
    },
  },
  {
    request: 'عطني شقق رخيصة في ياس',
    filters: { sortBy: 'price_asc', areaId: A.yas, propertyTypeId: T.apartment },
  },
  {
    request: 'ابي شقة ٢ غرفة ميزانيتي ٨٠ ألف سنوي',
    filters: { bedrooms: '2', maxPrice: 80_000, listingType: 'rent', propertyTypeId: T.apartment },
  },
  {
    request: 'شقه ٣ غرف وصاله للايجار في المريه ب ١٥٠ الف',
    filters: {
      bedrooms: '3',
      maxPrice: 150_000,
      listingType: 'rent',
      areaId: A.maryah,
      propertyTypeId: T.apartment,
    },
  },
  {
    request: '٢ غرف نوم للبيع في الريم تحت ١٫٥ مليون',
    filters: { bedrooms: '2', maxPrice: 1_500_000, listingType: 'sale', areaId: A.reem },
  },
  {
    request: 'flat 2br reem 100k',
    filters: { bedrooms: '2', maxPrice: 100_000, areaId: A.reem, propertyTypeId: T.apartment },
  },
  {
    request: 'i need a 2 bedroom in reem for under 120000 aed yearly',
    filters: { bedrooms: '2', maxPrice: 120_000, listingType: 'rent', areaId: A.reem },
  },
  {
    request: 'Penthouse in Saadiyat for less than 10m',
    filters: { maxPrice: 10_000_000, areaId: A.saadiyat, propertyTypeId: T.penthouse },
  },
  {
    request: 'Do you have apartments near the corniche?',
    filters: { propertyTypeId: T.apartment, areaId: A.corniche },
  },
  {
    request: 'apartments in Al Nahda please',
    filters: { propertyTypeId: T.apartment },
    placeText: 'al nahda',
  },
  {
    request: 'شقق على الكورنيش للايجار',
    filters: { propertyTypeId: T.apartment, areaId: A.corniche, listingType: 'rent' },
  },
];

/**
 * Issue 23: comparatives with Arabic prefixes (بأقل، بأكثر، بحدود، لـ), ranges in digits and words in any mix of
 * Arabic-Indic and Western digits, "at least" / "or more" in both languages, and the same for sizes (متر، قدم).
 * Gulf and Modern Standard wording; each shape in both languages. Run with the rest of the corpus in CI.
 */
export const COMPARATIVE_CORPUS: CorpusCase[] = [
  // ---------------------------------------------------------------- prefixed comparatives (Arabic)
  {
    request: 'ابي فيلا بأقل من ٣ مليون في ياس',
    filters: { propertyTypeId: T.villa, maxPrice: 3_000_000, areaId: A.yas },
  },
  {
    request: 'شقة للإيجار بأكثر من ١٠٠ ألف في الريم',
    filters: { propertyTypeId: T.apartment, listingType: 'rent', minPrice: 100_000, areaId: A.reem },
  },
  {
    request: 'تاون هاوس بحدود مليونين ونص في الريف',
    filters: { propertyTypeId: T.townhouse, maxPrice: 2_500_000, areaId: A.reef },
  },
  {
    request: 'شقة ميزانيتي ما تزيد عن ٩٠ الف في مصدر',
    filters: { propertyTypeId: T.apartment, maxPrice: 90_000, areaId: A.masdar },
  },
  {
    request: 'ابغى شقة ايجار سنوي ما يتعدى ٧٠ الف في الشامخة',
    filters: { propertyTypeId: T.apartment, listingType: 'rent', maxPrice: 70_000, areaId: A.shamkha },
  },
  {
    request: 'أريد فيلا لا يقل سعرها عن ٤ ملايين درهم في السعديات',
    filters: { propertyTypeId: T.villa, minPrice: 4_000_000, areaId: A.saadiyat },
  },
  {
    request: 'ابي شقة بمية وعشرين ألف سنوي في الخالدية',
    filters: { propertyTypeId: T.apartment, maxPrice: 120_000, listingType: 'rent', areaId: A.khalidiyah },
  },
  {
    request: 'فيلا بـ٣ ملايين وأكثر في السعديات',
    filters: { propertyTypeId: T.villa, minPrice: 3_000_000, areaId: A.saadiyat },
  },
  {
    request: 'تاون هاوس للبيع ٢ مليون فما فوق في ياس',
    filters: { propertyTypeId: T.townhouse, listingType: 'sale', minPrice: 2_000_000, areaId: A.yas },
  },
  {
    request: 'شقة للإيجار ب١٠٠ الف او اقل في الريم',
    filters: { propertyTypeId: T.apartment, listingType: 'rent', maxPrice: 100_000, areaId: A.reem },
  },
  // ---------------------------------------------------------------- comparatives (English)
  {
    request: 'apartment no more than 90k a year in Khalidiyah',
    filters: { propertyTypeId: T.apartment, maxPrice: 90_000, listingType: 'rent', areaId: A.khalidiyah },
  },
  {
    request: 'townhouse in Yas 2m or more',
    filters: { propertyTypeId: T.townhouse, areaId: A.yas, minPrice: 2_000_000 },
  },
  {
    request: 'penthouse in Al Maryah not less than 5 million',
    filters: { propertyTypeId: T.penthouse, areaId: A.maryah, minPrice: 5_000_000 },
  },
  {
    request: 'house in Al Reef for under 2.5 million',
    filters: { propertyTypeId: T.villa, areaId: A.reef, maxPrice: 2_500_000 },
  },
  {
    request: 'apartment for rent around one hundred twenty thousand in Reem',
    filters: {
      propertyTypeId: T.apartment,
      listingType: 'rent',
      minPrice: 102_000,
      maxPrice: 138_000,
      areaId: A.reem,
    },
  },
  // ---------------------------------------------------------------- ranges (Arabic, any mix of digits)
  {
    request: 'شقة ايجار بين ٩٠ و١٢٠ ألف بالريم',
    filters: {
      propertyTypeId: T.apartment,
      listingType: 'rent',
      minPrice: 90_000,
      maxPrice: 120_000,
      areaId: A.reem,
    },
  },
  {
    request: 'فيلا للبيع من ٨٠٠ ألف إلى مليون في العين',
    filters: {
      propertyTypeId: T.villa,
      listingType: 'sale',
      minPrice: 800_000,
      maxPrice: 1_000_000,
      areaId: A.alAin,
    },
  },
  {
    request: 'شقة إيجار من ٦٠ لـ ٨٠ ألف في الريم',
    filters: {
      propertyTypeId: T.apartment,
      listingType: 'rent',
      minPrice: 60_000,
      maxPrice: 80_000,
      areaId: A.reem,
    },
  },
  {
    request: 'شقة للإيجار بين 90 و ١٢٠ ألف في الريم',
    filters: {
      propertyTypeId: T.apartment,
      listingType: 'rent',
      minPrice: 90_000,
      maxPrice: 120_000,
      areaId: A.reem,
    },
  },
  {
    request: 'أبحث عن شقة للإيجار بسعر يتراوح بين ٨٠ ألفاً و100 ألف درهم في جزيرة الريم',
    filters: {
      propertyTypeId: T.apartment,
      listingType: 'rent',
      minPrice: 80_000,
      maxPrice: 100_000,
      areaId: A.reem,
    },
  },
  {
    request: 'شقق ما بين مليون ومليون ونص في الريم',
    filters: { propertyTypeId: T.apartment, minPrice: 1_000_000, maxPrice: 1_500_000, areaId: A.reem },
  },
  // ---------------------------------------------------------------- ranges (English)
  {
    request: '2 bed apartment in Reem between 90 and 120k',
    filters: {
      bedrooms: '2',
      propertyTypeId: T.apartment,
      areaId: A.reem,
      minPrice: 90_000,
      maxPrice: 120_000,
    },
  },
  {
    request: 'villa for sale from 800k to 1.2m in Al Ain',
    filters: {
      propertyTypeId: T.villa,
      listingType: 'sale',
      minPrice: 800_000,
      maxPrice: 1_200_000,
      areaId: A.alAin,
    },
  },
  {
    request: 'apartment for rent 80k-100k in Reem',
    filters: {
      propertyTypeId: T.apartment,
      listingType: 'rent',
      minPrice: 80_000,
      maxPrice: 100_000,
      areaId: A.reem,
    },
  },
  // ---------------------------------------------------------------- at least / or more (rooms)
  {
    request: 'شقة ٣ غرف على الأقل في شاطئ الراحة',
    filters: { propertyTypeId: T.apartment, bedrooms: '3+', areaId: A.rahaBeach },
  },
  {
    request: 'ابغى فيلا على الأقل ٤ غرف في خليفة',
    filters: { propertyTypeId: T.villa, bedrooms: '4+', areaId: A.khalifa },
  },
  {
    request: 'فيلا ما تقل عن ٤ غرف في السعديات',
    filters: { propertyTypeId: T.villa, bedrooms: '4+', areaId: A.saadiyat },
  },
  {
    request: 'شقة غرفتين وأكثر للإيجار في الريم',
    filters: { propertyTypeId: T.apartment, bedrooms: '2+', listingType: 'rent', areaId: A.reem },
  },
  {
    request: 'فيلا ٤ غرف وفوق في مدينة محمد بن زايد',
    filters: { propertyTypeId: T.villa, bedrooms: '4+', areaId: A.mbz },
  },
  {
    request: 'شقة حمامين على الأقل في الريم',
    filters: { propertyTypeId: T.apartment, bathrooms: '2+', areaId: A.reem },
  },
  {
    request: 'شقة اكثر من غرفتين في الريم',
    filters: { propertyTypeId: T.apartment, bedrooms: '3+', areaId: A.reem },
  },
  {
    request: 'شقة بثلاث غرف نوم على الأقل وبسعر لا يتجاوز ١٥٠ ألف درهم',
    filters: { propertyTypeId: T.apartment, bedrooms: '3+', maxPrice: 150_000 },
  },
  {
    request: 'apartment in Reem at least 3 bedrooms',
    filters: { propertyTypeId: T.apartment, areaId: A.reem, bedrooms: '3+' },
  },
  {
    request: 'villa with 4 bedrooms or more in Saadiyat',
    filters: { propertyTypeId: T.villa, bedrooms: '4+', areaId: A.saadiyat },
  },
  {
    request: 'more than 2 bedrooms apartment in Reem',
    filters: { bedrooms: '3+', propertyTypeId: T.apartment, areaId: A.reem },
  },
  {
    request: 'villa in Yas with at least 2 bathrooms',
    filters: { propertyTypeId: T.villa, areaId: A.yas, bathrooms: '2+' },
  },
  {
    request: '3 bedroom+ villa in Yas, 3 bedrooms minimum is fine',
    filters: { bedrooms: '3+', propertyTypeId: T.villa, areaId: A.yas },
  },
  {
    request: 'شقة اقل شي ٣ غرف في الريم',
    filters: { bedrooms: '3+', propertyTypeId: T.apartment, areaId: A.reem },
  },
  {
    request: 'فيلا من ٤ غرف وطالع في ياس',
    filters: { bedrooms: '4+', propertyTypeId: T.villa, areaId: A.yas },
  },
  {
    request: 'no fewer than 3 bedrooms villa in Saadiyat',
    filters: { bedrooms: '3+', propertyTypeId: T.villa, areaId: A.saadiyat },
  },
  // ---------------------------------------------------------------- sizes (متر، قدم / sq m, sq ft)
  {
    request: 'فيلا مساحتها أكثر من ٥٠٠ متر في السعديات',
    filters: { propertyTypeId: T.villa, minArea: 5382, areaId: A.saadiyat },
  },
  {
    request: 'شقة بمساحة لا تقل عن ١٥٠٠ قدم في الريم',
    filters: { propertyTypeId: T.apartment, minArea: 1500, areaId: A.reem },
  },
  {
    request: 'شقة أقل من ١٠٠٠ قدم مربع للإيجار',
    filters: { propertyTypeId: T.apartment, maxArea: 1000, listingType: 'rent' },
  },
  {
    request: 'تاون هاوس بين ١٠٠ و ١٥٠ متر مربع في ياس',
    filters: { propertyTypeId: T.townhouse, minArea: 1076, maxArea: 1615, areaId: A.yas },
  },
  {
    request: 'فيلا مساحة ٣ الاف قدم وأكثر في خليفة',
    filters: { propertyTypeId: T.villa, minArea: 3000, areaId: A.khalifa },
  },
  {
    request: 'villa over 500 sqm in Saadiyat',
    filters: { propertyTypeId: T.villa, minArea: 5382, areaId: A.saadiyat },
  },
  {
    request: 'apartments between 1000 and 1500 sqft in Reem',
    filters: { propertyTypeId: T.apartment, minArea: 1000, maxArea: 1500, areaId: A.reem },
  },
  {
    request: 'flat under 1,200 square feet to rent',
    filters: { propertyTypeId: T.apartment, maxArea: 1200, listingType: 'rent' },
  },
  {
    request: 'villa at least 150 square meters in Khalifa City',
    filters: { propertyTypeId: T.villa, minArea: 1615, areaId: A.khalifa },
  },
  {
    request: 'apartment 1,000-1,500 sq ft in Reem',
    filters: { propertyTypeId: T.apartment, minArea: 1000, maxArea: 1500, areaId: A.reem },
  },
  {
    request: 'شقة ٨٠٠ - ١٠٠٠ قدم في الريم',
    filters: { propertyTypeId: T.apartment, minArea: 800, maxArea: 1000, areaId: A.reem },
  },
  {
    request: 'فلل اكبر من ٣٠٠ متر في ياس',
    filters: { propertyTypeId: T.villa, minArea: 3229, areaId: A.yas },
  },
  {
    request: 'bigger than 2000 sqft villa in Al Reef',
    filters: { propertyTypeId: T.villa, minArea: 2000, areaId: A.reef },
  },
  // ---------------------------------------------------------------- more numbers in words and articles
  {
    request: 'شقة ايجار بين الـ٧٠ والـ٩٠ الف في الريم',
    filters: {
      propertyTypeId: T.apartment,
      listingType: 'rent',
      minPrice: 70_000,
      maxPrice: 90_000,
      areaId: A.reem,
    },
  },
  {
    request: 'ما بين الثمانين والمية ألف شقة في الريم',
    filters: { propertyTypeId: T.apartment, minPrice: 80_000, maxPrice: 100_000, areaId: A.reem },
  },
  {
    request: 'شقة من ستين لين تسعين الف في خليفة',
    filters: { propertyTypeId: T.apartment, minPrice: 60_000, maxPrice: 90_000, areaId: A.khalifa },
  },
  {
    request: 'شقة بخمسة وتسعين ألف في الريم',
    filters: { propertyTypeId: T.apartment, maxPrice: 95_000, areaId: A.reem },
  },
  {
    request: 'شقة ارخص من ١٠٠ الف في الريم',
    filters: { propertyTypeId: T.apartment, maxPrice: 100_000, areaId: A.reem },
  },
  {
    request: 'ابي بيت ٣ غرف ما يزيد ايجاره عن ١٢٠ الف في خليفة',
    filters: {
      propertyTypeId: T.villa,
      bedrooms: '3',
      maxPrice: 120_000,
      listingType: 'rent',
      areaId: A.khalifa,
    },
  },
  {
    request: 'villa in Yas >2m',
    filters: { propertyTypeId: T.villa, areaId: A.yas, minPrice: 2_000_000 },
  },
  {
    request: 'apartment in Reem <100 grand',
    filters: { propertyTypeId: T.apartment, areaId: A.reem, maxPrice: 100_000 },
  },
  {
    request: 'cheaper than 90k apartment in Reem',
    filters: { propertyTypeId: T.apartment, maxPrice: 90_000, areaId: A.reem },
  },
  {
    request: 'villa 3 to 4 million khalifa',
    filters: { propertyTypeId: T.villa, minPrice: 3_000_000, maxPrice: 4_000_000, areaId: A.khalifa },
  },
  {
    request: 'apartment under a million in Reem',
    filters: { propertyTypeId: T.apartment, maxPrice: 1_000_000, areaId: A.reem },
  },
  {
    request: 'between 80 thousand and 100 thousand apartment rent Reem',
    filters: {
      propertyTypeId: T.apartment,
      listingType: 'rent',
      minPrice: 80_000,
      maxPrice: 100_000,
      areaId: A.reem,
    },
  },
];

/** Requests that are not searches: what the assistant must recognise. */
export const INTENT_CORPUS: CorpusCase[] = [
  {
    request: 'What would the monthly payment be on a 2m villa with 20% down over 25 years at 4%?',
    intent: 'mortgage',
  },
  { request: 'كم القسط الشهري لعقار بمليونين؟', intent: 'mortgage' },
  { request: 'Can I speak to an agent?', intent: 'handoff' },
  { request: 'ابي اكلم موظف', intent: 'handoff' },
  { request: 'Please call me back', intent: 'handoff' },
  { request: 'تواصلوا معي على الواتساب', intent: 'handoff' },
  { request: 'Tell me about ST-000012', intent: 'listing' },
  { request: 'تفاصيل العقار رقم ١٢', intent: 'listing' },
  { request: 'What is your phone number?', intent: 'agency' },
  { request: 'وش خدماتكم؟', intent: 'agency' },
  { request: 'I want to sell my villa in Yas', intent: 'agency' },
  { request: 'Hello', intent: 'greeting' },
  { request: 'السلام عليكم', intent: 'greeting' },
  { request: 'Thank you!', intent: 'greeting' },
  { request: 'Which areas have no Indians?', intent: 'declined' },
  { request: 'villa in a Muslim only neighbourhood', intent: 'declined' },
  { request: 'ابي شقة في منطقة سكانها عرب فقط', intent: 'declined' },
  { request: 'اريد جيران بدون اجانب', intent: 'declined' },
  { request: 'Show me areas where Christians live', intent: 'declined' },
  { request: 'I want a neighbourhood without Pakistanis', intent: 'declined' },
  { request: 'ابي فيلا في منطقة ما فيها هنود', intent: 'declined' },
  { request: 'ابغى اكلم احد على الواتس', intent: 'handoff' },
  { request: 'what is the permit number of ST-000012?', intent: 'listing' },
  { request: 'ابي رقم التصريح للعقار ST-000012', intent: 'listing' },
  { request: 'What is the Trakheesi permit for this property?', intent: 'help' },
  { request: 'What is the weather tomorrow?', intent: 'help' },
];
