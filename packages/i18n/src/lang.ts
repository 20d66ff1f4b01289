/** The two languages of the site. English pages live at `/...`, Arabic pages under `/ar/...`. */
export type Lang = 'en' | 'ar';
export type Dir = 'ltr' | 'rtl';

export const LANGS: readonly Lang[] = ['en', 'ar'];

const AR_PREFIX = /^\/ar(?=\/|$)/;

/** 'ar' when the path is /ar or starts with /ar/, else 'en' (spec 1). */
export function langFromPath(pathname: string): Lang {
  return AR_PREFIX.test(pathname) ? 'ar' : 'en';
}

export function dirOf(lang: Lang): Dir {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** Strips the /ar prefix: '/ar/properties' -> '/properties', '/ar' -> '/'. */
export function stripLangPrefix(pathname: string): string {
  const rest = pathname.replace(AR_PREFIX, '');
  return rest === '' ? '/' : rest;
}

/**
 * The same page in `lang`: adds or removes the /ar prefix. Query and hash are kept.
 * localePath('/properties?page=2', 'ar') -> '/ar/properties?page=2'; localePath('/ar', 'en') -> '/'.
 */
export function localePath(path: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] || '/';
  const suffix = match?.[2] ?? '';
  const base = stripLangPrefix(pathname.startsWith('/') ? pathname : `/${pathname}`);
  if (lang === 'en') return `${base}${suffix}`;
  return `${base === '/' ? '/ar' : `/ar${base}`}${suffix}`;
}

/**
 * Where the language switch goes. The spec (section 2) says: to /ar from English and to / from Arabic,
 * i.e. the switch always lands on the home page of the other language; the query string is not carried.
 */
export function switchLanguagePath(pathname: string, _search = ''): string {
  return langFromPath(pathname) === 'ar' ? '/' : '/ar';
}
