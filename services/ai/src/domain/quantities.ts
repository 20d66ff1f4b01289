import { normalizeArabic, stripArabicArticle } from '@manzil/service-kit';

/*
 * Numbers in a request: number words (English and Arabic, "مية وعشرين"), money amounts ("120k", "١٫٢ مليون"),
 * sizes ("150 متر مربع", "1,500 sq ft"), ranges ("بين ٩٠ و١٢٠ ألف", "from 800k to 1m", "1000-1500 sqft") and the
 * comparative around each one ("بأقل من", "على الأقل", "or more", "وأكثر"). Works on the words of
 * `normalizeRequest` (Arabic letters and digits normalised, lowercase). Pure; `docs/assistant.md` says how to add
 * wording.
 */

export type Bound = 'min' | 'max' | 'around';

const SQM_TO_SQFT = 10.7639;

// ------------------------------------------------------------------------------------------ word forms

const ARABIC = /^[\u0621-\u064a]/;

/**
 * A word and its forms without the one-letter Arabic prefixes (و ف ب ل ك, also two of them: وب، فب، ول، لل)
 * and the article: `بأقل` → `اقل`, `وأكثر` → `اكثر`, `لغاية` → `غايه`. Only for comparing with a known vocabulary.
 */
export function prefixForms(word: string): string[] {
  const forms = new Set<string>([word]);
  if (ARABIC.test(word)) {
    if (word.startsWith('لل') && word.length >= 4) forms.add(`ال${word.slice(2)}`);
    if (/^[وف][بلك]/.test(word) && word.length >= 4) forms.add(word.slice(2));
    if (/^[وفبلك]/.test(word) && word.length >= 3) forms.add(word.slice(1));
    for (const form of [...forms]) forms.add(stripArabicArticle(form));
  }
  return [...forms];
}

const hasForm = (word: string | undefined, form: string) =>
  word !== undefined && (word === form || prefixForms(word).includes(form));

// ------------------------------------------------------------------------------------------ number words

type NumberClass = 'unit' | 'ten' | 'teen' | 'tens' | 'hundreds' | 'hundred';

const NUMBER_WORDS = new Map<string, { value: number; cls: NumberClass }>();
function define(cls: NumberClass, value: number, ...words: string[]) {
  for (const word of words) NUMBER_WORDS.set(normalizeArabic(word), { value, cls });
}
define('unit', 1, 'one', 'واحد', 'واحده');
define('unit', 2, 'two', 'اثنين', 'اثنتين', 'ثنتين', 'اثنان', 'اثنتان', 'ثنين');
define('unit', 3, 'three', 'ثلاث', 'ثلاثه', 'ثلات', 'تلات', 'تلاته');
define('unit', 4, 'four', 'اربع', 'اربعه');
define('unit', 5, 'five', 'خمس', 'خمسه');
define('unit', 6, 'six', 'ست', 'سته', 'سته');
define('unit', 7, 'seven', 'سبع', 'سبعه');
define('unit', 8, 'eight', 'ثمان', 'ثمانيه', 'ثماني', 'ثمانية');
define('unit', 9, 'nine', 'تسع', 'تسعه');
define('ten', 10, 'ten', 'عشر', 'عشره');
define('teen', 11, 'eleven', 'احدعش', 'احدعشر', 'حداعش');
define('teen', 12, 'twelve', 'اثنعش', 'اطنعش', 'ثنعش', 'اثناعشر');
define('teen', 13, 'thirteen', 'ثلطعش', 'ثلاثطعش', 'تلطعش');
define('teen', 14, 'fourteen', 'اربعطعش', 'اربعتعش');
define('teen', 15, 'fifteen', 'خمسطعش', 'خمستعش');
define('teen', 16, 'sixteen', 'سطعش', 'ستطعش');
define('teen', 17, 'seventeen', 'سبعطعش', 'سبعتعش');
define('teen', 18, 'eighteen', 'ثمنطعش', 'ثمانطعش');
define('teen', 19, 'nineteen', 'تسعطعش', 'تسعتعش');
define('tens', 20, 'twenty', 'عشرين', 'عشرون');
define('tens', 30, 'thirty', 'ثلاثين', 'ثلاثون', 'ثلثين', 'تلاتين');
define('tens', 40, 'forty', 'fourty', 'اربعين', 'اربعون');
define('tens', 50, 'fifty', 'خمسين', 'خمسون');
define('tens', 60, 'sixty', 'ستين', 'ستون');
define('tens', 70, 'seventy', 'سبعين', 'سبعون');
define('tens', 80, 'eighty', 'ثمانين', 'ثمانون', 'ثمنين');
define('tens', 90, 'ninety', 'تسعين', 'تسعون');
define('hundred', 100, 'hundred', 'ميه', 'مئه', 'مائه', 'ميت', 'مية');
define('hundreds', 200, 'مئتين', 'مئتان', 'مائتين', 'مائتان', 'ميتين', 'متين');
for (const [value, stems] of [
  [300, ['ثلاث', 'ثلث', 'تلت']],
  [400, ['اربع']],
  [500, ['خمس']],
  [600, ['ست']],
  [700, ['سبع']],
  [800, ['ثمان', 'ثمن', 'ثماني']],
  [900, ['تسع']],
] as const) {
  for (const stem of stems) define('hundreds', value, `${stem}مئه`, `${stem}ميه`, `${stem}مائه`);
}

