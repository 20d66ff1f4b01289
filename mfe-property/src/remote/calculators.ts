import { pageRemotesFile } from '@manzil/api-client';
import type { RemoteName } from '@manzil/contracts';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/*
 * The detail page's mortgage card belongs to the calculators remote (mfe_calculators/MortgageCard). This remote
 * loads it at run time through the Module Federation runtime, like the shell loads remotes: the manifest URL
 * comes from the gateway's `/mfe/remotes.json` (so a redeployed calculators remote is picked up), with the
 * contracts' default when that file cannot be read (api-client's pageRemotesFile: the file the shell read for this
 * page, not asked for again).
 */

export const CALCULATORS_REMOTE = 'mfe_calculators' satisfies RemoteName;
export const MORTGAGE_CARD_MODULE = `${CALCULATORS_REMOTE}/MortgageCard`;

let registered: Promise<void> | null = null;

/** Makes the calculators remote known to this remote's federation runtime, once. */
function ensureRegistered(): Promise<void> {
  registered ??= (async () => {
    const known = getInstance()?.options.remotes.some((remote) => remote.name === CALCULATORS_REMOTE);
    if (known) return;
    const entry = new URL((await pageRemotesFile())[CALCULATORS_REMOTE], window.location.href).href;
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
