/**
 * Runs `task` once the page has loaded and the browser is idle (or after `timeoutMs` at the latest), so work the
 * first screen does not need (the hero video's download, the chat widget) does not compete with it for the
 * network and the main thread. Returns a function that cancels it.
 */
export function afterPageLoad(
  task: () => void,
  { timeoutMs = 2000 }: { timeoutMs?: number } = {},
): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(() => !cancelled && task(), 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
