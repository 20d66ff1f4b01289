// Layout shift while a visitor scrolls (issue 26, item 4): the home page's sections below the first screen load and
// hydrate as they come near, and must not move the page when they do. playwright-core opens the page as a phone
// (the same screen, touch and CPU throttling as the first tap, inp.mjs), waits until the network is idle, then
// scrolls down the page through CDP (Input.synthesizeScrollGesture: no script of Playwright's in the page) until it
// reaches the bottom, pausing after each step as a reader does. The gesture is a mouse's (a wheel): headless
// Chromium does not scroll the page for a synthesized touch swipe. A scroll is not "recent input" for
// the Layout Instability API, so every shift counts, as it would in the field.
import { evaluate } from './cdp-page.mjs';
import { slowdownNow } from './cpu-slowdown.mjs';
import { PHONE } from './inp.mjs';

/** Sums the page's layout shifts (not caused by a tap or a key) before the scroll starts and during it. */
const OBSERVE_SHIFTS = `(() => {
  const shifts = { beforeScroll: 0, duringScroll: 0, scrolling: false, largest: null };
  window.__perfShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (shifts.scrolling) shifts.duringScroll += entry.value;
      else shifts.beforeScroll += entry.value;
      if (!shifts.largest || entry.value > shifts.largest.value) {
        const node = entry.sources?.find((source) => source.node)?.node;
        shifts.largest = { value: entry.value, at: Math.round(entry.startTime), duringScroll: shifts.scrolling,
          node: node ? node.nodeName + (node.id ? '#' + node.id : '') : null };
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

const STEP_PX = 600;
const PAUSE_MS = 400;
const MAX_STEPS = 60;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `url` as a phone, scrolls down to the bottom of the page and returns the cumulative layout shift during the
 * scroll and before it, the largest shift, how far the page scrolled and in how many steps, and the most it moved
 * back up between two steps (`scrolledBackPx`, 0 when it never did). `cpu` as for measureFirstTap.
 */
export async function measureScrollShift(browser, url, { cpu = { slowdown: 4 } } = {}) {
  const { slowdown: cpuSlowdown, benchmarkIndex } = await slowdownNow(cpu, browser);
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(OBSERVE_SHIFTS);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await tab.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await evaluate(cdp, 'window.__perfShifts.scrolling = true');
    const { width, height } = PHONE.viewport;
    let steps = 0;
    let last = -1;
    let still = 0;
    // How far the page moved back up against the scroll (e.g. a script scrolling to the top while the visitor
    // scrolls down): nothing should.
    let scrolledBackPx = 0;
    // Until two steps in a row move the page no further (the bottom, once the sections there have loaded).
    while (steps < MAX_STEPS && still < 2) {
      await cdp.send('Input.synthesizeScrollGesture', {
        x: Math.round(width / 2),
        y: Math.round(height * 0.75),
        yDistance: -STEP_PX,
        speed: 1200,
        gestureSourceType: 'mouse',
      });
      steps++;
      await pause(PAUSE_MS);
      const y = await evaluate(cdp, 'Math.round(scrollY)');
      still = y <= last ? still + 1 : 0;
      scrolledBackPx = Math.max(scrolledBackPx, last - y);
      last = Math.max(last, y);
    }
    // The last entries are delivered after the next frame.
    await evaluate(cdp, 'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))', {
      awaitPromise: true,
    });
    const shifts = await evaluate(cdp, 'window.__perfShifts');
    return {
      scrollCls: shifts.duringScroll,
      loadCls: shifts.beforeScroll,
      largest: shifts.largest,
      scrolledPx: last,
      scrolledBackPx,
      steps,
      cpuSlowdown,
      benchmarkIndex,
    };
  } finally {
    await context.close();
  }
}
