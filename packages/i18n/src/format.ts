import type { Lang } from './lang.ts';
import { formatPlainDate, SITE_TIME_ZONE } from './plain-date.ts';
import { formatPlainNumber } from './plain-number.ts';

/*
 * Number and price formatting, by page language.
 *
 * Decision: both languages use Latin digits (0-9). They are what UAE property sites and banks show in Arabic,
 * and prices then read the same in both languages. Arabic keeps Arabic wording: the currency is written
 * "د.إ" after the amount, and short prices use "ألف" (thousand) and "مليون" (million).
 *
 * The functions return plain strings. Where a formatted value sits inside right-to-left text, render it in
 * a <bdi> element (or pass the string through `isolate()` for attributes and titles) so its digits and
 * punctuation are not reordered by the surrounding text; text with no letters (a phone number) needs an
 * explicit direction: <bdi dir="ltr">.
 */

const LOCALES: Record<Lang, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };
const DATE_LOCALES: Record<Lang, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn-ca-gregory' };

/** The BCP 47 locale used with Intl for a page language. */
export function localeOf(lang: Lang): string {
  return LOCALES[lang];
}

const CURRENCY: Record<Lang, { label: string; before: boolean }> = {
  en: { label: 'AED', before: true },
  ar: { label: 'د.إ', before: false },
};

const SHORT_UNITS: Record<Lang, { thousand: string; million: string; spaced: boolean }> = {
  en: { thousand: 'K', million: 'M', spaced: false },
  ar: { thousand: 'ألف', million: 'مليون', spaced: true },
};

// Intl.NumberFormat is costly to build; keep one per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number in the page language: plain ones without Intl (plain-number.ts), the rest with Intl.NumberFormat. */
export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return formatPlainNumber(value, lang, options) ?? numberFormat(lang, options).format(value);
}

function withCurrency(amount: string, lang: Lang): string {
  const { label, before } = CURRENCY[lang];
  // A no-break space keeps the currency and the amount on one line.
  return before ? `${label}\u00a0${amount}` : `${amount}\u00a0${label}`;
}

/** A whole-dirham amount: 'AED 1,250,000' / '1,250,000 د.إ'. */
export function formatAed(amount: number, lang: Lang): string {
  return withCurrency(formatNumber(Math.round(amount), lang, { maximumFractionDigits: 0 }), lang);
}

/**
 * A short price (spec 9): 1M and above as millions with one decimal, 1K and above as thousands.
 * 'AED 1.5M', 'AED 750K', 'AED 900' / '1.5 مليون د.إ', '750 ألف د.إ', '900 د.إ'.
 */
export function formatPriceShort(amount: number, lang: Lang): string {
  const units = SHORT_UNITS[lang];
  const join = (value: string, unit: string) => (units.spaced ? `${value}\u00a0${unit}` : `${value}${unit}`);
  const abs = Math.abs(amount);
  let text: string;
  // 999,600 would round to "1000K": show it as 1.0M instead.
  if (abs >= 999_500) {
    text = join(
      formatNumber(amount / 1_000_000, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      units.million,
    );
  } else if (abs >= 1_000) {
    text = join(formatNumber(Math.round(amount / 1_000), lang, { maximumFractionDigits: 0 }), units.thousand);
  } else {
    text = formatNumber(Math.round(amount), lang, { maximumFractionDigits: 0 });
  }
  return withCurrency(text, lang);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the page language (Gregorian calendar, Latin digits), in the agency's time zone unless `options` names
 * another: '5 Mar 2025' / '05‏/03‏/2025'. The medium style is written without Intl (plain-date.ts).
 */
export function formatDate(
  value: Date | string | number,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const plain = formatPlainDate(value, lang, options);
  if (plain !== null) return plain;
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[lang], { timeZone: SITE_TIME_ZONE, ...options });
    dateFormats.set(key, format);
  }
  return format.format(value instanceof Date ? value : new Date(value));
}

const ISOLATE_OPEN = { auto: '\u2068', ltr: '\u2066', rtl: '\u2067' } as const;

/**
 * Wraps text in Unicode isolates (FSI/LRI/RLI ... PDI), the plain-text equivalent of <bdi>. Use 'ltr' for
 * phone numbers and figures like "1200+": with no letter in them, 'auto' takes the surrounding direction in
 * browsers and an Arabic line would show "+971 2 555 0100" as "0100 555 2 971+".
 */
export function isolate(text: string, dir: 'auto' | 'ltr' | 'rtl' = 'auto'): string {
  return `${ISOLATE_OPEN[dir]}${text}\u2069`;
}
