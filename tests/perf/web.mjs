// Web performance (issues 10 and 26): a repeatable figure of a phone's first seconds on the home, properties and
// listing pages, in English and Arabic (the /ar prefix), for this tree's build and, side by side, another commit's.
//
//   npm run build && npm run perf:web
//   PERF_COMPARE=HEAD~3 npm run perf:web          the build of HEAD~3 ("before") against this one ("after")
//   PERF_TARGET_INDEX=1312 npm run perf:web       as on a machine of benchmark index 1312 (issue 26's), whatever
//                                                 this machine's index is at each run (cpu-slowdown.mjs)
//
// Per page and language, the median of PERF_RUNS runs (default 3) of:
// - Lighthouse (npm) in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with its mobile profile
//   (simulated slow 4G, 4x CPU slowdown): performance score, TBT, LCP, CLS, page bytes, the main-thread breakdown
//   (mainthread-work-breakdown) and the top 5 scripts by evaluation time (bootup-time); the machine's benchmark
//   index (lhr.environment.benchmarkIndex) heads the report;
// - INP of a first tap (inp.mjs): playwright-core in the same Chromium as a phone with CPU throttling 4x, taps the
//   search form (home), the filters button (properties) or the gallery's next arrow (listing) once the page has
//   loaded (PERF_TAP_AT=idle, no request for 500 ms; or visible, as soon as the element shows), and reads
//   web-vitals' onINP.
// - On the home page, the layout shift during a scroll to its bottom (scroll-shift.mjs): the same phone scrolls
//   down through CDP once the network is idle, as its sections below the first screen load and hydrate; a scroll
//   in which the page moved back up against the visitor is marked "jumped back" (✗).
// Targets (issue 26), marked ✗ when missed: performance >= 90, TBT <= 300 ms, LCP <= 2.0 s, CLS <= 0.02 (on load and
// during the scroll), INP < 200 ms.
//
// It starts this tree's built gateway on PERF_PORT (default 3300) with a fresh data folder (or DATA_DIR), or
// measures PERF_BASE_URL when set. PERF_COMPARE=<commit> builds that commit once in a git worktree under the
// system's temporary folder (npm ci, npm run build; reused by the next run), serves it on PERF_COMPARE_PORT
// (default PERF_PORT + 1) with a fresh data folder, and measures both builds in turn, run after run (before,
// after, before, after...), so that the machine's noise falls on both. Both wait for their seed to finish.
// PERF_PAGES (home,properties,listing) and PERF_LANGS (en,ar) pick pages and languages; PERF_REPORT_DIR keeps each
// Lighthouse report (JSON); PERF_JSON=<file> writes every figure (each run and the medians) as JSON. The report
// goes to stdout, progress to stderr. Always exits 0 once measured: not a CI test, the figures depend on the
// machine; record them in docs/benchmarks.md with the benchmark index.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, measureFirstTap, TAPS } from './inp.mjs';
import { launchChrome, lighthouseVersion, runLighthouse } from './lighthouse-run.mjs';
import { formatReport, median, summarise, TARGETS } from './report.mjs';
import { measureScrollShift } from './scroll-shift.mjs';
import { measureInTurn, pagesAndLangs, withBuilds } from './serve-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;
const chromePath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(env.PERF_RUNS ?? 3));
const tapAt = env.PERF_TAP_AT === 'visible' ? 'visible' : 'idle';
// Lighthouse's mobile profile slows the CPU 4x; PERF_CPU_SLOWDOWN emulates a slower phone or machine (Lighthouse's
// own advice: a machine of benchmark index B stands for one of index I with a slowdown of 4 * B / I).
const cpuSlowdown = Math.max(1, Number(env.PERF_CPU_SLOWDOWN ?? 4));
// PERF_TARGET_INDEX=<I> instead sets each run's slowdown from the machine's index just before it (cpu-slowdown.mjs).
const targetIndex = Number(env.PERF_TARGET_INDEX) > 0 ? Number(env.PERF_TARGET_INDEX) : null;
const cpu = targetIndex ? { targetIndex } : { slowdown: cpuSlowdown };
const reportDir = env.PERF_REPORT_DIR ? resolve(env.PERF_REPORT_DIR) : null;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const port = Number(env.PERF_PORT ?? 3300);
const { pages, langs } = pagesAndLangs(env);

