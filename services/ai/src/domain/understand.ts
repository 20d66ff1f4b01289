import type { ChatFilters, ChatIntent, ChatTurn } from '@manzil/contracts';
import { normalizeArabic } from '@manzil/service-kit';
import { MORTGAGE_DEFAULTS, type MortgageInput } from './mortgage.ts';
import { normalizeRequest, wordVariants } from './normalize.ts';
import { isNumber, numberWordsToDigits, type Quantity, readQuantities, roomsMinimum } from './quantities.ts';
import type { ReferenceMatcher } from './references.ts';

/** What the built-in assistant understood of one message. */
export interface Understanding {
  intent: ChatIntent;
  /** Search filters (empty when none were found). */
  filters: ChatFilters;
  /** A place phrase after "in"/"في" that matched no known area or emirate (resolved through the search API). */
  placeText?: string;
  /** The protected trait a request tried to filter on (nationality, religion...). */
  protectedTrait?: 'nationality' | 'religion' | 'ethnicity';
  mortgage?: MortgageInput & { given: Array<'price' | 'downPayment' | 'years' | 'rate'> };
  /** A listing named by id or reference (ST-000123). */
  listingId?: number;
  handoff?: 'whatsapp' | 'call';
  agencyTopic?: 'contact' | 'services' | 'about';
  /** 'thanks' for a thank-you, 'hello' otherwise. */
  greeting?: 'hello' | 'thanks';
  /** The request asks for a permit (advertising or building permit number). */
  permit?: boolean;
  /** The filters were completed from an earlier request of the conversation. */
  refined?: boolean;
}

// ------------------------------------------------------------------------------------------ vocabulary

const BED_WORDS = new Set([
  'bed',
  'beds',
  'bedroom',
  'bedrooms',
  'bedrm',
  'bedrms',
  'br',
  'brs',
  'bhk',
  'bdr',
  'bdrm',
  'bdrms',
  'غرف',
  'غرفه',
  'غرفات',
]);
const BATH_WORDS = new Set([
  'bath',
  'baths',
  'bathroom',
  'bathrooms',
  'ba',
  'حمام',
  'حمامات',
  'دوره',
  'دورات',
]);
const YEAR_WORDS = new Set([
  'year',
  'years',
  'yr',
  'yrs',
  'y',
  'سنه',
  'سنوات',
  'سنين',
  'عام',
  'اعوام',
  'سنة',
]);
const RENT_WORDS = [
  'rent',
  'rental',
  'rentals',
  'renting',
  'lease',
  'leasing',
  'to let',
  'tenancy',
  'tenant',
  'ايجار',
  'ايجاره',
  'ايجارها',
  'اجار',
  'استيجار',
  'استاجر',
  'استأجر',
  'مستاجر',
  'ايجارات',
  'سنوي',
  'شهري',
  'yearly',
  'annual',
  'annually',
  'per annum',
  'per year',
  'a year',
  'per month',
  'a month',
  'monthly rent',
];
const SALE_WORDS = [
  'buy',
  'buying',
  'purchase',
  'purchasing',
  'sale',
  'for sale',
  'own',
  'ownership',
  'freehold',
  'بيع',
  'البيع',
  'شراء',
  'اشتري',
  'اشتريها',
  'نشتري',
  'شري',
  'اشري',
  'تملك',
  'تمليك',
  'للتملك',
];
const READY_WORDS = ['ready', 'ready to move', 'move in', 'jahez', 'جاهز', 'جاهزه'];
const OFF_PLAN_WORDS = [
  'off plan',
  'offplan',
  'under construction',
  'new project',
  'new projects',
  'قيد الانشاء',
  'تحت الانشاء',
  'على الخارطه',
  'على المخطط',
  'خارطه',
];

const MORTGAGE_WORDS = [
  'mortgage',
  'mortgages',
  'home loan',
  'loan',
  'finance',
  'financing',
  'installment',
  'installments',
  'instalment',
  'instalments',
  'monthly payment',
  'monthly payments',
  'emi',
  'تمويل',
  'قرض',
  'رهن',
  'قسط',
  'اقساط',
  'القسط',
  'الاقساط',
  'تمويل عقاري',
  'الدفعه الشهريه',
];
const DOWN_CUES = ['down', 'deposit', 'downpayment', 'دفعه', 'مقدم', 'المقدم', 'اولى', 'مقدما'];
const RATE_CUES = ['rate', 'interest', 'apr', 'فايده', 'فائده', 'الفائده', 'بفائده', 'نسبه', 'ربح', 'الربح'];

