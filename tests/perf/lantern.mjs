// Where Lighthouse's simulated TBT comes from, task by task (issue 26): which of the page's real tasks the
// simulation replays after its first contentful paint, and whether they really ran before the first paint.
//
//   npm run build && npm run perf:lantern
//   PERF_PAGES=home PERF_LANGS=ar PERF_RUNS=3 npm run perf:lantern
//
// Per page and language, PERF_RUNS (default 3) Lighthouse gatherings (its mobile profile) in Debian's Chromium,
// each audited at the slowdown that stands for a phone of benchmark index PERF_TARGET_INDEX (default 1312, as
// perf:web). From each run's own trace, Lighthouse's simulation (its computed Lantern metrics) gives every task's
// simulated start and end; each task's share of TBT is counted as TBT counts it (lantern-tasks.mjs), and marked
// by whether it ran before the real first contentful paint of the trace and whether the simulated first paint
// waits for it. Reported: the medians of TBT, of its part from tasks that ran before the real first paint, by
// kind, and the median run's tasks that block. Builds are served as perf:web serves them (serve-build.mjs):
// PERF_PORT, PERF_COMPARE, PERF_BASE_URL, DATA_DIR. Not a CI test: the figures depend on the machine.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { kindOf, TASK_KINDS, tbtByTask } from './lantern-tasks.mjs';
import { launchChrome, withGatheredRun } from './lighthouse-run.mjs';
import { median } from './report.mjs';
import { measureInTurn, pagesAndLangs, withBuilds } from './serve-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;
const chromePath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(env.PERF_RUNS ?? 3));
const targetIndex = Number(env.PERF_TARGET_INDEX) > 0 ? Number(env.PERF_TARGET_INDEX) : 1312;
const port = Number(env.PERF_PORT ?? 3300);
const { pages, langs } = pagesAndLangs(env);

