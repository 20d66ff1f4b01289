/*
 * Where the remotes are: the gateway serves `/mfe/remotes.json` ({ remotes: { mfe_search: '<manifest URL>' } }),
 * so a team can redeploy its remote, or ops can point at another build, without rebuilding the shell
 * (ADR 0004). When the file cannot be read, the shell uses the gateway's default layout below.
 */

export const REMOTE_NAMES = [
  'mfe_search',
  'mfe_property',
  'mfe_calculators',
  'mfe_chat',
  'mfe_admin',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTES_FILE_URL = '/mfe/remotes.json';

export const DEFAULT_REMOTES: Record<RemoteName, string> = {
  mfe_search: '/mfe/mfe-search/mf-manifest.json',
  mfe_property: '/mfe/mfe-property/mf-manifest.json',
  mfe_calculators: '/mfe/mfe-calculators/mf-manifest.json',
  mfe_chat: '/mfe/mfe-chat/mf-manifest.json',
  mfe_admin: '/mfe/mfe-admin/mf-manifest.json',
};

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

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/**
 * Reads the remotes file. Unknown names are ignored, missing ones keep their default; any failure (network,
 * HTTP status, bad JSON) falls back to the defaults with a warning, never an error.
 */
export async function loadRemotesFile(fetchImpl: typeof fetch = fetch): Promise<Record<RemoteName, string>> {
  try {
    const response = await fetchImpl(REMOTES_FILE_URL, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const body = (await response.json()) as { remotes?: Record<string, unknown> };
    const remotes = { ...DEFAULT_REMOTES };
    for (const [name, url] of Object.entries(body.remotes ?? {})) {
      if (isRemoteName(name) && typeof url === 'string' && url) remotes[name] = url;
    }
    return remotes;
  } catch (error) {
    console.warn(`Could not read ${REMOTES_FILE_URL}; using the default remote URLs`, error);
    return { ...DEFAULT_REMOTES };
  }
}

/** The Module Federation runtime wants absolute manifest URLs (it resolves 'auto' public paths from them). */
export function toRuntimeRemotes(
  remotes: Record<RemoteName, string>,
  base: string,
): { name: RemoteName; entry: string }[] {
  return REMOTE_NAMES.map((name) => ({ name, entry: new URL(remotes[name], base).href }));
}
