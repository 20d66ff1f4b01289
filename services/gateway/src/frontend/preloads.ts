import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultManifestUrl, REMOTES, type RemoteName } from '@manzil/contracts';
import type { StartupPreload } from '@manzil/contracts/server-render';
import { readRemotes } from './remotes.ts';

/** A `<link rel="preload">` in a page's head. */
export interface Preload {
  href: string;
  as: 'script' | 'image';
  fetchpriority?: 'high' | 'low';
  /** For a responsive image: the srcset and sizes of the `<img>` or `<source>` it stands for. */
  imagesrcset?: string;
  imagesizes?: string;
}

/** The hero's poster (services/content assets): the home page's largest picture on every screen size. */
export const HERO_POSTER_URL = '/api/assets/hero-poster.jpg';
const REMOTES_FILE_URL = '/mfe/remotes.json';
/** Written by the shell's build (mfe-config StartupFilesPlugin): the scripts its start-up loads after main.js. */
const SHELL_STARTUP_FILES = join('shell', 'dist', 'startup-files.json');
/** Written with it: the scripts of each of the shell's own pages (home, 404), which are chunks of their own. */
const SHELL_PAGE_FILES = join('shell', 'dist', 'page-files.json');

/** The chunk of the shell's own page a path shows (shell/src/pages/ShellPage.tsx), if any. */
export function shellPageChunk(rest: string, known: boolean): string | null {
  if (rest === '/') return 'page-home';
  return known ? null : 'page-not-found';
}

/** The remote module the first screen of each page shows, by path without the `/ar` prefix. */
export function firstScreenModule(rest: string): { remote: RemoteName; module: string } | null {
  if (rest === '/') return { remote: 'mfe_search', module: 'HeroSearch' };
  if (/^\/properties\/?$/.test(rest)) return { remote: 'mfe_search', module: 'PropertiesPage' };
  if (/^\/property\/[^/]+\/?$/.test(rest)) return { remote: 'mfe_property', module: 'PropertyPage' };
  if (/^\/admin\/?$/.test(rest)) return { remote: 'mfe_admin', module: 'AdminApp' };
  if (/^\/favourites\/?$/.test(rest)) return { remote: 'mfe_search', module: 'FavouritesPage' };
  if (/^\/compare\/?$/.test(rest)) return { remote: 'mfe_search', module: 'ComparePage' };
  return null;
}

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  shared: { assets: { js: { sync: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** Reads a JSON file of a build again only when a rebuild changed it; null while the file is missing or bad. */
function jsonFileCache<T>() {
  const cache = new Map<string, { mtimeMs: number; value: T | null }>();
  return (file: string): T | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value;
    let value: T | null = null;
    try {
      value = JSON.parse(readFileSync(file, 'utf8')) as T;
    } catch {
      value = null;
    }
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

/** The files of one exposed module a browser needs first: remoteEntry.js and the module's own chunks. */
export function remoteModuleFiles(manifest: FederationManifest, module: string): string[] {
  const expose = manifest.exposes.find((entry) => entry.name === module || entry.name === `./${module}`);
  if (!expose) return [];
  const shared = new Set(manifest.shared.flatMap((entry) => entry.assets.js.sync));
  const { name, path = '' } = manifest.metaData.remoteEntry;
  const entry = path ? `${path.replace(/\/$/, '')}/${name}` : name;
  return [entry, ...expose.assets.js.sync.filter((file) => !shared.has(file) && file.endsWith('.js'))];
}

export interface PreloadOptions {
  /** REMOTES_FILE: when it moves a remote elsewhere, that remote's files are not preloaded (they may differ). */
  remotesFile?: string;
  /** False when the remotes are served by another server (FRONTENDS_URL): their builds are not on this disk. */
  localRemotes?: boolean;
}

/**
 * A page's preloads, by its path without the `/ar` prefix. `head`: what the first paint needs, as
 * `<link rel="preload">` in the head (the home page's hero picture). `afterStart`: the remote files the page's
 * client needs (the remotes file, the remote's manifest, remoteEntry.js and the module's chunks), which the shell's
 * entry script asks for as soon as it runs, so the federation chain (remotes file, then manifest, then entry, then
 * module) becomes one parallel fetch. They are not in the head: on a phone network every script fetched there
 * takes bandwidth from the page's largest picture, and the page is already drawn by its server markup. The shell's
 * own start-up scripts come first in that list: the shell evaluates its libraries one step after another
 * (shell/src/bootstrap.tsx), and would otherwise ask for each step's files only when the step before is done; then
 * the chunk of the shell's own page, when the path shows one (the home page, the 404 page).
 * Reads the builds from disk, again after a rebuild; a missing build just means fewer preloads.
 */
export function createPreloads(frontendRoot: string, options: PreloadOptions = {}) {
  const readManifest = jsonFileCache<FederationManifest>();
  const readShellFiles = jsonFileCache<unknown>();

  const asScripts = (files: unknown): StartupPreload[] =>
    Array.isArray(files)
      ? files
          .filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file))
          .map((file) => ({ href: `/${file}`, as: 'script' }))
      : [];

  function shellFiles(rest: string, known: boolean, lang: 'en' | 'ar'): StartupPreload[] {
    const startup = asScripts(readShellFiles(join(frontendRoot, SHELL_STARTUP_FILES)));
    // An Arabic page's right-to-left style plugin, then the shell's own page, when the path shows one.
    const chunks = [lang === 'ar' ? 'lang-ar' : null, shellPageChunk(rest, known)].filter(
      (chunk): chunk is string => chunk !== null,
    );
    if (chunks.length === 0) return startup;
    const pages = readShellFiles(join(frontendRoot, SHELL_PAGE_FILES));
    const byChunk = pages && typeof pages === 'object' ? (pages as Record<string, unknown>) : {};
    return [...startup, ...chunks.flatMap((chunk) => asScripts(byChunk[chunk]))];
  }

  function remoteFiles(rest: string): StartupPreload[] {
    const first = firstScreenModule(rest);
    if (!first || options.localRemotes === false) return [];
    const { folder } = REMOTES[first.remote];
    const base = `/mfe/${folder}/`;
    const manifestUrl = defaultManifestUrl(first.remote);
    let configured: string | undefined;
    try {
      configured = readRemotes(options.remotesFile).remotes[first.remote];
    } catch {
      return [];
    }
    if (configured !== manifestUrl) return [];
    const manifest = readManifest(join(frontendRoot, folder, 'dist', 'mf-manifest.json'));
    if (!manifest) return [];
    let files: string[];
    try {
      files = remoteModuleFiles(manifest, first.module);
    } catch {
      return [];
    }
    return [
      { href: REMOTES_FILE_URL, as: 'fetch' },
      { href: manifestUrl, as: 'fetch' },
      ...files.map((file): StartupPreload => ({ href: `${base}${file}`, as: 'script' })),
    ];
  }

  /** `known`: false for a path no screen answers (the shell's 404 page). */
  return function preloadsFor(
    rest: string,
    known = true,
    lang: 'en' | 'ar' = 'en',
  ): { head: Preload[]; afterStart: StartupPreload[] } {
    return {
      head: rest === '/' ? [{ href: HERO_POSTER_URL, as: 'image', fetchpriority: 'high' }] : [],
      afterStart: [...shellFiles(rest, known, lang), ...remoteFiles(rest)],
    };
  };
}
