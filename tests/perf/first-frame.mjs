// How much of the main thread's work before a page's first paint is the page's own (issue 26), at full speed.
// perf:lantern shows that most of the TBT Lighthouse still counts comes from tasks that really ran before the first
// paint: the navigation, the parse and the first frame. This script serves each page four ways and compares them:
// as it is, without its own fonts, without its <main> (head, header and footer), and as a page of one heading and
// one paragraph (first-frame-variants.mjs). What the two-element page costs, any page costs this browser on this
// machine.
//
//   npm run build && npm run perf:first-frame
//   PERF_PAGES=home PERF_LANGS=ar PERF_RUNS=9 npm run perf:first-frame
//
// Per page and language (PERF_PAGES, PERF_LANGS as perf:web), PERF_RUNS loads (default 7) of each variant, in
// turn, each in a fresh phone context of Debian's Chromium (Lighthouse's mobile screen, no throttling), traced
// from the navigation to its first contentful paint. Every variant, the page as served included, goes through the
// same interception, so they differ by their markup only. Reported as medians: the main thread's time before the
// first paint, its own (CPU) time in it, its part in tasks that drew a frame, the longest of those, the time and the
// number of its font look-ups (on Linux they ask the browser process synchronously: mostly waiting), when the
// first paint came, and the whole task that ran DOMContentLoaded (with the browser's observers of it: autofill
// inspects every form field there).
// It serves the build as perf:web does (serve-build.mjs): PERF_PORT (default 3300), PERF_COMPARE, PERF_BASE_URL,
// DATA_DIR. Not a CI test: the figures depend on the machine.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordTrace } from './chrome-trace.mjs';
import { benchmarkIndex } from './cpu-slowdown.mjs';
import { beforeFirstPaint, domContentLoadedTask, VARIANTS } from './first-frame-variants.mjs';
import { launchBrowser, PHONE } from './inp.mjs';
import { median } from './report.mjs';
import { measureInTurn, pagesAndLangs, withBuilds } from './serve-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;
const chromePath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(env.PERF_RUNS ?? 7));
const port = Number(env.PERF_PORT ?? 3300);
const { pages, langs } = pagesAndLangs(env);
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'toplevel',
  'blink.user_timing', // navigationStart
  'fonts', // FONT_LOOKUP
];
const FIGURES = [
  'mainThread',
  'mainThreadCpu',
  'frames',
  'largestFrame',
  'fontLookups',
  'fontLookupCount',
  'firstPaint',
  'domContentLoadedTask',
];
const COUNTS = new Set(['fontLookupCount']);

/** One traced load of `url` with its markup changed by `apply`, reduced to its work before the first paint. */
async function traceVariant(browser, url, apply) {
  const context = await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    const path = new URL(url).pathname;
    await tab.route(
      (target) => target.pathname === path,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: apply(await response.text()) });
      },
    );
    const { events } = await recordTrace(context, tab, TRACE_CATEGORIES, async () => {
      await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await tab.waitForTimeout(1_000);
    });
    const load = beforeFirstPaint(events);
    return load && { ...load, domContentLoadedTask: domContentLoadedTask(events) };
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;
await withBuilds({ root, env, port }, async (builds, atEnd) => {
  const browser = await launchBrowser(chromePath);
  atEnd(() => browser.close());
  const indexBefore = await benchmarkIndex(browser);
  const figures = await measureInTurn({
    builds,
    pages,
    langs,
    runs,
    start: () => ({ variants: Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, []])) }),
    measure: async (measured, { page, lang, build, run }) => {
      for (const [name, variant] of Object.entries(VARIANTS)) {
        const load = await traceVariant(browser, measured.url, variant.apply);
        if (!load) {
          console.error(
            `perf: ${page} ${lang} ${build.id} ${name} run ${run}/${runs}: no first paint traced`,
          );
          continue;
        }
        measured.variants[name].push(load);
        console.error(
          `perf: ${page} ${lang} ${build.id} ${name} run ${run}/${runs}: ${ms(load.mainThread)} before the first paint (CPU ${ms(load.mainThreadCpu)}), ${ms(load.frames)} in frames, largest ${ms(load.largestFrame)}, ${load.fontLookupCount} font look-ups ${ms(load.fontLookups)}`,
        );
      }
    },
  });
  const indexAfter = await benchmarkIndex(browser);

  const lines = [
    `The main thread before the first contentful paint, traced at full speed in Chromium ${browser.version()} (${PHONE.viewport.width}x${PHONE.viewport.height} phone screen), median of ${runs} load(s) of each variant; benchmark index ${Math.round(indexBefore)} before, ${Math.round(indexAfter)} after`,
    ...builds.map((build) => `${build.id}: ${build.label}`),
    ...Object.entries(VARIANTS).map(([name, variant]) => `${name}: ${variant.what}`),
    "its CPU: the main thread's own time in those tasks (the rest of their wall time it waited, for a core or for another process); font look-ups: the wall time of the renderer finding its fonts (on Linux, with synchronous calls to the browser process)",
    '',
    '| page | lang | build | variant | main thread before the first paint | its CPU | in frames | largest frame | font look-ups | their number | first paint at | DOMContentLoaded task |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { page, lang, builds: by } of figures) {
    for (const build of builds) {
      for (const [name, loads] of Object.entries(by[build.id].variants)) {
        if (loads.length === 0) continue;
        const cells = FIGURES.map((key) => {
          const values = loads.map((load) => load[key]).filter((value) => value != null);
          if (values.length === 0) return '–';
          return COUNTS.has(key) ? String(Math.round(median(values))) : ms(median(values));
        });
        lines.push(`| ${page} | ${lang} | ${build.id} | ${name} | ${cells.join(' | ')} |`);
      }
    }
  }
  console.log(lines.join('\n'));
});
