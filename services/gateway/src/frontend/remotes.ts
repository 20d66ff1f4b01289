import { existsSync, readFileSync } from 'node:fs';

/** The micro-frontends the shell loads at run time, by Module Federation name. */
export const REMOTE_FOLDERS = {
  mfe_search: 'mfe-search',
  mfe_property: 'mfe-property',
  mfe_calculators: 'mfe-calculators',
  mfe_chat: 'mfe-chat',
  mfe_admin: 'mfe-admin',
} as const;

export type RemoteName = keyof typeof REMOTE_FOLDERS;

export interface RemotesFile {
  remotes: Record<string, string>;
}

/** Where each remote's manifest is served by default: the gateway's own `/mfe/<folder>/mf-manifest.json`. */
export function defaultRemotes(): RemotesFile {
  const remotes: Record<string, string> = {};
  for (const [name, folder] of Object.entries(REMOTE_FOLDERS))
    remotes[name] = `/mfe/${folder}/mf-manifest.json`;
  return { remotes };
}

/**
 * The runtime remotes file: the defaults, overridden by the JSON file at `REMOTES_FILE` when set, so ops can point
 * the shell at another build of one remote without rebuilding anything. Read on each request (it is tiny) so a
 * change takes effect without a restart.
 */
export function readRemotes(remotesFile: string | undefined): RemotesFile {
  const base = defaultRemotes();
  if (!remotesFile || !existsSync(remotesFile)) return base;
  const parsed = JSON.parse(readFileSync(remotesFile, 'utf8')) as Partial<RemotesFile>;
  return { remotes: { ...base.remotes, ...(parsed.remotes ?? {}) } };
}
