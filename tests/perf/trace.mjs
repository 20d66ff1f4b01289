// The main thread's tasks after a page's first paint (issue 26), from Chrome traces at full speed: which task would
// block a slow phone, and on what it spends its time, where Lighthouse gives one simulated TBT. Its figures spread
// from run to run too (this machine's layout and script times vary 2x from load to load): compare builds measured
// side by side in the same run.
//
//   npm run build && npm run perf:trace
//   PERF_COMPARE=HEAD~3 npm run perf:trace        that commit's build ("before") against this one ("after")
//
// Per page and language (PERF_PAGES, PERF_LANGS as perf:web), PERF_RUNS loads (default 5) of each build, turn
// about, in a fresh phone context of Debian's Chromium (Lighthouse's mobile screen, no throttling), traced from the
// navigation until the page is live (#root[data-live]) and 3 s more. Reported, as medians:
// - main thread: the time of the page renderer's top-level tasks after the first contentful paint;
// - long at I: the part of it in tasks a phone of benchmark index I would feel as long (I = PERF_TARGET_INDEX,
//   default 1312, issue 26's; the slowdown 4 x B / I, B the machine's index read before each load, as perf:web);
// - blocking at I: those tasks' blocking time on that phone (each slowed task's part over 50 ms, Lighthouse's TBT
//   rule, from the first paint to the end of the trace: not Lighthouse's simulation, which also moves the network);
// - CPU, and blocking from CPU: the same from the thread's own time in each task (`tdur`), without the time it
//   waited: on this 2-core machine the browser's main thread, the page's own worker threads (script compilation,
//   raster) and the server take a core from the page's main thread for about half of a task's wall time, by an
//   amount that varies from load to load; the thread time varies far less;
// and the longest tasks of the build's median run, each with what it spent its time on.
// It serves the builds as perf:web does (serve-build.mjs): PERF_PORT (default 3300), PERF_COMPARE, PERF_BASE_URL,
// DATA_DIR. PERF_JSON=<file> writes every run's figures and tasks. Not a CI test: the figures depend on the machine.
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './cdp-page.mjs';
import { recordTrace } from './chrome-trace.mjs';
import { benchmarkIndex, slowdownFor } from './cpu-slowdown.mjs';
import { launchBrowser, PHONE } from './inp.mjs';
import { median } from './report.mjs';
import { measureInTurn, pagesAndLangs, withBuilds } from './serve-build.mjs';
import { blockingTime, describeTask, longestHarmless, tasksAfterFirstPaint } from './trace-tasks.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;
const chromePath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(env.PERF_RUNS ?? 5));
const targetIndex = Number(env.PERF_TARGET_INDEX) > 0 ? Number(env.PERF_TARGET_INDEX) : 1312;
const port = Number(env.PERF_PORT ?? 3300);
const { pages, langs } = pagesAndLangs(env);
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'toplevel',
];

