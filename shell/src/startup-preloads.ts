import { STARTUP_PRELOADS_ID, type StartupPreload } from '@manzil/contracts/server-render';
import { yieldToMain } from './startup/run-in-tasks.ts';

/**
 * Each preload link costs the browser 1 to 2 ms to start its request (4 to 11 ms for a page's list on this machine,
 * over 50 ms on a slow phone: a task Lighthouse counts as blocking). Links are added for this long, then the rest
 * in the next task. A slice ends after the link that crosses the limit, so it lasts up to twice as long: with
 * 8 ms, traced slices took 12 to 24 ms; with 4 ms, 5.8 to 7.7 ms, still 64 to 85 ms on the phone (a
 * slowdown of about 11x on this machine at index 1312).
 */
const SLICE_MS = 2;

/**
 * Asks for the files the page's remote module needs (remotes file, manifest, remoteEntry.js, chunks) as soon as the
 * shell's entry script runs, so they arrive side by side instead of one after the other. The gateway lists them in
 * the page, in the order they are needed; they are not in its head, where they would take a phone's bandwidth from
 * the first screen's pictures. Adds them in slices of a few milliseconds, yielding between (see SLICE_MS); the
 * promise settles once all are in.
 */
export async function preloadStartupFiles(
  doc: Document = document,
  {
    sliceMs = SLICE_MS,
    yieldBetween = yieldToMain,
  }: { sliceMs?: number; yieldBetween?: () => Promise<void> } = {},
): Promise<void> {
  let preloads: StartupPreload[];
  try {
    preloads = JSON.parse(doc.getElementById(STARTUP_PRELOADS_ID)?.textContent || '[]');
  } catch {
    return;
  }
  if (!Array.isArray(preloads)) return;
  let sliceStart = performance.now();
  let inSlice = 0;
  for (const preload of preloads) {
    // Paths of this site only (not //other.host/...).
    if (typeof preload?.href !== 'string' || !/^\/(?!\/)/.test(preload.href)) continue;
    // Every slice adds one link at least.
    if (inSlice > 0 && performance.now() - sliceStart >= sliceMs) {
      await yieldBetween();
      sliceStart = performance.now();
      inSlice = 0;
    }
    inSlice++;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.href = preload.href;
    link.as = preload.as === 'fetch' ? 'fetch' : 'script';
    // The federation runtime fetches manifests in CORS mode: the preload must match to be used.
    if (link.as === 'fetch') link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
}