const HANDOFF_WORDS = [
  'agent',
  'agents',
  'human',
  'real person',
  'a person',
  'someone',
  'somebody',
  'speak to',
  'speak with',
  'talk to',
  'talk with',
  'call me',
  'call back',
  'callback',
  'ring me',
  'contact me',
  'consultant',
  'advisor',
  'adviser',
  'representative',
  'customer service',
  'staff',
  'whatsapp',
  'whats app',
  'موظف',
  'وكيل',
  'مستشار',
  'مندوب',
  'شخص',
  'انسان',
  'اتصلوا',
  'اتصل بي',
  'كلمني',
  'كلموني',
  'اكلم',
  'احد',
  'واتساب',
  'واتس',
  'وتساب',
  'خدمه العملاء',
  'تواصلوا معي',
  'تواصل معي',
  'يتواصل',
];
/** Permit numbers are only ever read from a listing, never made up. */
const PERMIT_WORDS = [
  'permit',
  'permits',
  'permit number',
  'trakheesi',
  'rera',
  'adrec',
  'madhmoun',
  'تصريح',
  'تصاريح',
  'التصريح',
  'ترخيص الاعلان',
  'تراخيصي',
  'مضمون',
];
const CALL_WORDS = ['call', 'phone', 'ring', 'اتصل', 'اتصال', 'اتصلوا', 'كلمني', 'هاتف', 'تلفون'];

const CONTACT_WORDS = [
  'phone',
  'number',
  'email',
  'e mail',
  'mail',
  'address',
  'office',
  'where are you',
  'located',
  'contact',
  'hours',
  'open',
  'رقم',
  'رقمكم',
  'هاتف',
  'تلفون',
  'ايميل',
  'بريد',
  'عنوان',
  'عنوانكم',
  'مكتب',
  'مكتبكم',
  'وين',
  'اين',
  'تواصل',
];
const SERVICE_WORDS = [
  'services',
  'service',
  'what do you do',
  'sell my',
  'selling my',
  'valuation',
  'value my',
  'manage my',
  'property management',
  'management',
  'list my',
  'خدمات',
  'خدماتكم',
  'تقييم',
  'ابيع',
  'بيع عقاري',
  'اداره',
  'تسويق',
];
/** Someone selling, letting or valuing their own property: the agency's services, never a listing search. */
const OWNER_CUES = [
  'sell my',
  'selling my',
  'value my',
  'valuation',
  'manage my',
  'list my',
  'rent out my',
  'rent my',
  'let my',
  'ابيع',
  'نبيع',
  'اأجر',
  'اجر بيتي',
  'تقييم',
  'اداره عقاري',
  'ادارة عقاري',
];
const ABOUT_WORDS = [
  'who are you',
  'about you',
  'about your',
  'company',
  'agency',
  'licence',
  'license',
  'من انتم',
  'مين انتم',
  'شركتكم',
  'رخصه',
  'الشركه',
  'من انت',
  'مين انت',
];
const GREETING_WORDS = [
  'hi',
  'hello',
  'hey',
  'good morning',
  'good evening',
  'good afternoon',
  'salam',
  'marhaba',
  'مرحبا',
  'مرحبه',
  'السلام عليكم',
  'السلام',
  'سلام',
  'هلا',
  'اهلا',
  'صباح الخير',
  'مساء الخير',
  'هاي',
];
const THANKS_WORDS = ['thanks', 'thank you', 'thx', 'cheers', 'شكرا', 'مشكور', 'يعطيك العافيه', 'تسلم'];
const SEARCH_WORDS = [
  'property',
  'properties',
  'listing',
  'listings',
  'house',
  'home',
  'homes',
  'show me',
  'find',
  'looking for',
  'search',
  'available',
  'options',
  'عقار',
  'عقارات',
  'ابي',
  'ابغى',
  'ابغي',
  'ابحث',
  'دور',
  'اريد',
  'ودي',
  'ابى',
  'عندكم',
  'متوفر',
  'اعرض',
];
const REFINE_WORDS = [
  'what about',
  'how about',
  'and',
  'also',
  'instead',
  'only',
  'but',
  'same',
  'cheaper',
  'bigger',
  'larger',
  'with',
  'طيب',
  'ماذا عن',
  'وش عن',
  'شو عن',
  'بدلا',
  'نفس',
  'فقط',
  'بس',
  'ارخص',
  'اكبر',
];

