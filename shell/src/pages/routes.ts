import { matchPath } from 'react-router-dom';
import type { RemoteModuleId } from '../federation/remotes.ts';

/** The pages a remote draws, by their path under the language's base (`/` or `/ar`). */
export const REMOTE_PAGES: readonly { path: string; module: RemoteModuleId }[] = [
  { path: 'properties', module: 'mfe_search/PropertiesPage' },
  { path: 'properties/location/:slug', module: 'mfe_search/LocationRedirect' },
  { path: 'property/:id', module: 'mfe_property/PropertyPage' },
  { path: 'admin', module: 'mfe_admin/AdminApp' },
  { path: 'favourites', module: 'mfe_search/FavouritesPage' },
  { path: 'compare', module: 'mfe_search/ComparePage' },
];

/** The shell's own pages: the home page, and the 404 page for every path no screen answers. */
export type ShellPageName = 'home' | 'notFound';

/** The shell page a path shows (with or without the /ar prefix), or null for a page a remote draws. */
export function shellPageAt(pathname: string): ShellPageName | null {
  const rest = pathname === '/ar' || pathname.startsWith('/ar/') ? pathname.slice(3) || '/' : pathname;
  if (rest === '/') return 'home';
  return REMOTE_PAGES.some(({ path }) => matchPath(`/${path}`, rest)) ? null : 'notFound';
}