/** A number word without its prefix and article (`الثمانين`, `والمية`), and the prefix it had (`و`, `ب`). */
function bareNumberWord(word: string): { value: number; cls: NumberClass; prefix: string } | undefined {
  const direct = NUMBER_WORDS.get(word) ?? NUMBER_WORDS.get(stripArabicArticle(word));
  if (direct) return { ...direct, prefix: '' };
  // `بخمسين`, `وعشرين`, `والتسعين`: a prefixed number word (never a two-letter one: `لست` is not six).
  if (ARABIC.test(word) && word.length >= 4 && /^[وبلفك]/.test(word)) {
    const rest = word.slice(1);
    const found = NUMBER_WORDS.get(rest) ?? NUMBER_WORDS.get(stripArabicArticle(rest));
    if (found) return { ...found, prefix: word[0] as string };
  }
  return undefined;
}

function numberWord(
  word: string | undefined,
): { value: number; cls: NumberClass; prefix: string } | undefined {
  return word === undefined ? undefined : bareNumberWord(word);
}

const JOINERS = new Set(['and', 'و']);

/**
 * Reads number words starting at `i`: `twenty five`, `one hundred and fifty`, `خمسة وعشرين`, `مية وخمسين`,
 * `ثلاث مية`, `خمسة عشر`. Returns the value, the last word read and the prefix of the first (`و` of `والمية`).
 */
function readNumberWords(
  words: string[],
  i: number,
): { value: number; end: number; prefix: string } | undefined {
  let first = numberWord(words[i]);
  let start = i;
  // 'a hundred'
  if (!first && words[i] === 'a' && numberWord(words[i + 1])?.cls === 'hundred') {
    first = { value: 100, cls: 'hundreds', prefix: '' };
    start = i + 1;
  }
  if (!first) return undefined;
  let hundreds = 0;
  let tens = 0;
  let units = 0;
  let seenTens = false;
  let seenUnits = false;
  let seenHundreds = false;
  const take = (n: { value: number; cls: NumberClass }): boolean => {
    switch (n.cls) {
      case 'hundred':
      case 'hundreds':
        if (seenHundreds || seenTens) return false;
        if (n.cls === 'hundred' && seenUnits) {
          hundreds = units * 100;
          units = 0;
          seenUnits = false;
        } else if (seenUnits) return false;
        else hundreds = n.value;
        seenHundreds = true;
        return true;
      case 'tens':
        if (seenTens) return false;
        tens = n.value;
        seenTens = true;
        return true;
      case 'teen':
      case 'ten':
        if (seenTens) return false;
        // 'خمسة عشر': a unit then ten.
        if (n.cls === 'ten' && seenUnits && units < 10) {
          units += 10;
          return true;
        }
        if (seenUnits) return false;
        units = n.value;
        seenUnits = true;
        return true;
      default:
        if (seenUnits) return false;
        units = n.value;
        seenUnits = true;
        return true;
    }
  };
  take(first);
  let end = start;
  for (;;) {
    let next = end + 1;
    let joined = false;
    if (JOINERS.has(words[next] as string)) {
      next += 1;
      joined = true;
    }
    const word = words[next];
    if (word === undefined) break;
    const n = numberWord(word);
    if (!n || (n.prefix && n.prefix !== 'و')) break;
    // 'وعشرين': the joiner glued to the word.
    if (n.prefix === 'و') {
      if (joined) break;
      joined = true;
    }
    // Arabic says units before tens ('خمسة وعشرين') and needs the joiner there; 'ثلاث مية' has none.
    if (n.cls === 'tens' && seenUnits && !joined) break;
    if (n.cls === 'unit' && !seenTens && !seenHundreds) break;
    if (!take(n)) break;
    end = next;
  }
  return { value: hundreds + tens + units, end, prefix: first.prefix ?? '' };
}

/**
 * Replaces number words by digits ('three' → '3', 'مية وعشرين' → '120'), leaving every other word as it is.
 * `الفين` (two thousand) becomes '2000'.
 */
