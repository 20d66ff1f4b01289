import { describe, expect, it } from 'vitest';
import { blockingIn, kindOf, tbtByTask } from './lantern-tasks.mjs';

describe('kindOf', () => {
  it('names a task by the heaviest thing it ran', () => {
    expect(kindOf(['ParseHTML', 'EvaluateScript', 'Layout'], ['http://x/ar'])).toBe('parse');
    expect(kindOf(['EvaluateScript', 'RunMicrotasks'], ['http://x/main.js'])).toBe('script');
    expect(kindOf(['UpdateLayoutTree', 'Layout', 'Paint'], [])).toBe('frame');
    expect(kindOf(['EventDispatch'], [])).toBe('browser');
  });
});

describe('blockingIn', () => {
  const window = { fcp: 1000, tti: 3000 };

  it('counts the part over 50 ms inside the window', () => {
    expect(blockingIn(1100, 1230, window)).toBe(80);
    expect(blockingIn(1100, 1140, window)).toBe(0);
  });

  it('clips a task that straddles the first paint or interactive first', () => {
    // 300 ms, 120 of them after the first paint: 70 block.
    expect(blockingIn(820, 1120, window)).toBe(70);
    // 200 ms, 40 of them before interactive: none.
    expect(blockingIn(2960, 3160, window)).toBe(0);
    expect(blockingIn(400, 900, window)).toBe(0);
  });
});

describe('tbtByTask', () => {
  it('takes the mean of the two halves and sums by kind and by the real first paint', () => {
    const windows = [
      { fcp: 1000, tti: 3000 },
      { fcp: 900, tti: 3200 },
    ];
    const { rows, sums } = tbtByTask(
      [
        // Before the real paint, not waited for by the simulated one: 60 + 160 → 110.
        {
          kind: 'parse',
          beforeFirstPaint: true,
          waitedFor: false,
          realMs: 12,
          halves: [
            { start: 890, end: 1110 },
            { start: 890, end: 1110 },
          ],
        },
        // A script after the real paint: 30 in both halves.
        {
          kind: 'script',
          beforeFirstPaint: false,
          waitedFor: false,
          realMs: 11,
          halves: [
            { start: 2000, end: 2080 },
            { start: 2000, end: 2080 },
          ],
        },
      ],
      windows,
    );
    expect(rows.map((row) => row.blocking)).toEqual([110, 30]);
    expect(sums).toEqual({
      total: 140,
      beforeFirstPaint: 110,
      afterFirstPaint: 30,
      byKind: { 'before:parse': 110, 'after:script': 30 },
    });
  });
});