const SORT_WORDS: Array<[ChatFilters['sortBy'], string[]]> = [
  [
    'price_asc',
    ['cheapest', 'lowest price', 'cheap', 'affordable', 'ارخص', 'الارخص', 'رخيص', 'رخيصه', 'ارخاص'],
  ],
  [
    'price_desc',
    [
      'most expensive',
      'luxury',
      'luxurious',
      'highest price',
      'premium',
      'اغلى',
      'الاغلى',
      'فاخر',
      'فاخره',
      'فخم',
      'فخمه',
    ],
  ],
  ['area_desc', ['biggest', 'largest', 'spacious', 'اكبر', 'الاكبر', 'اوسع', 'واسع', 'واسعه']],
  ['newest', ['newest', 'latest', 'new', 'احدث', 'جديد', 'جديده']],
];

/** Protected traits: asking to filter on them is declined (the agency serves everyone alike). */
const TRAIT_WORDS: Array<[NonNullable<Understanding['protectedTrait']>, string[]]> = [
  ['nationality', ['nationality', 'nationalities', 'جنسيه', 'جنسيات', 'الجنسيه', 'الجنسيات']],
  [
    'religion',
    [
      'religion',
      'religious',
      'muslim',
      'muslims',
      'christian',
      'christians',
      'hindu',
      'hindus',
      'jew',
      'jews',
      'jewish',
      'buddhist',
      'sikh',
      'sunni',
      'shia',
      'shiite',
      'دين',
      'ديانه',
      'الدين',
      'الديانه',
      'مسلم',
      'مسلمين',
      'مسيحي',
      'مسيحيين',
      'هندوس',
      'يهود',
      'يهودي',
      'طائفه',
      'شيعه',
      'شيعي',
    ],
  ],
  [
    'ethnicity',
    [
      'ethnicity',
      'ethnic',
      'race',
      'racial',
      'caste',
      'skin colour',
      'skin color',
      'عرق',
      'عرقي',
      'اعراق',
      'لون البشره',
    ],
  ],
];
/** Nationality words are declined when the request is about the people (only, no, neighbours...). */
const DEMONYMS = [
  'indian',
  'indians',
  'pakistani',
  'pakistanis',
  'filipino',
  'filipinos',
  'european',
  'europeans',
  'british',
  'american',
  'americans',
  'arab',
  'arabs',
  'emirati',
  'emiratis',
  'locals',
  'asian',
  'asians',
  'african',
  'africans',
  'western',
  'westerners',
  'russian',
  'russians',
  'chinese',
  'expat',
  'expats',
  'foreigners',
  'هنود',
  'هندي',
  'باكستاني',
  'باكستانيين',
  'فلبيني',
  'فلبينيين',
  'اجانب',
  'عرب',
  'اوروبيين',
  'غربيين',
  'اسيويين',
  'افارقه',
  'مواطنين',
  'اماراتيين',
  'وافدين',
];
const PEOPLE_CONTEXT = [
  'only',
  'no',
  'without',
  'neighbours',
  'neighbors',
  'neighbourhood',
  'people',
  'families',
  'residents',
  'tenants',
  'community',
  'mostly',
  'majority',
  'fewer',
  'less',
  'avoid',
  'فقط',
  'بدون',
  'بلا',
  'جيران',
  'سكان',
  'ساكنين',
  'عوائل',
  'اغلبيه',
  'اغلب',
  'اقل',
  'كثير',
  'مافيها',
  'ما فيها',
];

// ------------------------------------------------------------------------------------------ helpers

const DASH_RANGE = /^\d+(?:\.\d+)?[km]?-\d+(?:\.\d+)?[km]?$/;

/**
 * The words of a normalised request: a number is split from a prefix or a word glued to it (`و١٢٠` → `و 120`,
 * `١٢٠ألف` → `120 الف`, `2-bed` → `2 bed`) and number words become digits (`three` → `3`, `مية وعشرين` →
 * `120`).
 */
