/*
 * The micro-frontends the shell loads at run time: one list for the shell, the gateway (which serves their builds
 * and the remotes file) and the remotes that load another (mfe-property loads the calculators' mortgage card).
 * The list itself is `remotes.json`, so the build configuration (packages/mfe-config, plain Node) reads it too.
 * No TypeBox here: pages import it.
 */
import remotes from './remotes.json';

/** Every remote: its Module Federation name, its folder (also its path under `/mfe/`), its dev server's port. */
export const REMOTES: Readonly<typeof remotes> = remotes;
export type RemoteName = keyof typeof remotes;
export const REMOTE_NAMES = Object.keys(remotes) as RemoteName[];

/** Where the gateway serves the remotes file: `{ remotes: { mfe_search: '<manifest URL>' } }` (ADR 0004). */
export const REMOTES_FILE_URL = '/mfe/remotes.json';

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(remotes, name);
}

/** Where a remote's manifest is served by default: the gateway's own `/mfe/<folder>/mf-manifest.json`. */
export function defaultManifestUrl(name: RemoteName): string {
  return `/mfe/${remotes[name].folder}/mf-manifest.json`;
}

/**
 * The remotes file's manifest URLs over the defaults: unknown names and empty or non-string URLs are ignored, a
 * missing remote keeps its default.
 */
export function remoteManifests(given?: unknown): Record<RemoteName, string> {
  const manifests = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) manifests[name] = defaultManifestUrl(name);
  for (const [name, url] of Object.entries(given ?? {})) {
    if (isRemoteName(name) && typeof url === 'string' && url) manifests[name] = url;
  }
  return manifests;
}
