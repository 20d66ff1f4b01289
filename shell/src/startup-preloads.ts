import { STARTUP_PRELOADS_ID, type StartupPreload } from '@manzil/contracts/server-render';

/**
 * Asks for the files the page's remote module needs (remotes file, manifest, remoteEntry.js, chunks) as soon as the
 * shell's entry script runs, so they arrive side by side instead of one after the other. The gateway lists them in
 * the page; they are not in its head, where they would take a phone's bandwidth from the first screen's pictures.
 */
export function preloadStartupFiles(doc: Document = document): void {
  let preloads: StartupPreload[];
  try {
    preloads = JSON.parse(doc.getElementById(STARTUP_PRELOADS_ID)?.textContent || '[]');
  } catch {
    return;
  }
  if (!Array.isArray(preloads)) return;
  for (const preload of preloads) {
    // Paths of this site only (not //other.host/...).
    if (typeof preload?.href !== 'string' || !/^\/(?!\/)/.test(preload.href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.href = preload.href;
    link.as = preload.as === 'fetch' ? 'fetch' : 'script';
    // The federation runtime fetches manifests in CORS mode: the preload must match to be used.
    if (link.as === 'fetch') link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
}