function tokensOf(normalized: string): string[] {
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
function hasAny(words: string[], phrases: readonly string[]): boolean {
  return phrases.some((phrase) => indexOfPhrase(words, phrase) >= 0);
}

function indexOfPhrase(words: string[], phrase: string, from = 0): number {
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

function cueBefore(words: string[], index: number, cues: readonly string[], span = 3): boolean {
  const window = words.slice(Math.max(0, index - span), index);
  return hasAny(window, cues);
}

/** '3', '3+' (3 or more), '4+' for 'more than 3' (`strict`), '5+' for five and above (the search's top). */
function roomCount(n: number, minimum?: { strict: boolean }): string {
  const count = minimum?.strict ? n + 1 : n;
  if (count >= 5) return '5+';
  return minimum && count > 0 ? `${count}+` : String(count);
}

// ------------------------------------------------------------------------------------------ reading

interface Reading {
  filters: ChatFilters;
  used: Set<number>;
  amounts: Quantity[];
  percents: Array<{ value: number; index: number }>;
  years?: number;
}

const GLUED_BEDS = /^(\d+)(\+?)(br|bhk|bed|beds|bedroom|bedrooms|bdr|bdrm|b)$/;
const DUAL_BEDS = ['غرفتين', 'غرفتان', 'غرفتي'];
const DUAL_BATHS = ['حمامين', 'حمامان', 'حمامي'];

/** The last word of a room noun at `at`: 'غرف نوم', 'bed rooms', 'b r'. */
function roomNounEnd(words: string[], at: number): number {
  const next = words[at + 1];
  return next === 'نوم' || next === 'rooms' || next === 'room' || (words[at] === 'b' && next === 'r')
    ? at + 1
    : at;
}

function readRooms(words: string[], reading: Reading): void {
  const { filters, used } = reading;
  const minimumOf = (start: number, end: number, plus: boolean) => {
    if (plus) return { strict: false };
    const found = roomsMinimum(words, start, end, used);
    for (const k of found?.indexes ?? []) used.add(k);
    return found;
  };
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const word = words[i] as string;
    const next = words[i + 1];
    const glued = GLUED_BEDS.exec(word);
    if (glued && filters.bedrooms === undefined) {
      used.add(i);
      filters.bedrooms = roomCount(Number(glued[1]), minimumOf(i, i, glued[2] === '+'));
      continue;
    }
    // '2-3 bedrooms': two or more.
    const span = /^(\d{1,2})-(\d{1,2})$/.exec(word);
    if (span && next !== undefined && BED_WORDS.has(next) && filters.bedrooms === undefined) {
      used.add(i).add(i + 1);
      filters.bedrooms = roomCount(Math.min(Number(span[1]), Number(span[2])), { strict: false });
      continue;
    }
    const plus = word.length > 1 && word.endsWith('+');
    const bare = plus ? word.slice(0, -1) : word;
    if (!isNumber(bare)) continue;
    const n = Number(bare);
    if (n > 20) continue;
    const orMore = next === 'or' && words[i + 2] === 'more';
    const unitAt = orMore ? i + 3 : i + 1;
    // '3 bedroom+': the plus on the noun.
    const unitPlus = (words[unitAt]?.length ?? 0) > 1 && words[unitAt]?.endsWith('+');
    const unit = unitPlus ? words[unitAt]?.slice(0, -1) : words[unitAt];
    const isBed = (unit !== undefined && BED_WORDS.has(unit)) || (unit === 'b' && words[unitAt + 1] === 'r');
    if (isBed && filters.bedrooms === undefined) {
      const end = roomNounEnd(words, unitAt);
      for (let k = i; k <= end; k++) used.add(k);
      filters.bedrooms = roomCount(n, minimumOf(i, end, plus || orMore || Boolean(unitPlus)));
      continue;
    }
    if (unit !== undefined && BATH_WORDS.has(unit) && filters.bathrooms === undefined) {
      for (let k = i; k <= unitAt; k++) used.add(k);
      filters.bathrooms = roomCount(n, minimumOf(i, unitAt, plus || orMore || Boolean(unitPlus)));
      continue;
    }
    if (unit !== undefined && YEAR_WORDS.has(unit) && reading.years === undefined) {
      reading.years = n;
      used.add(i).add(unitAt);
    }
  }
  // Arabic duals and the single room: غرفتين, حمامين, غرفه (نوم) alone; studio.
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const word = words[i] as string;
    const forms = wordVariants(word);
    if (filters.bedrooms === undefined) {
      if (forms.some((f) => DUAL_BEDS.includes(f))) {
        const end = roomNounEnd(words, i);
        for (let k = i; k <= end; k++) used.add(k);
        filters.bedrooms = roomCount(2, minimumOf(i, end, false));
        continue;
      }
      if (forms.some((f) => ['studio', 'studios', 'استوديو', 'ستوديو', 'استديو', 'ستديو'].includes(f))) {
        filters.bedrooms = '0';
        used.add(i);
        continue;
      }
      if (
        forms.includes('غرفه') &&
        !isNumber(words[i - 1]) &&
        !['خادمه', 'سايق', 'سائق', 'غسيل', 'تخزين', 'الخادمه'].includes(words[i + 1] ?? '')
      ) {
        const end = roomNounEnd(words, i);
        for (let k = i; k <= end; k++) used.add(k);
        filters.bedrooms = roomCount(1, minimumOf(i, end, false));
        continue;
      }
    }
    if (filters.bathrooms === undefined && forms.some((f) => DUAL_BATHS.includes(f))) {
      used.add(i);
      filters.bathrooms = roomCount(2, minimumOf(i, i, false));
    }
  }
}

