import { describe, expect, it } from 'vitest';
import {
  beforeFirstPaint,
  domContentLoadedTask,
  FONT_LOOKUP,
  twoElements,
  VARIANTS,
  withoutMain,
  withoutWebFonts,
} from './first-frame-variants.mjs';

const page = [
  '<!doctype html><html lang="ar" dir="rtl"><head><title>منزل | عقارات</title><style>.a{color:red}</style></head>',
  '<body><div id="root"><header><a href="/ar">منزل</a></header>',
  '<main id="main"><section><h1 id="t">عقارات <em>فاخرة</em> في أبوظبي</h1><p>نص</p></section></main>',
  '<footer>©</footer></div><script>start()</script></body></html>',
].join('');

describe('markup variants', () => {
  it('serves the page unchanged', () => {
    expect(VARIANTS.served.apply(page)).toBe(page);
  });

  it('removes the whole <main> and keeps the head, header, footer and scripts', () => {
    const html = withoutMain(page);
    expect(html).not.toContain('<main');
    expect(html).not.toContain('أبوظبي');
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).toContain('<header><a href="/ar">منزل</a></header><footer>©</footer>');
    expect(html).toContain('<script>start()</script>');
    expect(() => withoutMain('<html><body><p>no main</p></body></html>')).toThrow('no <main>');
  });

  it('drops the font faces, the font preloads and the fonts written into the page, and nothing else', () => {
    const fonts = [
      '<link rel="preload" href="/fonts/a.woff2" as="font" type="font/woff2" crossorigin />',
      "<style>@font-face{font-family: 'A';src: url(\"/fonts/a.woff2\") format('woff2');}.a{font-family:var(--font-body)}</style>",
      '<script type="application/json" id="manzil-fonts">[{"family":"A","data":"d09GMg=="}]</script>',
      '<script>(function () { document.fonts.add(face); })();</script>',
      '<noscript><style>@font-face{font-family:"A";src:url(/fonts/a.woff2) format("woff2")}</style></noscript>',
    ].join('');
    expect(withoutWebFonts(page.replace('</title>', `</title>${fonts}`))).toBe(
      page.replace('</title>', '</title><style>.a{font-family:var(--font-body)}</style>'),
    );
    expect(withoutWebFonts(page)).toBe(page);
  });

  it("writes a two-element page in the page's language and direction, with its heading's text", () => {
    const html = twoElements(page);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<body><h1>عقارات فاخرة في أبوظبي</h1><p>منزل | عقارات</p></body>');
    expect(html).not.toContain('<style');
    expect(html).not.toContain('<script');
    expect(twoElements('<p>x</p>')).toContain('<html lang="en" dir="ltr">');
  });
});

// A trace in microseconds: the page's renderer is pid 2, tid 7; navigation at 1 000, first paint at 60 000.
const X = (name, ts, dur, extra = {}) => ({ name, ts, dur, ph: 'X', pid: 2, tid: 7, ...extra });
const navigation = (ts, url) => ({
  name: 'navigationStart',
  ph: 'R',
  pid: 2,
  tid: 7,
  ts,
  args: { data: { documentLoaderURL: url } },
});
const events = [
  navigation(0, ''), // the blank document before the page: not the page's navigation
  navigation(1_000, 'http://127.0.0.1:3300/ar'),
  { name: 'firstContentfulPaint', ph: 'R', pid: 2, tid: 7, ts: 60_000 },
  // Before the navigation: left out, as is its part before it.
  X('RunTask', 0, 500),
  X('RunTask', 500, 1_500), // 1 ms of it after the navigation
  // The parse: 10 ms, 4 ms of it the thread's own time.
  X('RunTask', 5_000, 10_000, { tdur: 4_000 }),
  X('ParseHTML', 5_000, 10_000),
  // A frame of 30 ms (12 ms CPU), with a task nested in it, and two font look-ups, one inside the other.
  X('RunTask', 20_000, 30_000, { tdur: 12_000 }),
  X('UpdateLayoutTree', 20_000, 10_000),
  X(FONT_LOOKUP, 21_000, 3_000),
  X(FONT_LOOKUP, 22_000, 1_000),
  X('RunTask', 31_000, 2_000),
  X('Layout', 35_000, 12_000),
  X(FONT_LOOKUP, 36_000, 2_000),
  // A frame running at the paint: 5 of its 40 ms before it (so 1 of its 8 ms CPU); its whole length is the
  // largest frame. Its look-up crosses the paint: 1 ms of it counts.
  X('RunTask', 55_000, 40_000, { tdur: 8_000 }),
  X('Paint', 56_000, 1_000),
  X(FONT_LOOKUP, 59_000, 4_000),
  // After the paint, and on other threads: left out.
  X('RunTask', 70_000, 90_000),
  X('Layout', 70_000, 1_000),
  X(FONT_LOOKUP, 71_000, 1_000),
  { ...X('RunTask', 2_000, 50_000), tid: 8 },
  { ...X(FONT_LOOKUP, 3_000, 5_000), tid: 8 },
];

describe('beforeFirstPaint', () => {
  it("sums the page thread's tasks from its navigation to its first paint, the frames among them and its font look-ups", () => {
    expect(beforeFirstPaint(events)).toEqual({
      mainThread: 46,
      // 1 ms of the task across the navigation (no thread time: its wall time), 4 + 12, 1 of the last one's 8.
      mainThreadCpu: 18,
      frames: 35,
      largestFrame: 40,
      fontLookups: 6,
      fontLookupCount: 3,
      firstPaint: 59,
    });
  });

  it('answers null without a first paint or a navigation to the page', () => {
    expect(beforeFirstPaint(events.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
    expect(beforeFirstPaint(events.filter((e) => e.name !== 'navigationStart'))).toBeNull();
  });
});

describe('domContentLoadedTask', () => {
  const mark = (ts, frame) => ({
    name: 'MarkDOMContent',
    ph: 'I',
    pid: 2,
    tid: 7,
    ts,
    args: { data: { frame } },
  });
  const paint = {
    name: 'firstContentfulPaint',
    ph: 'R',
    pid: 2,
    tid: 7,
    ts: 60_000,
    args: { frame: 'page' },
  };

  it("gives the whole task that ran the page frame's DOMContentLoaded, before or after the first paint", () => {
    const trace = [
      paint,
      X('RunTask', 40_000, 8_000),
      X('RunTask', 70_000, 30_000),
      X('RunTask', 71_000, 5_000), // nested: not a task of its own
      mark(72_000, 'page'),
      mark(95_000, 'another frame'),
    ];
    expect(domContentLoadedTask(trace)).toBe(30);
  });

  it('answers null without a first paint or a mark for the page', () => {
    expect(domContentLoadedTask([X('RunTask', 70_000, 30_000), mark(72_000, 'page')])).toBeNull();
    expect(
      domContentLoadedTask([paint, X('RunTask', 70_000, 30_000), mark(72_000, 'another frame')]),
    ).toBeNull();
  });
});
