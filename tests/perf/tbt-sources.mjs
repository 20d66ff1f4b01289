// Where a Lighthouse run's total blocking time comes from (issue 26): its long tasks (the long-tasks audit, on the
// simulated timeline under simulated throttling), each counted as TBT counts it (clipped to the window from the
// first contentful paint to time to interactive, then its part over 50 ms), and summed by what the task ran:
// - page: tasks Lighthouse attributes to the page's own document (parsing its HTML, with the style and layout
//   that parsing forces);
// - unattributed: tasks that ran no script (the browser's style, layout and paint of the page);
// - scripts: tasks attributed to a script file.
// Lighthouse's simulation replays the trace's tasks slowed down and estimates the first paint from only some of
// them, so tasks that ran before the real first paint (the document's parsing, the first layout) can fall after
// the simulated one and block.

import { LONG_TASK_MS } from './trace-tasks.mjs';

export const TBT_SOURCES = {
  page: 'page (HTML, its style & layout)',
  unattributed: 'unattributed (style, layout, paint)',
  scripts: 'scripts',
};

const withoutHash = (url) => String(url).replace(/#.*$/, '');

/**
 * The blocking time of `tasks` ([{ url, startTime, duration }], ms) between `fcp` and `tti` (ms), by source, for
 * a page at `pageUrl`. Null when the run has no first paint or no time to interactive.
 * @returns {{ page: number, unattributed: number, scripts: number } | null}
 */
export function blockingBySource(tasks, { fcp, tti, pageUrl }) {
  if (!Number.isFinite(fcp) || !Number.isFinite(tti)) return null;
  const sums = { page: 0, unattributed: 0, scripts: 0 };
  const page = withoutHash(pageUrl);
  for (const task of tasks) {
    const start = Math.max(task.startTime, fcp);
    const end = Math.min(task.startTime + task.duration, tti);
    if (end - start <= LONG_TASK_MS) continue;
    const source =
      withoutHash(task.url) === page
        ? 'page'
        : task.url && task.url !== 'Unattributable'
          ? 'scripts'
          : 'unattributed';
    sums[source] += end - start - LONG_TASK_MS;
  }
  return sums;
}