export function numberWordsToDigits(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word === 'الفين' || word === 'بالفين') {
      out.push('2000');
      continue;
    }
    const read = readNumberWords(words, i);
    if (read) {
      // 'ما بين الثمانين والمية ألف': the joiner stays a word of its own.
      if (read.prefix === 'و') out.push('و');
      out.push(String(read.value));
      i = read.end;
      continue;
    }
    out.push(word);
  }
  return out;
}

// ------------------------------------------------------------------------------------------ units

export const THOUSAND_UNITS = new Set([
  'k',
  'thousand',
  'thousands',
  'grand',
  'الف',
  'الاف',
  'الفا',
  'ا لف',
  'الوف',
]);
export const MILLION_UNITS = new Set([
  'm',
  'mn',
  'mil',
  'mill',
  'million',
  'millions',
  'مليون',
  'ملايين',
  'ملاين',
  'مليونا',
]);
const CURRENCY = new Set([
  'aed',
  'dhs',
  'dh',
  'dirham',
  'dirhams',
  'درهم',
  'دراهم',
  'درهما',
  'الدرهم',
  'د',
  'اماراتي',
]);
const HALF = new Set(['ونص', 'ونصف', 'and a half']);
const QUARTER = new Set(['وربع']);

export const isNumber = (word: string | undefined) => word !== undefined && /^\d+(?:\.\d+)?$/.test(word);

/** An area unit at `i`: its factor to square feet and the index of its last word ('sq ft', 'متر مربع'). */
function areaUnitAt(words: string[], i: number): { factor: number; end: number } | undefined {
  const word = words[i];
  const next = words[i + 1];
  if (word === undefined) return undefined;
  let factor: number | undefined;
  let end = i;
  if (['sq', 'square', 'sqr'].includes(word)) {
    if (next && ['ft', 'feet', 'foot', 'f'].includes(next)) {
      factor = 1;
      end = i + 1;
    } else if (next && ['m', 'meter', 'meters', 'metre', 'metres', 'mtr', 'mtrs', 'mt'].includes(next)) {
      factor = SQM_TO_SQFT;
      end = i + 1;
    } else factor = 1;
  } else if (
    ['sqft', 'sf', 'ft2', 'ft', 'feet', 'foot', 'قدم', 'اقدام', 'قدم2'].some((u) => hasForm(word, u))
  ) {
    factor = 1;
  } else if (
    [
      'sqm',
      'm2',
      'sqmt',
      'meter',
      'meters',
      'metre',
      'metres',
      'mtr',
      'mtrs',
      'متر',
      'امتار',
      'م2',
      'مترمربع',
    ].some((u) => hasForm(word, u))
  ) {
    factor = SQM_TO_SQFT;
  }
  if (factor === undefined) return undefined;
  if (['مربع', 'مربعه', 'square', 'sq', '2'].includes(words[end + 1] as string)) end += 1;
  return { factor, end };
}

// ------------------------------------------------------------------------------------------ quantities

/** A number the request states: money in AED, a size in square feet, or a bare number (a range's first end). */
export interface Quantity {
  kind: 'money' | 'area' | 'bare';
  value: number;
  /** The number as written and the factor of its unit (value = number * scale). */
  number: number;
  scale: number;
  index: number;
  /** Index of its last word (unit included). */
  end: number;
  /** Written with a `+` ('2m+', '5000+ sqft'): that much or more. */
  plus?: boolean;
}