// The builds, "before" (PERF_COMPARE) first.
await withBuilds({ root, env, port }, async (builds, atEnd) => {
  const chrome = await launchChrome(chromePath);
  atEnd(() => chrome.kill());
  const browser = await launchBrowser(chromePath);
  atEnd(() => browser.close());
  const figures = await measureInTurn({
    builds,
    pages,
    langs,
    runs,
    start: () => ({ lighthouse: [], taps: [], scrolls: [] }),
    measure: async (measured, { page, lang, build, run }) => {
      const lh = await runLighthouse(measured.url, chrome.port, reportDir, cpu);
      const tap = await measureFirstTap(browser, measured.url, page, { cpu, tapAt }).catch((error) => {
        console.error(`  ${measured.url}: the tap failed: ${error.message.split('\n')[0]}`);
        return { inp: null, done: false, error: error.message.split('\n')[0] };
      });
      // The home page only: its sections below the first screen load as the visitor comes near them.
      const scroll =
        page === 'home'
          ? await measureScrollShift(browser, measured.url, { cpu }).catch((error) => {
              console.error(`  ${measured.url}: the scroll failed: ${error.message.split('\n')[0]}`);
              return { scrollCls: null, error: error.message.split('\n')[0] };
            })
          : null;
      measured.lighthouse.push(lh);
      measured.taps.push(tap);
      if (scroll) measured.scrolls.push(scroll);
      const lighthouseFigures = lh.failed
        ? 'Lighthouse failed'
        : `performance ${lh.performance}, TBT ${Math.round(lh.tbt)} ms, LCP ${Math.round(lh.lcp)} ms, CLS ${lh.cls.toFixed(3)}, benchmark index ${lh.benchmarkIndex}${targetIndex ? ` (${lh.settings.cpuSlowdownMultiplier}x)` : ''}`;
      const tapFigures = tap.error
        ? 'the tap failed'
        : `INP ${tap.inp ?? '-'} ms${tap.done ? `, effect after ${tap.effectAfter} ms` : ' (no effect)'}${targetIndex ? ` (index ${Math.round(tap.benchmarkIndex)}, ${tap.cpuSlowdown}x)` : ''}`;
      const scrollFigures = !scroll
        ? ''
        : scroll.error
          ? ', the scroll failed'
          : `, CLS during a scroll ${scroll.scrollCls.toFixed(3)} (${scroll.steps} steps, ${scroll.scrolledPx} px${scroll.scrolledBackPx > 0 ? `; jumped back ${scroll.scrolledBackPx} px ✗` : ''})`;
      console.error(
        `perf: ${page} ${lang} ${build.id} run ${run}/${runs}: ${lighthouseFigures}, ${tapFigures}${scrollFigures}`,
      );
    },
  });
  for (const entry of figures) {
    for (const measured of Object.values(entry.builds)) {
      measured.median = summarise(measured.lighthouse, measured.taps, measured.scrolls);
    }
  }

  const benchmark = Object.fromEntries(
    builds.map((build) => {
      const all = figures.flatMap((entry) =>
        entry.builds[build.id].lighthouse.map((run) => run.benchmarkIndex),
      );
      return [build.id, { median: median(all), all }];
    }),
  );
  const first = figures[0]?.builds[builds[0].id].lighthouse[0];
  const settings = first?.settings ?? {};
  const chromium = browser.version();
  // The slowdowns the runs had: one fixed figure, or the range each run's index called for.
  const allRuns = figures.flatMap((entry) => Object.values(entry.builds));
  const range = (values) => {
    const known = values.filter((value) => value != null);
    return known.length ? `${Math.min(...known)} to ${Math.max(...known)}x` : '-';
  };
  const lighthouseSlowdown = targetIndex
    ? `CPU slowdown 4 x the run's benchmark index / ${targetIndex}: ${range(allRuns.flatMap((m) => m.lighthouse.map((run) => run.settings?.cpuSlowdownMultiplier)))}`
    : `${settings.cpuSlowdownMultiplier}x CPU slowdown`;
  const tapSlowdown = targetIndex
    ? `CPU throttling 4 x the index read before the tap / ${targetIndex}: ${range(allRuns.flatMap((m) => m.taps.map((tap) => tap.cpuSlowdown)))}`
    : `${cpuSlowdown}x CPU throttling`;
  const header = [
    `Lighthouse ${lighthouseVersion} (${settings.formFactor}, ${settings.throttlingMethod === 'simulate' ? 'simulated' : settings.throttlingMethod} throttling, ${lighthouseSlowdown}) in Chromium ${chromium}, median of ${runs} run(s) per page, language and build`,
    `INP: the first tap (${Object.entries(TAPS)
      .filter(([page]) => pages.includes(page))
      .map(([page, tap]) => `${page}: ${tap.what}`)
      .join(
        '; ',
      )}) with web-vitals in playwright-core, ${tapSlowdown}, tapped ${tapAt === 'idle' ? 'once the network is idle' : 'as soon as it shows'}`,
  ];
  const results = figures.map(({ page, lang, builds: by }) => ({
    page,
    lang,
    builds: Object.fromEntries(Object.entries(by).map(([id, measured]) => [id, measured.median])),
  }));
  console.log(formatReport({ header, builds, benchmark, results }));

  if (env.PERF_JSON) {
    const json = {
      date: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      chromium,
      settings: targetIndex
        ? { ...settings, cpuSlowdownMultiplier: 'per run', targetBenchmarkIndex: targetIndex, tapAt }
        : { ...settings, inpCpuSlowdown: cpuSlowdown, tapAt },
      runs,
      targets: Object.fromEntries(Object.entries(TARGETS).map(([key, target]) => [key, target.text])),
      builds: builds.map(({ id, label, commit, baseUrl, listingId }) => ({
        id,
        label,
        commit,
        baseUrl,
        listingId,
      })),
      benchmarkIndex: benchmark,
      pages: figures,
    };
    writeFileSync(resolve(env.PERF_JSON), `${JSON.stringify(json, null, 2)}\n`);
    console.error(`perf: figures written to ${resolve(env.PERF_JSON)}`);
  }
});
