// How much of a page's work before its first paint is the page's own (issue 26): the same page served as it is,
// without its content, and as a page of two elements, each traced at full speed. Pure parts: the markup variants
// and the reduction of a trace to its main-thread work before the first contentful paint.
import { pageMainThread, threadTimeIn } from './trace-tasks.mjs';

/** The `<main>` element and everything in it (the site has one per page). */
const MAIN = /<main\b[\s\S]*<\/main>/;

/** The page without its `<main>`: its head (style sheets, scripts) and its header and footer only. */
export function withoutMain(html) {
  if (!MAIN.test(html)) throw new Error('the page has no <main>');
  return html.replace(MAIN, '');
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const textOf = (fragment) =>
  fragment
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A page of one heading (the page's own `<h1>` text) and one paragraph, in the page's language and direction,
 * with the same viewport and nothing else: what any page costs this browser before its first paint.
 */
export function twoElements(html) {
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '<html>';
  const lang = attribute(htmlTag, 'lang') ?? 'en';
  const dir = attribute(htmlTag, 'dir') ?? 'ltr';
  const heading = textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '') || 'Manzil';
  const title = textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '') || heading;
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head>`,
    `<body><h1>${heading}</h1><p>${title}</p></body>`,
    '</html>',
  ].join('');
}

/**
 * The inline fonts of a page drawn on the server: their data block, the loader after it and the same faces as files
 * for browsers without scripts (the gateway).
 */
const INLINE_FONTS =
  /<script type="application\/json" id="manzil-fonts">[\s\S]*?<\/script>(?:<script>[\s\S]*?<\/script>)?(?:<noscript><style>[\s\S]*?<\/style><\/noscript>)?/g;

/**
 * The page without its own fonts: no `@font-face` rule, no font preload and no fonts written into the page (the
 * system's fonts draw its text). For builds before and after the gateway wrote them in.
 */
export function withoutWebFonts(html) {
  return html
    .replace(INLINE_FONTS, '')
    .replace(/@font-face\s*\{[^}]*\}/g, '')
    .replace(/<link\b[^>]*\bas="font"[^>]*>/g, '');
}

/** The variants measured, in order: each has what it is and how it changes the served markup. */
export const VARIANTS = {
  served: { what: 'the page as served', apply: (html) => html },
  'without web fonts': {
    what: 'the page as served, without its @font-face rules and font preloads (system fonts only)',
    apply: withoutWebFonts,
  },
  'without main': { what: 'the same page without its <main> (head, header and footer)', apply: withoutMain },
  'two elements': { what: 'a page of one heading and one paragraph, nothing else', apply: twoElements },
};

/** Trace events that mean a task drew a frame (style, layout or paint). */
const FRAME_EVENTS = new Set(['UpdateLayoutTree', 'Layout', 'Paint']);

/**
 * The renderer finding a font for a family at a size (trace category `fonts`). On Linux it asks the browser
 * process, over synchronous calls, for a family it has not seen and for a size's rendering settings, so its wall
 * time is mostly waiting while the browser works.
 */
export const FONT_LOOKUP = 'FontCache::GetFontPlatformData';

/**
 * The page's main-thread work from its navigation to its first contentful paint, in ms: `mainThread` (its
 * top-level tasks, clipped to that span), `mainThreadCpu` (the thread's own time in them, `tdur`, in proportion
 * to the part clipped; their wall time when the trace has no thread time), `frames` (the part in tasks that drew a
 * frame), `largestFrame` (the longest of those tasks, whole), `fontLookups` and `fontLookupCount` (the wall time
 * and the number of the font look-ups in that span, FONT_LOOKUP) and `firstPaint` (when the first contentful paint
 * came). Null when the trace has no first contentful paint or no navigation start for it.
 */
export function beforeFirstPaint(events) {
  const thread = pageMainThread(events);
  if (!thread) return null;
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.pid === thread.pid &&
        event.ts <= thread.fcp &&
        /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
    )
    .at(-1);
  if (!navigation) return null;
  const own = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let mainThread = 0;
  let mainThreadCpu = 0;
  let frames = 0;
  let largestFrame = 0;
  let fontLookups = 0;
  let fontLookupCount = 0;
  let task = null;
  let topEnd = -Infinity; // a RunTask inside another is not a task of its own
  let lookupEnd = -Infinity; // a look-up inside another is not counted twice
  const close = () => {
    if (!task) return;
    const clipped = Math.max(0, Math.min(task.end, thread.fcp) - Math.max(task.start, navigation.ts)) / 1000;
    mainThread += clipped;
    mainThreadCpu += threadTimeIn(task, clipped);
    if (task.frame) {
      frames += clipped;
      largestFrame = Math.max(largestFrame, (task.end - task.start) / 1000);
    }
  };
  for (const event of own) {
    const end = event.ts + (event.dur ?? 0);
    if (event.name === 'RunTask' && event.ts >= topEnd) {
      close();
      topEnd = end;
      task =
        end > navigation.ts && event.ts < thread.fcp
          ? { start: event.ts, end, tdur: event.tdur, frame: false }
          : null;
      continue;
    }
    if (task && event.ts < task.end && FRAME_EVENTS.has(event.name)) task.frame = true;
    if (event.name === FONT_LOOKUP && event.ts >= lookupEnd) {
      lookupEnd = end;
      if (event.ts >= navigation.ts && event.ts < thread.fcp) {
        fontLookups += (Math.min(end, thread.fcp) - event.ts) / 1000;
        fontLookupCount += 1;
      }
    }
  }
  close();
  return {
    mainThread,
    mainThreadCpu,
    frames,
    largestFrame,
    fontLookups,
    fontLookupCount,
    firstPaint: (thread.fcp - navigation.ts) / 1000,
  };
}

/**
 * How long the main-thread task that ran the page's DOMContentLoaded lasted, whole, in ms, before or after the first
 * paint: the end of the parse, the event, and the browser's observers of it (form autofill inspects every form
 * field there). Null when the trace has no first contentful paint or no DOMContentLoaded mark for its document.
 */
export function domContentLoadedTask(events) {
  const thread = pageMainThread(events);
  if (!thread) return null;
  const frame = events.filter((event) => event.name === 'firstContentfulPaint').at(-1)?.args?.frame;
  const mark = events
    .filter(
      (event) =>
        event.name === 'MarkDOMContent' &&
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        (!frame || event.args?.data?.frame === frame),
    )
    .at(-1);
  if (!mark) return null;
  let topEnd = -Infinity; // a RunTask inside another is not a task of its own
  for (const task of events
    .filter((event) => event.name === 'RunTask' && event.pid === thread.pid && event.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (task.ts < topEnd) continue;
    topEnd = task.ts + task.dur;
    if (task.ts <= mark.ts && mark.ts <= topEnd) return task.dur / 1000;
  }
  return null;
}
