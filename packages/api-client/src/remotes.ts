import { REMOTES_FILE_URL, type RemoteName, remoteManifests } from '@manzil/contracts';

/**
 * Where the remotes are: the gateway's `/mfe/remotes.json` (ADR 0004), so a team can redeploy its remote, or ops
 * can point at another build, without rebuilding the shell or the remotes that load it. Unknown names are ignored,
 * missing ones keep their default; any failure (network, HTTP status, bad JSON) falls back to the defaults with a
 * warning, never an error.
 */
export async function loadRemotesFile(fetchImpl: typeof fetch = fetch): Promise<Record<RemoteName, string>> {
  try {
    const response = await fetchImpl(REMOTES_FILE_URL, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const body = (await response.json()) as { remotes?: unknown } | null;
    return remoteManifests(body?.remotes);
  } catch (error) {
    console.warn(`Could not read ${REMOTES_FILE_URL}; using the default remote URLs`, error);
    return remoteManifests();
  }
}

let pageRemotes: Promise<Record<RemoteName, string>> | undefined;

/**
 * The page's remotes file, read once: the shell and a remote that loads another remote (the listing's mortgage card)
 * share it through this singleton package instead of asking again (the file is `no-cache`: a second request waited a
 * round trip on a phone before the mortgage card could load). It never rejects (see `loadRemotesFile`).
 */
export function pageRemotesFile(): Promise<Record<RemoteName, string>> {
  pageRemotes ??= loadRemotesFile();
  return pageRemotes;
}
