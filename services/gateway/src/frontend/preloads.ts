import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LISTING_PHOTO_SIZES, type PropertyImage, propertyDetailPath } from '@manzil/contracts';
import { REMOTE_FOLDERS, type RemoteName, readRemotes } from './remotes.ts';

/** A `<link rel="preload">` in a page's head. */
export interface Preload {
  href: string;
  as: 'script' | 'fetch' | 'image' | 'font';
  type?: string;
  /** Must match the request the page makes: `anonymous` for a same-origin fetch, `use-credentials` for apiFetch. */
  crossorigin?: 'anonymous' | 'use-credentials';
  fetchpriority?: 'high' | 'low';
  /** For a responsive image: the srcset and sizes of the `<img>` or `<source>` it stands for. */
  imagesrcset?: string;
  imagesizes?: string;
}

/** The hero's poster (services/content assets): the home page's largest picture on every screen size. */
export const HERO_POSTER_URL = '/api/assets/hero-poster.jpg';
const REMOTES_FILE_URL = '/mfe/remotes.json';

/** The remote module the first screen of each page shows, by path without the `/ar` prefix. */
export function firstScreenModule(rest: string): { remote: RemoteName; module: string } | null {
  if (rest === '/') return { remote: 'mfe_search', module: 'HeroSearch' };
  if (/^\/properties\/?$/.test(rest)) return { remote: 'mfe_search', module: 'PropertiesPage' };
  if (/^\/property\/[^/]+\/?$/.test(rest)) return { remote: 'mfe_property', module: 'PropertyPage' };
  if (/^\/admin\/?$/.test(rest)) return { remote: 'mfe_admin', module: 'AdminApp' };
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
 * What each page's head preloads so its first screen does not wait on a chain of requests (HTML, then main.js,
 * then the app's chunks, then the remotes file, then a manifest, then remoteEntry.js, then the module): the
 * shell's start-up scripts (from the build's startup-assets.json), the remotes file, the manifest and first-screen
 * chunks of the page's remote, and the home page's hero picture. Reads the builds from disk, again after a
 * rebuild; a missing build just means fewer preloads.
 */
export function createPreloads(frontendRoot: string, options: PreloadOptions = {}) {
  const readStartup = jsonFileCache<{ scripts?: unknown }>();
  const readManifest = jsonFileCache<FederationManifest>();
  const shellDist = join(frontendRoot, 'shell', 'dist');

  function shellScripts(): Preload[] {
    const scripts = readStartup(join(shellDist, 'startup-assets.json'))?.scripts;
    if (!Array.isArray(scripts)) return [];
    return scripts
      .filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file))
      .map((file) => ({ href: `/${file}`, as: 'script', fetchpriority: 'low' }));
  }

  function remoteFiles(rest: string): Preload[] {
    const first = firstScreenModule(rest);
    if (!first || options.localRemotes === false) return [];
    const folder = REMOTE_FOLDERS[first.remote];
    const base = `/mfe/${folder}/`;
    const manifestUrl = `${base}mf-manifest.json`;
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
      { href: manifestUrl, as: 'fetch', crossorigin: 'anonymous' },
      ...files.map((file): Preload => ({ href: `${base}${file}`, as: 'script', fetchpriority: 'low' })),
    ];
  }

  /** The preloads of a page, by its path without the `/ar` prefix. */
  return function preloadsFor(rest: string): Preload[] {
    const hero: Preload[] =
      rest === '/' ? [{ href: HERO_POSTER_URL, as: 'image', fetchpriority: 'high' }] : [];
    const remotes = remoteFiles(rest);
    return [
      ...hero,
      ...shellScripts(),
      ...(remotes.length
        ? [{ href: REMOTES_FILE_URL, as: 'fetch', crossorigin: 'anonymous' } as Preload]
        : []),
      ...remotes,
    ];
  };
}

/**
 * A listing page's own requests, known from its listing: the API answer the page reads (apiFetch sends cookies,
 * hence `use-credentials`) and its first photo, the page's largest picture, in WebP with the gallery's sizes.
 */
export function listingPreloads(listing: { id: number; photo?: PropertyImage }): Preload[] {
  const preloads: Preload[] = [
    { href: propertyDetailPath(listing.id), as: 'fetch', crossorigin: 'use-credentials' },
  ];
  const photo = listing.photo;
  if (photo?.webpSrcset) {
    // Browsers without imagesrcset (none current) would fetch href: the largest WebP of the set.
    const largest = photo.webpSrcset.split(',').at(-1)?.trim().split(/\s+/)[0];
    preloads.push({
      href: largest || photo.url,
      as: 'image',
      type: 'image/webp',
      imagesrcset: photo.webpSrcset,
      imagesizes: LISTING_PHOTO_SIZES,
      fetchpriority: 'high',
    });
  }
  return preloads;
}
