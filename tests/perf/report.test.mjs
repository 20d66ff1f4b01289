import { describe, expect, it } from 'vitest';
import { formatReport, summarise } from './report.mjs';

const lighthouseRun = (tbt) => ({
  performance: 95,
  fcp: 900,
  lcp: 1200,
  cls: 0,
  tbt,
  bytes: 300 * 1024,
  mainThreadTotal: 2000,
  mainThread: {},
  scripts: [],
});
const tapRun = (inp) => ({
  inp,
  inputDelay: 40,
  processing: 20,
  presentation: 10,
  effectAfter: 90,
  done: true,
});

describe('the scroll through the home page', () => {
  it('is summed up as the median CLS of the scrolls that ran, failed ones told apart', () => {
    const summary = summarise(
      [lighthouseRun(200)],
      [tapRun(120)],
      [{ scrollCls: 0.004 }, { scrollCls: 0.03 }, { scrollCls: null, error: 'timeout' }],
    );
    expect(summary).toMatchObject({ scrollCls: 0.017, scrolls: 3, scrollsFailed: 1 });
  });

  it('has a line per scrolled page in the report, marked when it misses the CLS target', () => {
    const builds = [
      { id: 'before', label: 'a' },
      { id: 'after', label: 'b' },
    ];
    const home = summarise([lighthouseRun(200)], [tapRun(120)], [{ scrollCls: 0.05 }]);
    const homeAfter = summarise([lighthouseRun(180)], [tapRun(110)], [{ scrollCls: 0 }]);
    const listing = summarise([lighthouseRun(150)], [tapRun(90)]);
    const report = formatReport({
      header: [],
      builds,
      benchmark: { before: { median: 1300, all: [1300] }, after: { median: 1310, all: [1310] } },
      results: [
        { page: 'home', lang: 'ar', builds: { before: home, after: homeAfter } },
        { page: 'listing', lang: 'ar', builds: { before: listing, after: listing } },
      ],
    });
    const section = report.slice(report.indexOf('CLS during a scroll'));
    expect(section.split('\n').slice(1)).toEqual(['  home ar        0.050 ✗ → 0.000']);
  });

  it('tells the scrolls in which the page moved back up against the visitor', () => {
    const home = summarise(
      [lighthouseRun(200)],
      [tapRun(120)],
      [
        { scrollCls: 0, scrolledBackPx: 600 },
        { scrollCls: 0, scrolledBackPx: 0 },
      ],
    );
    expect(home).toMatchObject({ scrolls: 2, scrollsJumpedBack: 1 });
    const report = formatReport({
      header: [],
      builds: [{ id: 'after', label: 'b' }],
      benchmark: { after: { median: 1310, all: [1310] } },
      results: [{ page: 'home', lang: 'ar', builds: { after: home } }],
    });
    const section = report.slice(report.indexOf('CLS during a scroll'));
    expect(section.split('\n').slice(1)).toEqual(['  home ar        0.000 (jumped back in 1) ✗']);
  });

  it('is left out of the report when no page was scrolled', () => {
    const listing = summarise([lighthouseRun(150)], [tapRun(90)]);
    const report = formatReport({
      header: [],
      builds: [{ id: 'after', label: 'b' }],
      benchmark: { after: { median: 1310, all: [1310] } },
      results: [{ page: 'listing', lang: 'en', builds: { after: listing } }],
    });
    expect(report).not.toContain('CLS during a scroll');
  });
});
