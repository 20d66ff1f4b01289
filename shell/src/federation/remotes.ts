import { REMOTE_NAMES, type RemoteName } from '@manzil/contracts';

// The remotes, their default manifest URLs and the remotes file the gateway serves are the contracts' one list
// (packages/contracts/src/remotes.ts); api-client's pageRemotesFile reads the file, once per page.

/** Every module the shell renders, as `<remote>/<exposed name>`. */
export type RemoteModuleId =
  | 'mfe_search/HeroSearch'
  | 'mfe_search/PropertiesPage'
  | 'mfe_search/FeaturedListings'
  | 'mfe_search/FavouritesPage'
  | 'mfe_search/ComparePage'
  | 'mfe_search/LocationRedirect'
  | 'mfe_property/PropertyPage'
  | 'mfe_calculators/CalculatorTabs'
  | 'mfe_calculators/MortgageCard'
  | 'mfe_chat/ChatWidget'
  | 'mfe_admin/AdminApp'
  | 'mfe_admin/HomeAdminPanel';

/** The Module Federation runtime wants absolute manifest URLs (it resolves 'auto' public paths from them). */
export function toRuntimeRemotes(
  remotes: Record<RemoteName, string>,
  base: string,
): { name: RemoteName; entry: string }[] {
  return REMOTE_NAMES.map((name) => ({ name, entry: new URL(remotes[name], base).href }));
}