function readPercents(words: string[], reading: Reading): void {
  for (let i = 0; i < words.length; i++) {
    if (reading.used.has(i)) continue;
    const word = words[i] as string;
    const next = words[i + 1];
    if (isNumber(word) && (next === '%' || next === 'percent' || next === 'بالميه' || next === 'بالمئه')) {
      reading.percents.push({ value: Number(word), index: i });
      reading.used.add(i).add(i + 1);
    }
  }
}

/** Prices and sizes: ranges, comparatives in both languages ('بأقل من', 'at least', 'وأكثر'), see quantities.ts. */
function readNumbers(words: string[], reading: Reading): void {
  const found = readQuantities(words, reading.used);
  reading.amounts = found.amounts;
  for (const key of ['minPrice', 'maxPrice', 'minArea', 'maxArea'] as const) {
    const value = found[key];
    if (value !== undefined) reading.filters[key] = value;
  }
}

function readWords(words: string[], filters: ChatFilters): void {
  const rent = hasAny(words, RENT_WORDS);
  const sale = hasAny(words, SALE_WORDS);
  if (rent && !sale) filters.listingType = 'rent';
  else if (sale && !rent) filters.listingType = 'sale';
  else if (rent && sale)
    filters.listingType = indexOfAny(words, RENT_WORDS) < indexOfAny(words, SALE_WORDS) ? 'rent' : 'sale';
  if (hasAny(words, OFF_PLAN_WORDS)) filters.status = 'under_construction';
  else if (hasAny(words, READY_WORDS)) filters.status = 'ready';
  for (const [sort, cues] of SORT_WORDS) {
    if (hasAny(words, cues)) {
      filters.sortBy = sort;
      break;
    }
  }
}

function indexOfAny(words: string[], phrases: readonly string[]): number {
  const found = phrases.map((phrase) => indexOfPhrase(words, phrase)).filter((index) => index >= 0);
  return found.length > 0 ? Math.min(...found) : Number.POSITIVE_INFINITY;
}

function readTrait(words: string[]): Understanding['protectedTrait'] {
  for (const [trait, terms] of TRAIT_WORDS) if (hasAny(words, terms)) return trait;
  if (hasAny(words, DEMONYMS) && hasAny(words, PEOPLE_CONTEXT)) return 'nationality';
  return undefined;
}