/** One gathered Lighthouse load of `url`, its simulation at the run's slowdown, reduced to its tasks' TBT. */
async function simulatedTasks(url, chromePort) {
  return withGatheredRun(url, chromePort, targetIndex, async ({ dir, artifacts, slowdown }) => {
    const read = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
    const trace = read('defaultPass.trace.json');
    const devtoolsLog = read('defaultPass.devtoolslog.json');
    const { settings } = artifacts;
    const context = { computedCache: new Map(), settings };
    const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
    const data = {
      trace,
      devtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      simulator,
    };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const interactive = await LanternInteractive.request(data, context);
    const tbt = await LanternTotalBlockingTime.request(data, context);
    // TBT's halves (Lantern's TotalBlockingTime), each its own replay of the whole graph: the optimistic one
    // counts from the pessimistic first paint to the optimistic interactive, the pessimistic one the other way.
    const windows = [
      { fcp: fcp.pessimisticEstimate.timeInMs, tti: interactive.optimisticEstimate.timeInMs },
      { fcp: fcp.optimisticEstimate.timeInMs, tti: interactive.pessimisticEstimate.timeInMs },
    ];
    const timings = [tbt.optimisticEstimate.nodeTimings, tbt.pessimisticEstimate.nodeTimings];
    const waitedFor = new Set();
    for (const graph of [fcp.optimisticGraph, fcp.pessimisticGraph])
      graph.traverse((node) => waitedFor.add(node.id));
    // The real first contentful paint: the trace's, of the frame that parsed the page's document.
    const mainFrame = trace.traceEvents.find(
      (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === artifacts.URL.mainDocumentUrl,
    )?.args.beginData.frame;
    const realPaint = trace.traceEvents
      .filter(
        (event) => event.name === 'firstContentfulPaint' && (!mainFrame || event.args?.frame === mainFrame),
      )
      .sort((a, b) => a.ts - b.ts)[0];
    const tasks = [];
    for (const [node, optimistic] of timings[0]) {
      if (node.type !== 'cpu') continue;
      const pessimistic = timings[1].get(node) ?? optimistic;
      const scriptUrls = [...node.getEvaluateScriptURLs()];
      tasks.push({
        kind: kindOf(
          node.childEvents.map((event) => event.name),
          scriptUrls,
        ),
        beforeFirstPaint: realPaint ? node.startTime < realPaint.ts : false,
        waitedFor: waitedFor.has(node.id),
        realMs: node.duration / 1000,
        scripts: scriptUrls.map((script) => script.replace(/[?#].*$/, '').replace(/.*\//, '') || script),
        halves: [optimistic, pessimistic].map((t) => ({ start: t.startTime, end: t.endTime })),
      });
    }
    const { rows, sums } = tbtByTask(tasks, windows);
    // Lighthouse's own figure for the same simulation, which the sum by task must equal.
    return {
      lighthouseTbt: tbt.timing,
      slowdown,
      benchmarkIndex: artifacts.BenchmarkIndex,
      windows,
      rows: rows.filter((row) => row.blocking > 0),
      sums,
    };
  });
}

const ms = (value) => String(Math.round(value));
await withBuilds({ root, env, port }, async (builds, atEnd) => {
  const chrome = await launchChrome(chromePath);
  atEnd(() => chrome.kill());
  const figures = await measureInTurn({
    builds,
    pages,
    langs,
    runs,
    start: () => ({ runs: [] }),
    measure: async (measured, { page, lang, build, run }) => {
      // Lighthouse sometimes fails to record the first trace of a browser (NO_NAVSTART): gathered again, twice
      // at most (as perf:web does).
      let result;
      for (let attempt = 1; !result; attempt += 1) {
        result = await simulatedTasks(measured.url, chrome.port).catch((error) => {
          if (attempt >= 3) throw error;
          console.error(`  ${measured.url}: ${error.code ?? error.message}, gathered again`);
          return undefined;
        });
      }
      measured.runs.push(result);
      console.error(
        `perf: ${page} ${lang} ${build.id} run ${run}/${runs}: TBT ${ms(result.sums.total)} ms (Lighthouse's ${ms(result.lighthouseTbt)}), ${ms(result.sums.beforeFirstPaint)} of it from tasks that ran before the first paint (${result.slowdown}x, index ${result.benchmarkIndex})`,
      );
    },
  });

  const kinds = Object.keys(TASK_KINDS);
  const lines = [
    `Lighthouse's simulated TBT by task (Lantern, mobile profile, CPU slowdown for benchmark index ${targetIndex}), median of ${runs} run(s)`,
    ...builds.map((build) => `${build.id}: ${build.label}`),
    `kinds: ${kinds.map((kind) => `${kind} = ${TASK_KINDS[kind]}`).join('; ')}`,
    '',
    '| page | lang | build | TBT (ms) | from tasks before the real first paint | by kind, before the paint | by kind, after |',
    '|---|---|---|---|---|---|---|',
  ];
  const byKind = (all, when) =>
    kinds
      .map((kind) => [kind, median(all.map((r) => r.sums.byKind[`${when}:${kind}`] ?? 0))])
      .filter(([, value]) => value > 0)
      .map(([kind, value]) => `${kind} ${ms(value)}`)
      .join(', ') || '0';
  for (const { page, lang, builds: by } of figures) {
    for (const build of builds) {
      const all = by[build.id].runs;
      lines.push(
        `| ${page} | ${lang} | ${build.id} | ${ms(median(all.map((r) => r.sums.total)))} | ${ms(median(all.map((r) => r.sums.beforeFirstPaint)))} | ${byKind(all, 'before')} | ${byKind(all, 'after')} |`,
      );
    }
  }
  lines.push(
    '',
    'The blocking tasks of each median run (simulated start–end of the pessimistic half, ms; the real task, ms):',
  );
  for (const { page, lang, builds: by } of figures) {
    for (const build of builds) {
      const all = [...by[build.id].runs].sort((a, b) => a.sums.total - b.sums.total);
      const run = all[Math.floor(all.length / 2)];
      const [, second] = run.windows;
      lines.push(
        `${page} ${lang} ${build.id}: TBT ${ms(run.sums.total)}, simulated first paint ${ms(second.fcp)}, interactive ${ms(second.tti)}`,
      );
      for (const row of run.rows) {
        const { start, end } = row.halves[1];
        lines.push(
          `  ${ms(start)}–${ms(end)}  blocks ${ms(row.blocking)}  real ${row.realMs.toFixed(1)}  ${row.kind}${row.scripts.length ? ` (${row.scripts.slice(0, 3).join(', ')})` : ''}${row.beforeFirstPaint ? ', ran before the real first paint' : ''}${row.waitedFor ? ', waited for by the simulated paint' : ''}`,
        );
      }
    }
  }
  console.log(lines.join('\n'));
});