/** A money amount at `i`: '120k', '1.5 m', '2 million', '120 الف', 'مليونين', 'نص مليون', 'مليون ونص'. */
export function amountAt(words: string[], i: number): Quantity | undefined {
  const raw = words[i] as string;
  const plus = raw.length > 1 && raw.endsWith('+');
  const word = plus ? raw.slice(0, -1) : raw;
  const money = (number: number, scale: number, index: number, end: number): Quantity => ({
    kind: 'money',
    value: Math.round(number * scale),
    number,
    scale,
    index,
    end,
    ...(plus ? { plus } : {}),
  });
  const glued = /^(\d+(?:\.\d+)?)(k|m|mn|mil)$/.exec(word);
  if (glued) return money(Number(glued[1]), glued[2] === 'k' ? 1000 : 1_000_000, i, i);
  const million = prefixForms(word).some((f) => f === 'مليون' || f === 'million');
  if (prefixForms(word).includes('مليونين')) {
    const extra = HALF.has(words[i + 1] as string) ? 0.5 : QUARTER.has(words[i + 1] as string) ? 0.25 : 0;
    return money(2 + extra, 1_000_000, i, extra ? i + 1 : i);
  }
  if (million) {
    const before = words[i - 1] ?? '';
    if (['نص', 'نصف', 'بنص', 'بنصف', 'half'].includes(before)) return money(0.5, 1_000_000, i - 1, i);
    if (before === 'a' && words[i - 2] === 'half') return money(0.5, 1_000_000, i - 2, i);
    if (['ربع', 'بربع', 'quarter'].includes(before)) return money(0.25, 1_000_000, i - 1, i);
    if (before === 'a' && words[i - 2] === 'quarter') return money(0.25, 1_000_000, i - 2, i);
    if (isNumber(before)) return undefined; // read from the number
    const extra = HALF.has(words[i + 1] as string) ? 0.5 : QUARTER.has(words[i + 1] as string) ? 0.25 : 0;
    return money(1 + extra, 1_000_000, i, extra ? i + 1 : i);
  }
  if (!isNumber(word)) return undefined;
  const n = Number(word);
  const unit = words[i + 1];
  if (unit && THOUSAND_UNITS.has(unit)) {
    const currency = CURRENCY.has(words[i + 2] as string);
    return money(n, 1000, i, currency ? i + 2 : i + 1);
  }
  if (unit && MILLION_UNITS.has(unit)) {
    const extra = HALF.has(words[i + 2] as string) ? 0.5 : QUARTER.has(words[i + 2] as string) ? 0.25 : 0;
    return money(n + extra, 1_000_000, i, extra ? i + 2 : i + 1);
  }
  const currency = unit !== undefined && CURRENCY.has(unit);
  if (n >= 1000 || (currency && n > 0)) return money(n, 1, i, currency ? i + 1 : i);
  return undefined;
}

/** A size at `i`: '150 متر', '1500 sq ft', '3 الاف قدم', '200sqm'. In square feet. */
function sizeAt(words: string[], i: number): Quantity | undefined {
  const raw = words[i] as string;
  const plus = raw.length > 1 && raw.endsWith('+');
  const word = plus ? raw.slice(0, -1) : raw;
  const size = (number: number, scale: number, end: number): Quantity => ({
    kind: 'area',
    value: Math.round(number * scale),
    number,
    scale,
    index: i,
    end,
    ...(plus ? { plus } : {}),
  });
  const glued = /^(\d+(?:\.\d+)?)(sqft|sqm|sf|m2|ft2|ft)$/.exec(word);
  if (glued) return size(Number(glued[1]), ['sqm', 'm2'].includes(glued[2] as string) ? SQM_TO_SQFT : 1, i);
  if (!isNumber(word)) return undefined;
  let at = i + 1;
  let thousands = 1;
  if (THOUSAND_UNITS.has(words[at] as string) && words[at] !== 'k') {
    thousands = 1000;
    at += 1;
  }
  const unit = areaUnitAt(words, at);
  if (!unit) return undefined;
  return size(Number(word), thousands * unit.factor, unit.end);
}

/** Dashed ranges ('1-2m', '80-120k', '1000-1500 sqft', '90k-120k') come as one word. */
function dashRangeAt(words: string[], i: number): [Quantity, Quantity] | undefined {
  const match = /^(\d+(?:\.\d+)?)(k|m)?-(\d+(?:\.\d+)?)(k|m)?$/.exec(words[i] as string);
  if (!match) return undefined;
  const low = Number(match[1]);
  const high = Number(match[3]);
  const scaleOf = (suffix: string | undefined) =>
    suffix === 'k' ? 1000 : suffix === 'm' ? 1_000_000 : undefined;
  let end = i;
  let kind: Quantity['kind'] = 'money';
  let scale = scaleOf(match[4]) ?? scaleOf(match[2]);
  const unit = words[i + 1];
  if (scale === undefined) {
    const area = areaUnitAt(words, i + 1);
    if (area) {
      kind = 'area';
      scale = area.factor;
      end = area.end;
    } else if (unit && THOUSAND_UNITS.has(unit)) {
      scale = 1000;
      end = i + 1;
    } else if (unit && MILLION_UNITS.has(unit)) {
      scale = 1_000_000;
      end = i + 1;
    } else if (unit && CURRENCY.has(unit)) {
      scale = 1;
      end = i + 1;
    } else scale = 1;
  }
  const lowScale = scaleOf(match[2]) ?? scale;
  const a: Quantity = {
    kind,
    value: Math.round(low * lowScale),
    number: low,
    scale: lowScale,
    index: i,
    end,
  };
  const b: Quantity = { kind, value: Math.round(high * scale), number: high, scale, index: i, end };
  if (kind === 'money' && Math.max(a.value, b.value) < 1000) return undefined;
  return [a, b];
}

// ------------------------------------------------------------------------------------------ comparatives