/** One traced load of `url`: the tasks after its first paint, and the slowdown the machine's index calls for. */
async function traceLoad(browser, url) {
  const index = await benchmarkIndex(browser);
  const slowdown = slowdownFor(index, targetIndex);
  const context = await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    const { events, result: live } = await recordTrace(context, tab, TRACE_CATEGORIES, async (cdp) => {
      await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
      // Asked through CDP, not with a Playwright selector (cdp-page.mjs).
      const isLive =
        (await waitFor(cdp, "document.querySelector('#root[data-live]') !== null || null", 30_000, 100)) ===
        true;
      await tab.waitForTimeout(3_000);
      return isLive;
    });
    const tasks = tasksAfterFirstPaint(events);
    const long = tasks.filter((task) => task.duration > longestHarmless(slowdown));
    return {
      benchmarkIndex: index,
      slowdown,
      live,
      mainThread: tasks.reduce((sum, task) => sum + task.duration, 0),
      long: long.reduce((sum, task) => sum + task.duration, 0),
      blocking: blockingTime(tasks, slowdown),
      cpu: tasks.reduce((sum, task) => sum + task.cpu, 0),
      cpuBlocking: blockingTime(tasks, slowdown, 'cpu'),
      tasks,
    };
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;
await withBuilds({ root, env, port }, async (builds, atEnd) => {
  const browser = await launchBrowser(chromePath);
  atEnd(() => browser.close());
  const figures = await measureInTurn({
    builds,
    pages,
    langs,
    runs,
    start: () => ({ runs: [] }),
    measure: async (measured, { page, lang, build, run }) => {
      const load = await traceLoad(browser, measured.url);
      measured.runs.push(load);
      console.error(
        `perf: ${page} ${lang} ${build.id} run ${run}/${runs}: main thread ${ms(load.mainThread)}, long ${ms(load.long)}, blocking ${ms(load.blocking)}; CPU ${ms(load.cpu)}, blocking ${ms(load.cpuBlocking)} at ${load.slowdown}x${load.live ? '' : ' (never live)'}`,
      );
    },
  });

  const lines = [
    `Main-thread tasks after the first contentful paint, traced at full speed in Chromium ${browser.version()} (${PHONE.viewport.width}x${PHONE.viewport.height} phone screen), median of ${runs} load(s); "long" and "blocking" as on a phone of benchmark index ${targetIndex} (slowdown 4 x this machine's index / ${targetIndex})`,
    ...builds.map((build) => `${build.id}: ${build.label}`),
    '',
    `| page | lang | ${builds.map((b) => `${b.id}: main thread | long | blocking | CPU | blocking from CPU`).join(' | ')} |`,
    `|---|---|${builds.map(() => '---|---|---|---|---|').join('')}`,
  ];
  for (const { page, lang, builds: by } of figures) {
    const cells = builds.map((build) => {
      const all = by[build.id].runs;
      return ['mainThread', 'long', 'blocking', 'cpu', 'cpuBlocking']
        .map((key) => ms(median(all.map((r) => r[key]))))
        .join(' | ');
    });
    lines.push(`| ${page} | ${lang} | ${cells.join(' | ')} |`);
  }
  const slowdowns = figures.flatMap((e) =>
    Object.values(e.builds).flatMap((m) => m.runs.map((r) => r.slowdown)),
  );
  const indexes = figures.flatMap((e) =>
    Object.values(e.builds).flatMap((m) => m.runs.map((r) => r.benchmarkIndex)),
  );
  lines.push(
    '',
    `Benchmark index ${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))}, slowdowns ${Math.min(...slowdowns)} to ${Math.max(...slowdowns)}x.`,
    "CPU: the main thread's own time in the same tasks (the trace's thread time), without the time it waited (mostly for a core, while the browser, the page's own worker threads and the server ran); blocking from CPU: the blocking time from it. It spreads far less from load to load than the wall time: compare builds by it.",
  );
  // The longest tasks of each build's median run (by blocking time), to say what blocks.
  for (const { page, lang, builds: by } of figures) {
    for (const build of builds) {
      const all = [...by[build.id].runs].sort((a, b) => a.blocking - b.blocking);
      const middle = all[Math.floor((all.length - 1) / 2)];
      const top = [...middle.tasks].sort((a, b) => b.duration - a.duration).slice(0, 6);
      lines.push('', `${page} ${lang} ${build.id}, its median run's longest tasks:`);
      for (const task of top) lines.push(`  ${describeTask(task)}`);
    }
  }
  console.log(lines.join('\n'));

  if (env.PERF_JSON) {
    const json = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      targetIndex,
      runs,
      builds: builds.map(({ id, label, commit, baseUrl, listingId }) => ({
        id,
        label,
        commit,
        baseUrl,
        listingId,
      })),
      pages: figures,
    };
    writeFileSync(resolve(env.PERF_JSON), `${JSON.stringify(json, null, 2)}\n`);
    console.error(`perf: figures written to ${resolve(env.PERF_JSON)}`);
  }
});
