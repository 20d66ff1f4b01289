import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/*
 * The detail page's mortgage card belongs to the calculators remote (mfe_calculators/MortgageCard). This remote
 * loads it at run time through the Module Federation runtime, like the shell loads remotes: the manifest URL
 * comes from the gateway's `/mfe/remotes.json` (so a redeployed calculators remote is picked up), with the
 * gateway's default layout when that file cannot be read.
 */

export const CALCULATORS_REMOTE = 'mfe_calculators';
export const MORTGAGE_CARD_MODULE = `${CALCULATORS_REMOTE}/MortgageCard`;
const REMOTES_FILE_URL = '/mfe/remotes.json';
const DEFAULT_ENTRY = '/mfe/mfe-calculators/mf-manifest.json';

export async function calculatorsEntry(fetchImpl: typeof fetch = fetch): Promise<string> {
  try {
    const response = await fetchImpl(REMOTES_FILE_URL, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) return DEFAULT_ENTRY;
    const body = (await response.json()) as { remotes?: Record<string, unknown> };
    const entry = body.remotes?.[CALCULATORS_REMOTE];
    return typeof entry === 'string' && entry ? entry : DEFAULT_ENTRY;
  } catch {
    return DEFAULT_ENTRY;
  }
}

let registered: Promise<void> | null = null;

/** Makes the calculators remote known to this remote's federation runtime, once. */
function ensureRegistered(): Promise<void> {
  registered ??= (async () => {
    const known = getInstance()?.options.remotes.some((remote) => remote.name === CALCULATORS_REMOTE);
    if (known) return;
    const entry = new URL(await calculatorsEntry(), window.location.href).href;
    registerRemotes([{ name: CALCULATORS_REMOTE, entry }]);
  })().catch((error: unknown) => {
    registered = null; // A later attempt may succeed (the page is retried).
    throw error;
  });
  return registered;
}

export interface MortgageCardProps {
  /** The property's price in AED. */
  price?: number;
}

export type MortgageCardModule = { default: React.ComponentType<MortgageCardProps> };

/** Loads the mortgage card component; rejects when the remote is unavailable (the slot shows its fallback). */
export async function loadMortgageCard(): Promise<MortgageCardModule> {
  await ensureRegistered();
  const module = await loadRemote<MortgageCardModule>(MORTGAGE_CARD_MODULE);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${MORTGAGE_CARD_MODULE} is unavailable`);
  }
  return module;
}