interface Cue {
  words: string[][];
  bound: Bound;
  /** 'more than 2 bedrooms' is 3 or more. */
  strict?: boolean;
  /** Says 'from' only: a lower bound for money and sizes, never for a count ('شقة من ٣ غرف' is three). */
  weak?: boolean;
}

// Written as people spell them; compared in normalised form (`على` → `علي`, `أدنى` → `ادني`).
const cue = (phrase: string, bound: Bound, flags: { strict?: boolean; weak?: boolean } = {}): Cue => ({
  words: normalizeArabic(phrase)
    .split(' ')
    .map((word) => word.split('|')),
  bound,
  ...flags,
});

/** Said before a number. Each word may be written with a prefix (`بأقل`, `وأكثر`, `لحد`). */
const BEFORE: Cue[] = [
  // English: upper bounds
  cue('under|below|beneath', 'max'),
  cue('less|lower|cheaper|fewer than', 'max'),
  cue('max|maximum|upto|till|until|within|budget|tops', 'max'),
  cue('up to', 'max'),
  cue('at most', 'max'),
  cue('not|no more than', 'max'),
  cue('not|no higher|greater than', 'max'),
  cue('not exceeding|over|above', 'max'),
  cue('no over|above', 'max'),
  cue('capped at', 'max'),
  // English: lower bounds
  cue('over|above|exceeding', 'min', { strict: true }),
  cue('more|higher|greater|bigger|larger than', 'min', { strict: true }),
  cue('in excess of', 'min', { strict: true }),
  cue('upwards of', 'min', { strict: true }),
  cue('at least', 'min'),
  cue('min|minimum', 'min'),
  cue('not|no less|fewer|lower|smaller than', 'min'),
  cue('not|no under|below', 'min'),
  cue('starting|starts|start from|at', 'min'),
  cue('starting', 'min'),
  cue('from', 'min', { weak: true }),
  // English: about
  cue('around|about|approx|approximately|roughly|circa|near|nearly', 'around'),
  cue('close to', 'around'),
  // Arabic: upper bounds
  cue('اقل|ارخص|ادنى|انقص|اصغر من|عن', 'max'),
  cue('اقل|ارخص|دون|تحت', 'max'),
  cue('ما|لا|مو|مش|ماهو|مب يزيد|تزيد|يتجاوز|تتجاوز|يتعدى|تتعدى|يتخطى|تتخطى|يفوق|تفوق عن|على', 'max'),
  cue('ما|لا|مو|مش|ماهو|مب يزيد|تزيد|يتجاوز|تتجاوز|يتعدى|تتعدى|يتخطى|تتخطى|يفوق|تفوق', 'max'),
  cue('ما|لا|مو|مش|مب اكثر|اغلى|اعلى|اكبر|فوق من', 'max'),
  cue('لا|مو|مش|مب فوق', 'max'),
  cue('حد|حدود|اقصى|اقصاه|غايه|ميزانيه|ميزانيتي|ميزانيتنا|بجت|بدجت', 'max'),
  cue('الحد|حد الاقصى|اقصى', 'max'),
  cue('كحد|بحد|حد اقصى', 'max'),
  cue('الى|لين|حتى|الين|لحد|لغايه|للحد', 'max'),
  cue('الى|حتى حد|حدود', 'max'),
  cue('مو|مش|ماهو|مب|ما اكثر', 'max'),
  // Arabic: lower bounds
  cue('اكثر|اغلى|اعلى|اكبر|فوق|ازيد|اوسع من|عن', 'min', { strict: true }),
  cue('اكثر|فوق|يزيد|تزيد|يتجاوز|تتجاوز|يتعدى|تتعدى|يفوق|تفوق', 'min', { strict: true }),
  cue('يزيد|تزيد|يتجاوز|تتجاوز|يتعدى|تتعدى|يفوق|تفوق عن|على', 'min', { strict: true }),
  cue('ما فوق', 'min', { strict: true }),
  cue('على|ع الاقل', 'min'),
  cue('اقل شي|شيء', 'min'),
  cue('ما|لا|مو|مش|ماهو|مب يقل|تقل|ينقص|تنقص|اقل عن|من', 'min'),
  cue('ما|لا|مو|مش|ماهو|مب يقل|تقل|ينقص|تنقص|اقل', 'min'),
  cue('مو|مش|ماهو|مب|ما|لا تحت|دون', 'min'),
  cue('حد|الحد ادنى|الادنى', 'min'),
  cue('كحد|بحد|حد ادنى', 'min'),
  cue('ادنى', 'min'),
  cue('ابتداء|ابتداءا|بدءا|بدايه|يبدا|تبدا|يبتدي|تبتدي من', 'min'),
  cue('ابتداء|ابتداءا|بدءا|اعتبارا من', 'min'),
  cue('ابتداء|ابتداءا|بدءا', 'min'),
  cue('من', 'min', { weak: true }),
  // Arabic: about
  cue('حوالي|حوالى|تقريبا|قرابه|نحو|قرابة', 'around'),
  cue('في|ف|ع حدود', 'around'),
  cue('ما يقارب|يعادل', 'around'),
  cue('يقارب|تقارب', 'around'),
  cue('قريب|قريبه من', 'around'),
].sort((a, b) => b.words.length - a.words.length);

