import { describe, expect, it } from 'vitest';
import { blockingBySource } from './tbt-sources.mjs';

const at = { fcp: 1000, tti: 3000, pageUrl: 'http://127.0.0.1:3300/ar/properties' };

describe('blockingBySource', () => {
  it('sums each task’s part over 50 ms by what it ran', () => {
    expect(
      blockingBySource(
        [
          { url: 'http://127.0.0.1:3300/ar/properties', startTime: 1100, duration: 130 },
          { url: 'Unattributable', startTime: 1300, duration: 90 },
          { url: 'http://127.0.0.1:3300/main.1a2b.js', startTime: 1500, duration: 75 },
          { url: 'http://127.0.0.1:3300/mfe/mfe-search/remoteEntry.js', startTime: 1700, duration: 60 },
        ],
        at,
      ),
    ).toEqual({ page: 80, unattributed: 40, scripts: 35 });
  });

  it('clips a task to the window from the first paint to interactive before taking its part over 50 ms', () => {
    expect(
      blockingBySource(
        [
          // 404 ms, 202 of them after the first paint: 152 ms block.
          { url: 'Unattributable', startTime: 798, duration: 404 },
          // 120 ms, 40 before interactive: none.
          { url: 'http://127.0.0.1:3300/275.js', startTime: 2960, duration: 120 },
          // Wholly before the first paint.
          { url: 'http://127.0.0.1:3300/ar/properties', startTime: 500, duration: 400 },
        ],
        at,
      ),
    ).toEqual({ page: 0, unattributed: 152, scripts: 0 });
  });

  it('takes the page’s address with a fragment as the page', () => {
    expect(
      blockingBySource(
        [{ url: 'http://127.0.0.1:3300/ar/properties#map', startTime: 1000, duration: 60 }],
        at,
      ),
    ).toEqual({ page: 10, unattributed: 0, scripts: 0 });
  });

  it('has nothing to say without a first paint or an interactive time', () => {
    expect(blockingBySource([], { ...at, tti: null })).toBeNull();
    expect(blockingBySource([], { ...at, fcp: undefined })).toBeNull();
  });
});
