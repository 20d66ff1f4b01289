import type { Lang } from './lang.ts';

/*
 * The site's plain numbers without Intl (ADR 0010). Building a page's first Intl.NumberFormat loads ICU's number
 * data: 20 to 60 ms on this machine's Chromium, half a second on a slow phone, in one task, on every page (prices,
 * areas, counts). Both page languages write plain numbers the same way (Latin digits, "," between thousands, "."
 * before the decimals; Arabic puts a left-to-right mark before the minus sign), so the common case, a finite number
 * with at most its fraction digits set, as a decimal or a percentage, is written here exactly as Intl.NumberFormat
 * writes it: from the number's shortest decimal form, rounded half away from zero. Anything else (a currency or unit,
 * notation, grouping or rounding option, NaN, a number JavaScript prints with an exponent) goes to Intl. A test
 * compares both on random numbers.
 */

const PLAIN_OPTIONS = new Set(['minimumFractionDigits', 'maximumFractionDigits', 'style']);
const MINUS: Record<Lang, string> = { en: '-', ar: '\u200e-' };
const PERCENT: Record<Lang, string> = { en: '%', ar: '\u200e%\u200e' };

/** The fraction digits of a plain format, or null when the options ask for more than this file writes. */
function fractionDigits(options: Intl.NumberFormatOptions): { min: number; max: number } | null {
  for (const key of Object.keys(options)) {
    if (!PLAIN_OPTIONS.has(key)) return null;
  }
  if (options.style !== undefined && options.style !== 'decimal' && options.style !== 'percent') return null;
  const { minimumFractionDigits: min, maximumFractionDigits: max } = options;
  const valid = (digits: number | undefined) =>
    digits === undefined || (Number.isInteger(digits) && digits >= 0 && digits <= 20);
  if (!valid(min) || !valid(max)) return null; // Intl throws the RangeError
  // Intl's defaults: no minimum, at most 3 decimals (none for a percentage), and a maximum never under the minimum.
  const low = min ?? 0;
  const high = max ?? Math.max(low, options.style === 'percent' ? 0 : 3);
  return high < low ? null : { min: low, max: high };
}

/** A decimal's digits with the point moved two places right (a fraction as a percentage), exactly: "0.075" -> "7.5". */
function hundredfold(decimal: string): string {
  const point = decimal.indexOf('.');
  const integer = point < 0 ? decimal : decimal.slice(0, point);
  const fraction = (point < 0 ? '' : decimal.slice(point + 1)).padEnd(2, '0');
  const whole = `${integer}${fraction.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  return fraction.length > 2 ? `${whole}.${fraction.slice(2)}` : whole;
}

/** Adds one to the last digit of a string of decimal digits: "0999" -> "1000", "99" -> "100". */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String.fromCharCode(digits.charCodeAt(i) + 1)}${'0'.repeat(digits.length - i - 1)}`;
}

function grouped(integer: string): string {
  let out = '';
  for (let end = integer.length; end > 0; end -= 3) {
    const part = integer.slice(Math.max(0, end - 3), end);
    out = out ? `${part},${out}` : part;
  }
  return out;
}

/**
 * `value` as Intl.NumberFormat(locale of `lang`, options) writes it, or null when the options or the value are
 * not plain (the caller then uses Intl).
 */
export function formatPlainNumber(
  value: number,
  lang: Lang,
  options: Intl.NumberFormatOptions = {},
): string | null {
  if (!Number.isFinite(value)) return null;
  const digits = fractionDigits(options);
  if (!digits) return null;
  const shortest = String(Math.abs(value)); // the shortest form that reads back as the same number
  if (shortest.includes('e')) return null;
  const percent = options.style === 'percent';
  const decimal = percent ? hundredfold(shortest) : shortest;
  const point = decimal.indexOf('.');
  let integer = point < 0 ? decimal : decimal.slice(0, point);
  let fraction = point < 0 ? '' : decimal.slice(point + 1);
  if (fraction.length > digits.max) {
    const roundUp = fraction.charCodeAt(digits.max) >= 53; // the first dropped digit is 5 or more
    fraction = fraction.slice(0, digits.max);
    if (roundUp) {
      const next = incremented(integer + fraction);
      integer = next.slice(0, next.length - fraction.length);
      fraction = next.slice(next.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(digits.min, '0');
  const sign = value < 0 || Object.is(value, -0) ? MINUS[lang] : '';
  return `${sign}${grouped(integer)}${fraction ? `.${fraction}` : ''}${percent ? PERCENT[lang] : ''}`;
}