function readListingId(raw: string): number | undefined {
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

function readMortgage(words: string[], reading: Reading): Understanding['mortgage'] {
  const given: Array<'price' | 'downPayment' | 'years' | 'rate'> = [];
  let price: number | undefined;
  let downPayment: number | undefined;
  let downPaymentPercent: number | undefined;
  let ratePercent: number | undefined;
  for (const amount of reading.amounts) {
    if (cueBefore(words, amount.index, DOWN_CUES, 4)) downPayment = amount.value;
    else price = Math.max(price ?? 0, amount.value);
  }
  for (const percent of reading.percents) {
    const isDown =
      cueBefore(words, percent.index, DOWN_CUES, 4) ||
      hasAny(words.slice(percent.index + 1, percent.index + 4), DOWN_CUES);
    const isRate =
      cueBefore(words, percent.index, RATE_CUES, 3) ||
      hasAny(words.slice(percent.index + 1, percent.index + 4), RATE_CUES);
    if (isDown && !isRate) downPaymentPercent = percent.value;
    else if (isRate && !isDown) ratePercent = percent.value;
    else if (percent.value >= 10 && downPaymentPercent === undefined) downPaymentPercent = percent.value;
    else ratePercent ??= percent.value;
  }
  if (price !== undefined) given.push('price');
  if (downPayment !== undefined || downPaymentPercent !== undefined) given.push('downPayment');
  if (reading.years !== undefined) given.push('years');
  if (ratePercent !== undefined) given.push('rate');
  return {
    price: price ?? MORTGAGE_DEFAULTS.price,
    downPayment,
    downPaymentPercent:
      downPayment === undefined ? (downPaymentPercent ?? MORTGAGE_DEFAULTS.downPaymentPercent) : undefined,
    years: Math.min(35, Math.max(1, reading.years ?? MORTGAGE_DEFAULTS.years)),
    ratePercent: Math.min(30, Math.max(0, ratePercent ?? MORTGAGE_DEFAULTS.ratePercent)),
    given,
  };
}

const PLACE_PREPOSITIONS = ['in', 'at', 'near', 'around', 'في', 'بمنطقه', 'منطقه', 'قرب', 'جنب', 'حول'];
const PLACE_STOP = new Set([
  'under',
  'below',
  'for',
  'with',
  'and',
  'budget',
  'less',
  'max',
  'price',
  'to',
  'from',
  'between',
  'over',
  'above',
  'rent',
  'sale',
  'please',
  'the',
  'area',
  'abu',
  'uae',
  'ready',
  'للبيع',
  'للايجار',
  'ايجار',
  'بسعر',
  'سعر',
  'اقل',
  'تحت',
  'مع',
  'و',
  'من',
  'ب',
  'الامارات',
  'between',
  'around',
  'about',
  'at',
  'بين',
  'حوالي',
  'ميزانيتي',
  'ميزانيه',
]);

/** The words after 'in'/'في' when no known place matched: 'in Al Zeina' → 'al zeina'. */
function readPlaceText(words: string[], used: Set<number>): string | undefined {
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

export function hasSearchFilters(filters: ChatFilters): boolean {
  return Object.entries(filters).some(([key, value]) => key !== 'sortBy' && value !== undefined);
}

/**
 * Reads one request: the search filters it states, and what the person wants (search, a listing, a mortgage
 * estimate, a person, agency details, a greeting). Pure: the catalog's vocabulary comes in `matcher`.
 */
export function understand(
  message: string,
  matcher: ReferenceMatcher,
  history: ChatTurn[] = [],
): Understanding {
  // '80 - 120k', '١٠٠ – ١٥٠ متر': one dashed range; '<', '>', '≤', '≥' said in words.
  const normalized = normalizeRequest(
    message
      .replace(/([\d٠-٩۰-۹][km]?)\s*[-–—~]\s*(?=[\d٠-٩۰-۹])/giu, '$1-')
      .replace(/[<≤]/g, ' under ')
      .replace(/[>≥]/g, ' over '),
  );
  const words = tokensOf(normalized);
  const joined = words.join(' ');
  const filters: ChatFilters = {};
  const reading: Reading = { filters, used: new Set(), amounts: [], percents: [] };

  readRooms(words, reading);
  readPercents(words, reading);
  readNumbers(words, reading);
  // The words read as numbers and comparatives are not read again: 'أكبر من ٣٠٠ متر' is a size, not a sort.
  readWords(
    words.map((word, i) => (reading.used.has(i) ? '' : word)),
    filters,
  );

  const taken = new Set<number>(reading.used);
  const places = matcher.findPlaces(joined, taken);
  const area = places.find((place) => place.kind === 'area');
  const emirate = places.find((place) => place.kind === 'emirate');
  if (area) filters.areaId = area.id;
  else if (emirate) filters.emirateId = emirate.id;
  const type = matcher.findType(joined, taken);
  if (type) filters.propertyTypeId = type.id;

  const understanding: Understanding = { intent: 'help', filters };
  if (!area && !emirate) {
    const placeText = readPlaceText(words, taken);
    if (placeText) understanding.placeText = placeText;
  }

  const trait = readTrait(words);
  const listingId = readListingId(message);
  const mortgageAsked = hasAny(words, MORTGAGE_WORDS);
  const handoffAsked = hasAny(words, HANDOFF_WORDS);
  const searchy =
    hasSearchFilters(filters) || understanding.placeText !== undefined || hasAny(words, SEARCH_WORDS);

  if (trait) {
    understanding.intent = 'declined';
    understanding.protectedTrait = trait;
    // 'in an area with no …' describes people, not a place: only known places are kept.
    delete understanding.placeText;
    return understanding;
  }
  if (mortgageAsked) {
    understanding.intent = 'mortgage';
    understanding.mortgage = readMortgage(words, reading);
    if (listingId) understanding.listingId = listingId;
    return understanding;
  }
  const permitAsked = hasAny(words, PERMIT_WORDS);
  if (listingId) {
    understanding.intent = 'listing';
    understanding.listingId = listingId;
    if (permitAsked) understanding.permit = true;
    return understanding;
  }
  if (permitAsked && !hasSearchFilters(filters)) {
    understanding.intent = 'help';
    understanding.permit = true;
    return understanding;
  }
  if (handoffAsked) {
    understanding.intent = 'handoff';
    understanding.handoff =
      hasAny(words, CALL_WORDS) && !hasAny(words, ['whatsapp', 'واتساب', 'واتس', 'وتساب'])
        ? 'call'
        : 'whatsapp';
    return understanding;
  }

  if (hasAny(words, OWNER_CUES)) {
    understanding.intent = 'agency';
    understanding.agencyTopic = 'services';
    return understanding;
  }
  const agencyTopic = hasAny(words, SERVICE_WORDS)
    ? 'services'
    : hasAny(words, ABOUT_WORDS)
      ? 'about'
      : hasAny(words, CONTACT_WORDS) && !hasSearchFilters(filters)
        ? 'contact'
        : undefined;
  if (agencyTopic && !hasSearchFilters(filters)) {
    understanding.intent = 'agency';
    understanding.agencyTopic = agencyTopic;
    return understanding;
  }

  // A follow-up ('what about 3 bedrooms?', 'و للايجار؟') completes the previous request's filters.
  const previous = lastSearch(history, matcher);
  const partial =
    filters.listingType === undefined &&
    filters.areaId === undefined &&
    filters.emirateId === undefined &&
    filters.propertyTypeId === undefined;
  const cue = hasAny(words.slice(0, 3), REFINE_WORDS);
  if (previous && (hasSearchFilters(filters) || filters.sortBy) && (cue || partial)) {
    understanding.filters = { ...previous.filters, ...filters };
    if (!understanding.placeText && previous.placeText && understanding.filters.areaId === undefined)
      understanding.placeText = previous.placeText;
    understanding.refined = true;
    understanding.intent = 'search';
    return understanding;
  }

  if (searchy) {
    understanding.intent = 'search';
    return understanding;
  }
  if (hasAny(words, THANKS_WORDS)) {
    understanding.intent = 'greeting';
    understanding.greeting = 'thanks';
    return understanding;
  }
  if (hasAny(words, GREETING_WORDS)) {
    understanding.intent = 'greeting';
    understanding.greeting = 'hello';
    return understanding;
  }
  return understanding;
}

/** The filters of the most recent search request in the conversation, if any. */
function lastSearch(history: ChatTurn[], matcher: ReferenceMatcher): Understanding | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i] as ChatTurn;
    if (turn.role !== 'user') continue;
    const earlier = understand(turn.content, matcher, []);
    if (earlier.intent === 'search') return earlier;
    if (earlier.intent !== 'help' && earlier.intent !== 'greeting') return undefined;
  }
  return undefined;
}
