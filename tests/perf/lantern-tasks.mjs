// Which tasks make a Lighthouse run's total blocking time, task by task, and whether each one ran before the page's
// real first paint (issue 26). Lighthouse's mobile score does not time the page: it records one unthrottled load,
// then replays the trace's tasks slowed down in a simulation (Lantern). Its first contentful paint is simulated
// from only some of those tasks (the first that parsed HTML, the first layout, the first paint, and those that
// evaluated a render-blocking script); TBT then counts, in the replay of all of them, each task's part over 50 ms
// between that first paint and interactive. A task that really ran before the first paint but is not among the
// few the simulation waits for can so be replayed after the simulated paint, and block. Pure functions over the
// simulation's task timings, so the arithmetic is tested apart from Lighthouse (lantern.mjs gathers them).

import { LONG_TASK_MS } from './trace-tasks.mjs';

/** What a task ran, by the trace events inside it: the order of the checks is the order of the labels' weight. */
export const TASK_KINDS = {
  parse: "the page's HTML (parsing, with what it forces)",
  frame: 'a frame (style, layout, paint)',
  script: 'scripts',
  browser: 'browser work (navigation, events)',
};

/**
 * The kind of a task from the names of its trace events and the scripts it evaluated or called.
 * @param {string[]} eventNames
 * @param {string[]} scriptUrls
 */
export function kindOf(eventNames, scriptUrls) {
  const names = new Set(eventNames);
  if (names.has('ParseHTML')) return 'parse';
  if (scriptUrls.length > 0) return 'script';
  if (names.has('Paint') || names.has('Layout') || names.has('UpdateLayoutTree')) return 'frame';
  return 'browser';
}

/** TBT's rule for one task simulated from `start` to `end` (ms): its part over 50 ms inside [fcp, tti]. */
export function blockingIn(start, end, { fcp, tti }) {
  if (end - start < LONG_TASK_MS) return 0;
  const clipped = Math.min(end, tti) - Math.max(start, fcp);
  return clipped > LONG_TASK_MS ? clipped - LONG_TASK_MS : 0;
}

/**
 * Each task's share of the run's TBT and the sums by kind, split by whether the task ran before the real first
 * paint. Lighthouse's TBT is the mean of two halves, each its own window (the optimistic half takes the
 * pessimistic first paint and the optimistic interactive, and the other way round) over the simulated timings.
 * @param {Array<{ kind: string, beforeFirstPaint: boolean, waitedFor: boolean, realMs: number,
 *   halves: Array<{ start: number, end: number }> }>} tasks  `halves` in the order of `windows`
 * @param {Array<{ fcp: number, tti: number }>} windows  one per half
 */
export function tbtByTask(tasks, windows) {
  const rows = tasks.map((task) => ({
    ...task,
    blocking:
      windows.reduce(
        (sum, window, i) => sum + blockingIn(task.halves[i].start, task.halves[i].end, window),
        0,
      ) / windows.length,
  }));
  const sums = { total: 0, beforeFirstPaint: 0, afterFirstPaint: 0, byKind: {} };
  for (const row of rows) {
    sums.total += row.blocking;
    sums[row.beforeFirstPaint ? 'beforeFirstPaint' : 'afterFirstPaint'] += row.blocking;
    const key = `${row.beforeFirstPaint ? 'before' : 'after'}:${row.kind}`;
    sums.byKind[key] = (sums.byKind[key] ?? 0) + row.blocking;
  }
  return { rows, sums };
}