/** Said after a number ('2m or more', '٣ غرف على الأقل', '٢ مليون وأكثر', '90k max'). */
const AFTER: Cue[] = [
  cue('or|and more|above|higher|up|over|bigger|larger|greater', 'min'),
  cue('plus', 'min'),
  cue('at least', 'min'),
  cue('minimum|min', 'min'),
  cue('or|and less|below|under|lower|cheaper|smaller', 'max'),
  cue('max|maximum|tops', 'max'),
  cue('at most', 'max'),
  cue('at the most', 'max'),
  cue('at the least', 'min'),
  cue('or so|thereabouts', 'around'),
  cue('ish|approx|approximately|roughly', 'around'),
  cue('على|ع الاقل', 'min'),
  cue('كحد|بحد|حد ادنى', 'min'),
  cue('او|و|ف اكثر|فوق|اعلى|اكبر|ازيد|طالع', 'min'),
  cue('اكثر|فوق|طالع', 'min'),
  cue('فما|وما|ما فوق', 'min'),
  cue('فما|وما|ما دون|تحت', 'max'),
  cue('كحد|بحد|حد اقصى', 'max'),
  cue('او|و|ف اقل|تحت|دون|انزل|ارخص', 'max'),
  cue('اقل|تحت|نازل', 'max'),
  cue('بالكثير|بالاكثر|ماكس|اقصى', 'max'),
  cue('تقريبا|بالتقريب|حوالي', 'around'),
].sort((a, b) => b.words.length - a.words.length);

/** Words skipped when looking for a comparative: 'under AED 3m', 'لا يقل سعرها عن', 'budget of 200k'. */
const FILLERS = new Set([
  'aed',
  'dhs',
  'dh',
  'dirham',
  'dirhams',
  'of',
  'a',
  'an',
  'the',
  'is',
  'be',
  'for',
  'my',
  'our',
  'price',
  'priced',
  'prices',
  'cost',
  'costs',
  'costing',
  'rent',
  'rents',
  'size',
  'sized',
  'area',
  'total',
  'yearly',
  'annual',
  'per',
  'year',
  'درهم',
  'دراهم',
  'درهما',
  'سعر',
  'سعره',
  'سعرها',
  'بسعر',
  'السعر',
  'ثمن',
  'ثمنه',
  'ثمنها',
  'مبلغ',
  'بمبلغ',
  'قيمه',
  'قيمته',
  'قيمتها',
  'بقيمه',
  'مساحه',
  'مساحته',
  'مساحتها',
  'بمساحه',
  'المساحه',
  'ايجار',
  'ايجارها',
  'ايجاره',
  'الايجار',
  'يكون',
  'تكون',
  'هو',
  'هي',
  'سنوي',
  'سنويا',
  'شهري',
  'عدد',
  'فيها',
  'فيه',
]);

function matchesWord(word: string | undefined, alternatives: string[]): boolean {
  if (word === undefined) return false;
  const forms = prefixForms(word);
  return alternatives.some((alternative) => forms.includes(alternative));
}

export interface Comparative {
  bound: Bound;
  strict?: boolean;
  weak?: boolean;
  /** The words of the comparative (so they are not read as a place). */
  indexes: number[];
}

const hasDigit = (word: string) => /\d/.test(word);

/** The comparative said just before the number at `index` (fillers skipped), if any. */
export function comparativeBefore(
  words: string[],
  index: number,
  used: ReadonlySet<number> = new Set(),
): Comparative | undefined {
  const tail: number[] = [];
  for (let k = index - 1; k >= 0 && k >= index - 7; k--) {
    const word = words[k] as string;
    if (used.has(k) || hasDigit(word)) break;
    if (FILLERS.has(word)) continue;
    tail.unshift(k);
  }
  for (const candidate of BEFORE) {
    const n = candidate.words.length;
    if (tail.length < n) continue;
    const slots = tail.slice(tail.length - n);
    if (candidate.words.every((alternatives, j) => matchesWord(words[slots[j] as number], alternatives))) {
      return { bound: candidate.bound, strict: candidate.strict, weak: candidate.weak, indexes: slots };
    }
  }
  return undefined;
}

const NOT_AFTER_FOLLOWERS = new Set(['من', 'عن', 'than', 'from', 'of']);

