/** What the gateway knows about a page path before any client code runs: its language and whether it exists. */
export interface PageInfo {
  lang: 'en' | 'ar';
  dir: 'ltr' | 'rtl';
  /** False for paths no screen answers: the gateway serves the 404 page with HTTP 404. */
  known: boolean;
}

// Screens of spec section 2, without the /ar prefix.
const KNOWN_PAGES: RegExp[] = [
  /^\/$/,
  /^\/properties\/?$/,
  /^\/properties\/location\/[^/]+\/?$/,
  /^\/property\/[^/]+\/?$/,
  /^\/admin\/?$/,
  /^\/favourites\/?$/,
  /^\/compare\/?$/,
];

export function pageInfo(pathname: string): PageInfo {
  const isArabic = pathname === '/ar' || pathname.startsWith('/ar/');
  const rest = isArabic ? pathname.slice(3) || '/' : pathname;
  return {
    lang: isArabic ? 'ar' : 'en',
    dir: isArabic ? 'rtl' : 'ltr',
    known: KNOWN_PAGES.some((page) => page.test(rest)),
  };
}
