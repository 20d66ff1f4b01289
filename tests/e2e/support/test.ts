import { test as base, expect, type Page } from '@playwright/test';

/**
 * Waits until a page is live: the client has hydrated the server's markup, every part of it (the shell, each remote
 * module the server drew, the shell's own page), so the gateway's loader no longer holds back taps (ADR 0006,
 * shell/src/startup/hydration-progress.ts). Before that a part shows but may not react yet. Pages drawn by the client alone are live
 * once drawn; a page without the app (no #root) at once.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (document.readyState === 'loading') return false;
      // A plain document (a service's own page: the alert's confirmation) has no app to wait for.
      return !root || root.hasAttribute('data-live');
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** A 1x1 transparent PNG. */
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The browser journeys' `test`: every navigation (`goto`, `reload`, back and forward) waits until the page is live,
 * as a person waits for a page to respond, so no journey acts on markup the client is about to replace. Pages
 * without JavaScript are documents: nothing to wait for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // No tile server is reachable in CI: map tiles answer a blank picture, so a page with a map logs no failed
    // request (map.spec.ts blocks them on its own to show the map works without any).
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }),
    );
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const goBack = page.goBack.bind(page);
      const goForward = page.goForward.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitUntilLive(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitUntilLive(page);
        return response;
      };
      page.goBack = async (...args) => {
        const response = await goBack(...args);
        if (response) await waitUntilLive(page);
        return response;
      };
      page.goForward = async (...args) => {
        const response = await goForward(...args);
        if (response) await waitUntilLive(page);
        return response;
      };
    }
    // The server's markup and the client's first render must be the same page: a hydration error fails the journey
    // (the shell logs each as "Hydration mismatch"; React's own minified errors #418-#425 name them too).
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (
        message.type() === 'error' &&
        /Hydration mismatch|Minified React error #4(1[89]|2[0-5])/.test(text)
      ) {
        hydrationErrors.push(`${page.url()}: ${text.slice(0, 500)}`);
      }
    });
    await use(page);
    expect(hydrationErrors, 'hydration errors').toEqual([]);
  },
});

export { expect };