/** The comparative said just after the quantity ending at `end` ('or more', 'على الأقل', 'وأكثر'), if any. */
export function comparativeAfter(
  words: string[],
  end: number,
  used: ReadonlySet<number> = new Set(),
): Comparative | undefined {
  const head: number[] = [];
  for (let k = end + 1; k < words.length && k <= end + 6; k++) {
    const word = words[k] as string;
    if (used.has(k) || hasDigit(word)) break;
    if (FILLERS.has(word)) continue;
    head.push(k);
  }
  for (const candidate of AFTER) {
    const n = candidate.words.length;
    if (head.length < n) continue;
    const slots = head.slice(0, n);
    if (!candidate.words.every((alternatives, j) => matchesWord(words[slots[j] as number], alternatives)))
      continue;
    // 'over 1m less than 2m': 'less' begins the next number's comparative.
    const after = (slots.at(-1) as number) + 1;
    const follower = words[after];
    if (follower !== undefined && (NOT_AFTER_FOLLOWERS.has(follower) || hasDigit(follower))) continue;
    return { bound: candidate.bound, strict: candidate.strict, weak: candidate.weak, indexes: slots };
  }
  return undefined;
}

// ------------------------------------------------------------------------------------------ reading

/** What the numbers of a request say about price and size. */
export interface QuantityReading {
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
  /** Every money amount (range ends included), for the mortgage reading. */
  amounts: Quantity[];
}

const RANGE_OPENERS: string[][] = [
  ['between'],
  ['from'],
  ['ranging', 'from'],
  ['بين'],
  ['ما', 'بين'],
  ['من'],
  ['يتراوح', 'بين'],
  ['تتراوح', 'بين'],
  ['يتراوح'],
  ['تتراوح'],
  ['range'],
];
const normalizedSet = (words: string[]) => new Set(words.map((word) => normalizeArabic(word)));
const RANGE_JOINERS = normalizedSet([
  'to',
  'and',
  '-',
  'till',
  'until',
  'or',
  'الى',
  'إلى',
  'و',
  'لين',
  'حتى',
  'ل',
  'لغاية',
  'الين',
  'لحد',
]);
/** Joiners that make a range even without 'between'/'from' before the first number ('90 to 120k'). */
const STRONG_JOINERS = normalizedSet([
  'to',
  '-',
  'till',
  'until',
  'الى',
  'إلى',
  'لين',
  'حتى',
  'لغاية',
  'الين',
  'لحد',
]);

/** How many words before `index` open a range ('between', 'ما بين', 'from'), 0 when none. */
function rangeOpenerBefore(words: string[], index: number): number {
  for (const opener of [...RANGE_OPENERS].sort((a, b) => b.length - a.length)) {
    const start = index - opener.length;
    if (start >= 0 && opener.every((part, j) => matchesWord(words[start + j], [part]))) return opener.length;
  }
  return 0;
}

/** Money amounts, sizes and the numbers that may start a range, in order; marks the words read in `used`. */
function quantitiesOf(words: string[], used: Set<number>): Array<Quantity | [Quantity, Quantity]> {
  const found: Array<Quantity | [Quantity, Quantity]> = [];
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const word = words[i] as string;
    const next = words[i + 1];
    if (isNumber(word) && (next === '%' || next === 'percent' || next === 'بالميه' || next === 'بالمئه')) {
      i += 1;
      continue;
    }
    const dashed = dashRangeAt(words, i);
    if (dashed) {
      found.push(dashed);
      i = dashed[0].end;
      continue;
    }
    const quantity = sizeAt(words, i) ?? amountAt(words, i);
    if (quantity) {
      found.push(quantity);
      i = quantity.end;
      continue;
    }
    const bare = word.endsWith('+') ? word.slice(0, -1) : word;
    if (isNumber(bare) && Number(bare) > 0) {
      found.push({ kind: 'bare', value: Number(bare), number: Number(bare), scale: 1, index: i, end: i });
    }
  }
  return found;
}

