import type { Lang } from './lang.ts';

/*
 * The site's dates are in the agency's time zone, Abu Dhabi's (UTC+4 all year: the UAE has no daylight saving), on
 * the server and in every visitor's browser alike: a listing's date reads the same wherever the visitor is, and the
 * page the browser hydrates says what the server drew.
 *
 * The site's one date style on public pages, `dateStyle: 'medium'`, is written here without Intl (ADR 0010: a page's
 * first Intl.DateTimeFormat loads ICU's calendar data, 19 to 90 ms on this machine, in the middle of hydration):
 * '5 Mar 2025' in English, '05‏/03‏/2025' in Arabic (day/month/year, right-to-left marks before the slashes), as
 * Intl.DateTimeFormat writes them in that zone. Other styles go to Intl. A test compares both on random dates.
 */

export const SITE_TIME_ZONE = 'Asia/Dubai';
const SITE_OFFSET_MS = 4 * 60 * 60 * 1000;

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/** `value` as Intl.DateTimeFormat(locale of `lang`, options) writes it in the site's zone, or null (use Intl). */
export function formatPlainDate(
  value: Date | string | number,
  lang: Lang,
  options: Intl.DateTimeFormatOptions,
): string | null {
  const keys = Object.keys(options);
  if (keys.length !== 1 || options.dateStyle !== 'medium') return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (!Number.isFinite(time)) return null; // Intl throws its RangeError
  const local = new Date(time + SITE_OFFSET_MS);
  const year = local.getUTCFullYear();
  if (year < 1000 || year > 9999) return null;
  const day = local.getUTCDate();
  const month = local.getUTCMonth();
  return lang === 'ar'
    ? `${pad(day)}\u200f/${pad(month + 1)}\u200f/${year}`
    : `${day} ${MONTHS_EN[month]} ${year}`;
}
