// INP of a visitor's first tap: playwright-core drives Debian's Chromium as a phone (Lighthouse's mobile screen,
// touch, a 4x CPU slowdown through CDP's Emulation.setCPUThrottlingRate; the network is not throttled), loads a
// page in a fresh context, taps one element as soon as the page has loaded, and reads web-vitals' onINP
// (with its attribution: input delay, processing, presentation) for that tap, and how long after the tap its
// effect showed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { slowdownNow } from './cpu-slowdown.mjs';

const require = createRequire(import.meta.url);
// The package's browser build (a script that defines `webVitals`), beside the module its exports name.
const webVitals = readFileSync(
  join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/**
 * What a first tap does on each page, with selectors that hold in both languages: `tap` is tapped, `done` tells
 * that the tap had its effect (a button before the page's code has run does nothing).
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
    tap: 'main button[aria-expanded] >> nth=0',
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
    const element = tab.locator(target.tap);
    await element.waitFor({ state: 'visible', timeout: 60_000 });
    // When the tap's effect shows, read in the page frame by frame (a tap held back until the page is live is
    // answered later than its INP, which counts the held-back event only).
    const effect = tab
      .evaluate(
        (selector) =>
          new Promise((resolve) => {
            const give = () => resolve(performance.now());
            const check = () => (document.querySelector(selector) ? give() : requestAnimationFrame(check));
            setTimeout(() => resolve(null), 10_000);
            check();
          }),
        target.done,
      )
      // Settled here, so a tap that fails (and closes the page) leaves no unhandled rejection behind.
      .catch(() => null);
    const tappedAt = await tab.evaluate(() => performance.now());
    await element.tap({ timeout: 30_000 });
    const doneAt = await effect;
    const done = doneAt != null;
    // web-vitals reports after the frame that follows the tap has been painted.
    const inp = await tab
      .waitForFunction(() => window.__perfInp, null, { timeout: 10_000 })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
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