/** The two quantities form a range ('between 90 and 120k', 'من ٨٠٠ ألف إلى مليون'): its ends, or nothing. */
function asRange(words: string[], first: Quantity, b: Quantity): [Quantity, Quantity] | undefined {
  if (b.kind === 'bare') return undefined;
  // '1000' in 'between 1000 and 1500 sqft' is a size, not dirhams.
  const a: Quantity =
    first.kind === 'money' && b.kind === 'area' && first.scale === 1 && first.end === first.index
      ? { ...first, kind: 'bare' }
      : first;
  const gap = words.slice(a.end + 1, b.index);
  if (gap.length > 2) return undefined;
  const joiner = gap.find(
    (word) => RANGE_JOINERS.has(word) || prefixForms(word).some((f) => RANGE_JOINERS.has(f)),
  );
  const others = gap.filter((word) => word !== joiner && !FILLERS.has(word));
  if (others.length > 0) return undefined;
  const opened = rangeOpenerBefore(words, a.index) > 0;
  if (a.kind === 'bare') {
    if (!joiner) return undefined;
    if (!opened && !STRONG_JOINERS.has(joiner)) return undefined;
    // '90' in 'between 90 and 120k' takes the unit of the other end; '900' before '1.2m' means thousands.
    let scale = b.scale;
    if (b.kind === 'money' && a.number * scale > b.value && scale >= 1_000_000) scale = 1000;
    if (a.number * scale < 1000 && b.kind === 'money') return undefined;
    return [{ ...a, kind: b.kind, scale, value: Math.round(a.number * scale) }, b];
  }
  if (a.kind !== b.kind) return undefined;
  // Two amounts side by side ('80k 120k') or joined ('from 800k to 1m', '1m or 1.5m').
  if (!joiner && gap.length > 0) return undefined;
  return [a, b];
}

/**
 * Reads prices and sizes: ranges first ('between A and B', 'A-B', 'from A to B'), then each other amount with
 * the comparative before or after it ('under', 'بأقل من', 'على الأقل', 'or more', 'وأكثر', 'حوالي'). An amount
 * with no comparative is a budget (a maximum); a size with none is a minimum. Marks the words read in `used`.
 */
export function readQuantities(words: string[], used: Set<number>): QuantityReading {
  const reading: QuantityReading = { amounts: [] };
  const found = quantitiesOf(words, used);
  const ranges: Array<[Quantity, Quantity]> = [];
  const singles: Quantity[] = [];
  for (let k = 0; k < found.length; k++) {
    const item = found[k] as Quantity | [Quantity, Quantity];
    if (Array.isArray(item)) {
      ranges.push(item);
      continue;
    }
    const next = found[k + 1];
    const range = next && !Array.isArray(next) ? asRange(words, item, next) : undefined;
    if (range) {
      ranges.push(range);
      k += 1;
      continue;
    }
    if (item.kind !== 'bare') singles.push(item);
  }
  const mark = (from: number, to: number) => {
    for (let k = from; k <= to; k++) used.add(k);
  };

  for (const [a, b] of ranges) {
    mark(a.index - rangeOpenerBefore(words, a.index), b.end);
    const low = Math.min(a.value, b.value);
    const high = Math.max(a.value, b.value);
    if (a.kind === 'area') {
      reading.minArea = low;
      reading.maxArea = high;
    } else {
      reading.minPrice = low;
      reading.maxPrice = high;
      reading.amounts.push(a, b);
    }
  }
  for (const quantity of singles) {
    mark(quantity.index, quantity.end);
    const before = comparativeBefore(words, quantity.index, used);
    const after = before ? undefined : comparativeAfter(words, quantity.end, used);
    for (const k of (before ?? after)?.indexes ?? []) used.add(k);
    const bound: Bound =
      (quantity.plus ? 'min' : undefined) ??
      before?.bound ??
      after?.bound ??
      (quantity.kind === 'area' ? 'min' : 'max');
    if (quantity.kind === 'area') {
      if (bound === 'max') reading.maxArea = quantity.value;
      else if (bound === 'min') reading.minArea = quantity.value;
      else {
        reading.minArea = Math.round(quantity.value * 0.9);
        reading.maxArea = Math.round(quantity.value * 1.1);
      }
      continue;
    }
    reading.amounts.push(quantity);
    if (bound === 'max') reading.maxPrice = quantity.value;
    else if (bound === 'min') reading.minPrice = quantity.value;
    else {
      reading.minPrice = Math.round(quantity.value * 0.85);
      reading.maxPrice = Math.round(quantity.value * 1.15);
    }
  }
  return reading;
}

/**
 * Whether a room count is a minimum: '3+', 'at least 3', '٣ غرف على الأقل', 'ما تقل عن ٣ غرف', '3 or more',
 * 'وأكثر'. 'more than 2' is 3 or more (`strict`). `start` is the count's word, `end` the last word of its noun.
 */
export function roomsMinimum(
  words: string[],
  start: number,
  end: number,
  used: ReadonlySet<number> = new Set(),
): { strict: boolean; indexes: number[] } | undefined {
  const before = comparativeBefore(words, start, used);
  if (before && before.bound === 'min' && !before.weak)
    return { strict: Boolean(before.strict), indexes: before.indexes };
  const after = comparativeAfter(words, end, used);
  if (after && after.bound === 'min') return { strict: false, indexes: after.indexes };
  return undefined;
}
