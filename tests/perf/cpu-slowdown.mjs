// The CPU slowdown a measurement runs at. Lighthouse's mobile profile slows the CPU 4x; how slow that is depends on
// the machine, which Lighthouse reads as its benchmark index (a second of string and array work in a tab). Lighthouse's
// advice: a machine of index B stands for one of index I with a slowdown of 4 * B / I. This machine kind reads
// anywhere from 1550 to 4170 within a day, so a fixed slowdown measures a faster or a slower phone from one run to
// the next. PERF_TARGET_INDEX=<I> sets each run's slowdown from the index read just before it: Lighthouse's own
// reading for its run, the same benchmark in a fresh tab for a tap, run twice (see benchmarkIndex).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The slowdown (to 0.1x, at least 1x) that makes a machine of benchmark index `index` stand for `targetIndex`. */
export function slowdownFor(index, targetIndex) {
  return Math.max(1, Math.round((40 * index) / targetIndex) / 10);
}

const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/**
 * Lighthouse's benchmark index of the machine now, read in a fresh tab of `browser` (playwright-core) as Lighthouse
 * reads its own: on code the tab has run before. Lighthouse benchmarks in a tab where its page functions have
 * already run, and a fresh tab's first run of the benchmark also compiles and optimises it: side by side on
 * 28 Nov 2026, a fresh tab's first reading was 0.55 to 0.67 of Lighthouse's own taken seconds before (4 pairs),
 * its second 0.74 to 1.16. Read once, a tap or a trace ran at about 0.6 of the slowdown its Lighthouse run had
 * for the same target index. So the benchmark runs twice and the second reading counts.
 */
export async function benchmarkIndex(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.evaluate(BENCHMARK);
    return await page.evaluate(BENCHMARK);
  } finally {
    await context.close();
  }
}

/**
 * The slowdown to run at now: the fixed one, or the one for the machine's index at this moment.
 * @param {{ slowdown: number } | { targetIndex: number }} cpu
 */
export async function slowdownNow(cpu, browser) {
  if (!cpu.targetIndex) return { slowdown: cpu.slowdown, benchmarkIndex: null };
  const index = await benchmarkIndex(browser);
  return { slowdown: slowdownFor(index, cpu.targetIndex), benchmarkIndex: index };
}
