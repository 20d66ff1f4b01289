// The main thread's tasks in a Chrome trace of one page load (issue 26), reduced to what a slower phone would feel:
// each top-level task of the page's renderer after its first contentful paint, what it spent its time on, and
// the blocking time it would add on a CPU `slowdown` times slower (Lighthouse's TBT rule: the part of a task over
// 50 ms blocks). Pure functions over the trace's events, so the analysis is tested apart from a browser.

/** Lighthouse's rule: a task blocks the visitor for the part of it over 50 ms. */
export const LONG_TASK_MS = 50;

/** What a task's time goes to, by the trace's event names (as Lighthouse's main-thread breakdown groups them). */
const GROUPS = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.parseOnBackgroundWaiting': 'compile',
  UpdateLayoutTree: 'style & layout',
  Layout: 'style & layout',
  ParseAuthorStyleSheet: 'style & layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'parse HTML',
  MajorGC: 'GC',
  MinorGC: 'GC',
};

const fileOf = (url) => (url ? url.replace(/[?#].*$/, '').replace(/.*\//, '') || url : '');

/**
 * The page's main thread: the renderer thread that painted the (last) first contentful paint of the trace.
 * @returns {{ pid: number, tid: number, fcp: number } | null} fcp in the trace's clock (µs)
 */
export function pageMainThread(events) {
  const paint = events.filter((event) => event.name === 'firstContentfulPaint').at(-1);
  return paint ? { pid: paint.pid, tid: paint.tid, fcp: paint.ts } : null;
}

/**
 * The thread's own (CPU) time, in ms, in a part of `part` ms of a task that ran from `start` to `end` (µs, the
 * trace's clock) with `tdur` µs of thread time: in proportion to the part (a task clipped at the first paint or at
 * a navigation). On a busy machine a task's wall time also holds the time its thread waited, mostly for a core.
 * A trace without thread times (an older Chromium) gives the wall time.
 */
export function threadTimeIn({ start, end, tdur }, part) {
  const length = (end - start) / 1000;
  if (length <= 0) return 0;
  return ((tdur ?? end - start) / 1000) * (part / length);
}

/**
 * The top-level tasks (`RunTask`) of the page's main thread that end after its first contentful paint, in order,
 * each with its start (ms after the paint; a task running at the paint starts at 0), its duration after the
 * paint (ms), the thread's own (CPU) time in that part (ms: on a busy machine a task's wall time also holds the
 * time its thread waited, mostly for a core, which varies from load to load) and its time by group and by script
 * file (the outermost events of each kind only, so nothing is counted twice; a script's time goes to the innermost
 * event that names its file).
 */
export function tasksAfterFirstPaint(events) {
  const thread = pageMainThread(events);
  if (!thread) return [];
  const own = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let current = null;
  let topEnd = -Infinity;
  let covered = []; // [end, group] of the outermost grouped events open in the current task
  let scripts = []; // the open script events that name their file: [end, file], innermost last
  // A script event's time goes to its own file, less the time of the events inside it that name theirs (a script's
  // evaluation runs the microtasks queued behind it: the functions they call are theirs).
  const charge = (file, ms) => {
    if (current && ms !== 0) current.scripts[file] = (current.scripts[file] ?? 0) + ms;
  };
  for (const event of own) {
    const end = event.ts + (event.dur ?? 0);
    if (event.name === 'RunTask' && event.ts >= topEnd) {
      topEnd = end;
      current = end > thread.fcp ? { start: event.ts, end, tdur: event.tdur, groups: {}, scripts: {} } : null;
      covered = [];
      scripts = [];
      if (current) tasks.push(current);
      continue;
    }
    if (!current || event.ts >= current.end) continue;
    const afterPaint = (from, to) =>
      Math.max(0, (Math.min(to, current.end) - Math.max(from, thread.fcp)) / 1000);
    const group = GROUPS[event.name];
    if (group === 'script') {
      const data = event.args?.data ?? {};
      const file = fileOf(data.url ?? data.stackTrace?.[0]?.url);
      if (file) {
        scripts = scripts.filter(([until]) => until > event.ts);
        const ms = afterPaint(event.ts, end);
        charge(file, ms);
        const outer = scripts.at(-1);
        if (outer) charge(outer[1], -ms);
        scripts.push([end, file]);
      }
    }
    covered = covered.filter(([until]) => until > event.ts);
    if (!group || covered.some(([, inside]) => inside === group)) continue;
    covered.push([end, group]);
    const ms = afterPaint(event.ts, end);
    if (ms > 0) current.groups[group] = (current.groups[group] ?? 0) + ms;
  }
  for (const task of tasks) {
    // Script time no event gave a file to (a timer's or a microtask's own bookkeeping).
    const named = Object.values(task.scripts).reduce((sum, ms) => sum + ms, 0);
    const rest = (task.groups.script ?? 0) - named;
    if (rest > 0.05) task.scripts['(no file)'] = rest;
  }
  return tasks.map((task) => {
    const duration = (task.end - Math.max(task.start, thread.fcp)) / 1000;
    return {
      start: Math.max(0, (task.start - thread.fcp) / 1000),
      duration,
      // A task running at the paint: the part of its thread time after it.
      cpu: threadTimeIn(task, duration),
      groups: task.groups,
      scripts: task.scripts,
    };
  });
}

/**
 * The blocking time (ms) of `tasks` on a CPU `slowdown` times slower: each task's part over 50 ms, summed; from
 * each task's wall time (`duration`, as Lighthouse counts) or from its thread time (`cpu`, without the waits for a
 * core that a busy machine adds).
 */
export function blockingTime(tasks, slowdown, time = 'duration') {
  return tasks.reduce((sum, task) => sum + Math.max(0, task[time] * slowdown - LONG_TASK_MS), 0);
}

/** The longest task a CPU `slowdown` times slower would still run without blocking (ms at this speed). */
export const longestHarmless = (slowdown) => LONG_TASK_MS / slowdown;

/** A task in a line: its start, duration and the two groups and scripts it spent most on. */
export function describeTask(task) {
  const top = (record, count) =>
    Object.entries(record)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(', ');
  const scripts = top(task.scripts, 2);
  const cpu = task.cpu === undefined ? '' : `, CPU ${task.cpu.toFixed(1)} ms`;
  return `at ${task.start.toFixed(0)} ms: ${task.duration.toFixed(1)} ms${cpu} (${top(task.groups, 2) || 'other'}${scripts ? `; ${scripts}` : ''})`;
}
