import { existsSync, readFileSync } from 'node:fs';
import { type RemoteName, remoteManifests } from '@manzil/contracts';

// The remotes (names, folders, default manifest URLs) are the contracts' one list, shared with the shell and
// mfe-property: packages/contracts/src/remotes.ts.

export interface RemotesFile {
  remotes: Record<RemoteName, string>;
}

/**
 * The runtime remotes file: the defaults, overridden by the JSON file at `REMOTES_FILE` when set, so ops can point
 * the shell at another build of one remote without rebuilding anything. Read on each request (it is tiny) so a
 * change takes effect without a restart.
 */
export function readRemotes(remotesFile: string | undefined): RemotesFile {
  if (!remotesFile || !existsSync(remotesFile)) return { remotes: remoteManifests() };
  const parsed = JSON.parse(readFileSync(remotesFile, 'utf8')) as { remotes?: unknown };
  return { remotes: remoteManifests(parsed.remotes) };
}
