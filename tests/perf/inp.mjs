// INP of a visitor's first tap: playwright-core drives Debian's Chromium as a phone (Lighthouse's mobile screen,
// touch, a 4x CPU slowdown through CDP's Emulation.setCPUThrottlingRate; the network is not throttled), loads a
// page in a fresh context, taps one element as soon as the page has loaded, and reads web-vitals' onINP
// (with its attribution: input delay, processing, presentation) for that tap, and how long after the tap its
// effect showed. Once the page has started loading, everything goes through CDP (cdp-page.mjs, a touch from
// Input.dispatchTouchEvent), not Playwright's locators: their own script in the page, tasks of 50 to 80 ms at full
// speed, would come right before the tap.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { evaluate, waitFor } from './cdp-page.mjs';
import { slowdownNow } from './cpu-slowdown.mjs';

const require = createRequire(import.meta.url);
// The package's browser build (a script that defines `webVitals`), beside the module its exports name.
const webVitals = readFileSync(
  join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/**
 * What a first tap does on each page, with CSS selectors that hold in both languages: the first element `tap`
 * matches is tapped, `done` tells that the tap had its effect (a button before the page's code has run does
 * nothing).
 */
export const TAPS = {
  // The home page's search form, its first control: the "for rent" half of the sale/rent toggle.
  home: {
    what: 'search form: rent',
    tap: 'form[role="search"] label:has(input[type="radio"][value="rent"])',
    done: 'form[role="search"] input[type="radio"][value="rent"]:checked',
  },
  // The results page's filters button: the first button in the page's content that opens something (it names
  // the panel it opens with aria-controls only while the panel is there).
  properties: {
    what: 'filters button',
    tap: 'main button[aria-expanded]',
    done: 'main button[aria-expanded="true"]',
  },
  // The listing's gallery: the "next photo" arrow (the second of the two buttons on the photo), which makes
  // the second thumbnail the current one.
  listing: {
    what: 'gallery: next photo',
    tap: '[aria-roledescription="carousel"] [role="group"] > button:nth-of-type(2)',
    done: '[aria-roledescription="carousel"] li:nth-child(2) > button[aria-current="true"]',
  },
};

// Lighthouse's mobile screen (Moto G Power).
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * An expression for the centre of the first element `selector` matches once it shows (scrolled into view if it
 * is not), in CSS pixels of the viewport, as a touch point; null while it does not show.
 */
const centerOf = (selector) => `(() => {
  const element = document.querySelector(${JSON.stringify(selector)});
  if (!element) return null;
  let box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility !== 'visible') return null;
  if (box.top < 0 || box.bottom > innerHeight) {
    // At once: the site scrolls smoothly, and the box must be where the element will be.
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    box = element.getBoundingClientRect();
  }
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
})()`;

/**
 * An expression for a promise of when (performance.now()) `selector` first matches, read each frame; null after
 * 10 s.
 */
const effectShown = (selector) => `new Promise((resolve) => {
  const shown = () => document.querySelector(${JSON.stringify(selector)}) !== null;
  const check = () => (shown() ? resolve(performance.now()) : requestAnimationFrame(check));
  setTimeout(() => resolve(null), 10_000);
  check();
})`;

export function launchBrowser(executablePath) {
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
}

/**
 * Loads `url`, taps the page's element when the page has loaded (`tapAt` 'idle': no request for 500 ms, the
 * page's code downloaded; 'visible': as soon as the element shows) and returns the INP of that tap in ms with
 * its parts, whether the tap had its effect, and when it happened (ms after the navigation started). `cpu` is a
 * fixed `{ slowdown }`, or a `{ targetIndex }` to stand for, read against the machine's index just before the page
 * loads (cpu-slowdown.mjs).
 */
export async function measureFirstTap(browser, url, page, { cpu = { slowdown: 4 }, tapAt = 'idle' } = {}) {
  const target = TAPS[page];
  const { slowdown: cpuSlowdown, benchmarkIndex } = await slowdownNow(cpu, browser);
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(`${webVitals}
      webVitals.onINP((metric) => {
        const a = metric.attribution;
        window.__perfInp = { value: metric.value, inputDelay: a.inputDelay, processing: a.processingDuration,
          presentation: a.presentationDelay, target: a.interactionTarget, type: a.interactionType };
      }, { reportAllChanges: true, durationThreshold: 16 });`);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await tab.goto(url, { waitUntil: tapAt === 'idle' ? 'networkidle' : 'commit', timeout: 120_000 });
    const center = await waitFor(cdp, centerOf(target.tap), 60_000);
    if (!center) throw new Error(`${page}: "${target.tap}" did not show within 60 s`);
    // When the tap's effect shows, read in the page frame by frame (a tap held back until the page is live is
    // answered later than its INP, which counts the held-back event only). Settled here, so a tap that fails (and
    // closes the page) leaves no unhandled rejection behind.
    const effect = evaluate(cdp, effectShown(target.done), { awaitPromise: true }).catch(() => null);
    const tappedAt = await evaluate(cdp, 'performance.now()');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [center] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const doneAt = await effect;
    const done = doneAt != null;
    // web-vitals reports after the frame that follows the tap has been painted.
    const inp = await waitFor(cdp, 'window.__perfInp ?? null', 10_000);
    return {
      inp: inp?.value ?? null,
      inputDelay: inp?.inputDelay ?? null,
      processing: inp?.processing ?? null,
      presentation: inp?.presentation ?? null,
      interaction: inp ? `${inp.type} ${inp.target}` : null,
      tappedAt: Math.round(tappedAt),
      done,
      effectAfter: done ? Math.max(0, Math.round(doneAt - tappedAt)) : null,
      cpuSlowdown,
      benchmarkIndex,
    };
  } finally {
    await context.close();
  }
}
