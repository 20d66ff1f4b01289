import { describe, expect, it } from 'vitest';
import { blockingTime, describeTask, tasksAfterFirstPaint, threadTimeIn } from './trace-tasks.mjs';

// A trace in microseconds: the page's renderer is pid 2, tid 7; another thread and process are noise.
const X = (name, ts, dur, extra = {}) => ({ name, ts, dur, ph: 'X', pid: 2, tid: 7, ...extra });
const events = [
  { name: 'firstContentfulPaint', ph: 'R', pid: 2, tid: 7, ts: 10_000 },
  // Before the paint: left out.
  X('RunTask', 0, 5_000),
  X('Layout', 1_000, 3_000),
  // Running at the paint: counted from it (6 ms of its 10; of its 5 ms of thread time, 3).
  X('RunTask', 6_000, 10_000, { tdur: 5_000 }),
  X('UpdateLayoutTree', 6_000, 2_000),
  X('Layout', 9_000, 7_000),
  // A script's evaluation with its microtasks inside: 20 ms of script, not 38.
  X('RunTask', 20_000, 21_000, { tdur: 12_000 }),
  X('EvaluateScript', 20_000, 20_000, { args: { data: { url: 'http://x/static/main.1a2b.js' } } }),
  X('RunMicrotasks', 22_000, 18_000),
  X('FunctionCall', 23_000, 10_000, { args: { data: { url: 'http://x/static/275.9f.js' } } }),
  // A nested task inside a top-level one is part of it.
  X('RunTask', 50_000, 4_000),
  // A timer with no file of its own, calling a function that has one: the rest is nobody's.
  X('TimerFire', 50_000, 3_000),
  X('FunctionCall', 50_500, 1_000, { args: { data: { url: 'http://x/a.js' } } }),
  X('RunTask', 51_000, 1_000),
  X('MinorGC', 52_000, 1_000),
  // Other threads and processes.
  { ...X('RunTask', 30_000, 90_000), tid: 8 },
  { ...X('RunTask', 30_000, 90_000), pid: 3 },
];

describe('tasksAfterFirstPaint', () => {
  it("lists the page thread's top-level tasks from the first paint, each with its time by group and script", () => {
    const tasks = tasksAfterFirstPaint(events);
    expect(tasks.map((task) => [task.start, task.duration])).toEqual([
      [0, 6],
      [10, 21],
      [40, 4],
    ]);
    // The thread's own time; a trace without it (older Chromium) gives the wall time.
    expect(tasks.map((task) => task.cpu)).toEqual([3, 12, 4]);
    expect(tasks[0].groups).toEqual({ 'style & layout': 6 });
    expect(tasks[1].groups).toEqual({ script: 20 });
    // The function the microtasks called is its own file's time, not the evaluated script's.
    expect(tasks[1].scripts).toEqual({ 'main.1a2b.js': 10, '275.9f.js': 10 });
    expect(tasks[2].groups).toEqual({ script: 3, GC: 1 });
    expect(tasks[2].scripts).toEqual({ 'a.js': 1, '(no file)': 2 });
    expect(describeTask(tasks[1])).toBe(
      'at 10 ms: 21.0 ms, CPU 12.0 ms (script 20.0; main.1a2b.js 10.0, 275.9f.js 10.0)',
    );
  });

  it('finds nothing in a trace without a first paint', () => {
    expect(tasksAfterFirstPaint(events.slice(1))).toEqual([]);
  });
});

describe('threadTimeIn', () => {
  it("gives a part of a task its share of the thread's time, or of the wall time without one", () => {
    // A 40 ms task with 8 ms of thread time: 10 ms of it hold 2 ms.
    expect(threadTimeIn({ start: 1_000, end: 41_000, tdur: 8_000 }, 10)).toBe(2);
    expect(threadTimeIn({ start: 1_000, end: 41_000 }, 10)).toBe(10);
    expect(threadTimeIn({ start: 1_000, end: 1_000, tdur: 5 }, 0)).toBe(0);
  });
});

describe('blockingTime', () => {
  it("sums each task's part over 50 ms once slowed down", () => {
    const tasks = [{ duration: 6 }, { duration: 21 }, { duration: 4 }];
    // 10x: 60, 210 and 40 ms: 10 + 160 + 0.
    expect(blockingTime(tasks, 10)).toBe(170);
    expect(blockingTime(tasks, 1)).toBe(0);
  });

  it('counts from the thread time when asked', () => {
    const tasks = [
      { duration: 21, cpu: 8 },
      { duration: 6, cpu: 6 },
    ];
    // 10x: 80 and 60 ms of thread time: 30 + 10, where the wall time gives 160 + 10.
    expect(blockingTime(tasks, 10, 'cpu')).toBe(40);
    expect(blockingTime(tasks, 10)).toBe(170);
  });
});
