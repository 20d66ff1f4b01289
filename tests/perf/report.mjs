// The perf report: medians of the runs, the targets (issue 26), and the tables printed to stdout, one column per
// build ("before → after" when a second build is compared).
import { MAIN_THREAD_GROUPS } from './lighthouse-run.mjs';
import { TBT_SOURCES } from './tbt-sources.mjs';

export const TARGETS = {
  performance: { at: 90, text: '>= 90', ok: (v) => v >= 90 },
  tbt: { at: 300, text: '<= 300 ms', ok: (v) => v <= 300 },
  lcp: { at: 2000, text: '<= 2.0 s', ok: (v) => v <= 2000 },
  cls: { at: 0.02, text: '<= 0.02', ok: (v) => v <= 0.02 },
  inp: { at: 200, text: '< 200 ms', ok: (v) => v < 200 },
};

/** The median of the numbers (the mean of the middle two for an even count); null without any. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function shortUrl(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return url; // "Other", "Unattributable"
  }
}

/**
 * The median of each figure over the runs of one page, language and build: each figure on its own (the median
 * performance score and the median TBT may come from different runs), the main-thread groups each, and each
 * script's evaluation time (a script a run did not list counts 0 ms in it) before keeping the top 5. `scrollRuns`
 * (the home page's scroll, scroll-shift.mjs) may be empty: the page was not scrolled.
 */
export function summarise(allRuns, tapRuns, scrollRuns = []) {
  // A run Lighthouse could not complete (after its retries) has no figures to count.
  const lighthouseRuns = allRuns.filter((run) => !run.failed);
  const of = (key) => median(lighthouseRuns.map((run) => run[key]));
  const mainThread = Object.fromEntries(
    Object.keys(MAIN_THREAD_GROUPS).map((group) => [
      group,
      median(lighthouseRuns.map((r) => r.mainThread[group])),
    ]),
  );
  const urls = new Set(lighthouseRuns.flatMap((run) => run.scripts.map((script) => shortUrl(script.url))));
  const scripts = [...urls]
    .map((url) => ({
      url,
      scripting: median(
        lighthouseRuns.map(
          (run) => run.scripts.find((script) => shortUrl(script.url) === url)?.scripting ?? 0,
        ),
      ),
    }))
    .sort((a, b) => b.scripting - a.scripting)
    .slice(0, 5);
  const sourced = lighthouseRuns.filter((run) => run.tbtBySource);
  const tbtBySource = Object.fromEntries(
    Object.keys(TBT_SOURCES).map((source) => [source, median(sourced.map((run) => run.tbtBySource[source]))]),
  );
  const tap = (key) => median(tapRuns.map((run) => run[key]));
  return {
    performance: of('performance'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    cls: of('cls'),
    tbt: of('tbt'),
    bytes: of('bytes'),
    mainThreadTotal: of('mainThreadTotal'),
    mainThread,
    tbtBySource,
    topScripts: scripts,
    inp: tap('inp'),
    inpInputDelay: tap('inputDelay'),
    inpProcessing: tap('processing'),
    inpPresentation: tap('presentation'),
    tapToEffect: tap('effectAfter'),
    tapsWithEffect: `${tapRuns.filter((run) => run.done).length}/${tapRuns.length}`,
    scrollCls: median(scrollRuns.map((run) => run.scrollCls)),
    scrolls: scrollRuns.length,
    scrollsFailed: scrollRuns.filter((run) => run.scrollCls == null).length,
    scrollsJumpedBack: scrollRuns.filter((run) => run.scrolledBackPx > 0).length,
    failedRuns: allRuns.length - lighthouseRuns.length,
  };
}

const FORMAT = {
  performance: (v) => String(Math.round(v)),
  tbt: (v) => `${Math.round(v)}`,
  lcp: (v) => (v / 1000).toFixed(2),
  cls: (v) => v.toFixed(3),
  inp: (v) => `${Math.round(v)}`,
  bytes: (v) => `${Math.round(v / 1024)}`,
  ms: (v) => `${Math.round(v)}`,
};

// A figure, marked ✗ when it misses its target.
function cell(key, value, format = FORMAT[key]) {
  if (value == null) return '-';
  const miss = TARGETS[key] && !TARGETS[key].ok(value);
  return `${format(value)}${miss ? ' ✗' : ''}`;
}

function side(values) {
  return values.join(' → ');
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row) =>
      row
        .map((value, column) => String(value).padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * The report as text: `results` is the list of { page, lang, builds: { <build id>: summary } } in the order of
 * `builds` ([{ id, label }]), `benchmark` the benchmark index of each build's runs ({ median, all }) by build id.
 */
export function formatReport({ header, builds, benchmark, results }) {
  const ids = builds.map((build) => build.id);
  const lines = [...header];
  const index = ({ median: middle, all }) => {
    const known = all.filter((value) => value != null);
    if (middle == null) return '-';
    return `${Math.round(middle)} (${Math.round(Math.min(...known))} to ${Math.round(Math.max(...known))})`;
  };
  lines.push(
    `benchmark index (Lighthouse; median of the runs, lowest to highest): ${builds
      .map((build) => `${build.id} ${index(benchmark[build.id])}`)
      .join(', ')}`,
  );
  for (const build of builds) lines.push(`  ${build.id}: ${build.label}`);
  lines.push('');

  const label = (key, unit) => `${key}${unit ? ` (${unit})` : ''}`;
  const summary = [
    [
      'page',
      'lang',
      label('performance'),
      label('TBT', 'ms'),
      label('LCP', 's'),
      label('CLS'),
      label('INP first tap', 'ms'),
      label('bytes', 'KB'),
      ids.length > 1 ? 'taps with effect' : 'tap had effect',
    ],
  ];
  for (const { page, lang, builds: by } of results) {
    const each = (key) => side(ids.map((id) => cell(key, by[id][key])));
    summary.push([
      page,
      lang,
      each('performance'),
      each('tbt'),
      each('lcp'),
      each('cls'),
      each('inp'),
      each('bytes'),
      side(ids.map((id) => by[id].tapsWithEffect)),
    ]);
  }
  lines.push(table(summary));
  for (const { page, lang, builds: by } of results) {
    for (const id of ids) {
      if (by[id].failedRuns > 0)
        lines.push(`${page} ${lang} ${id}: ${by[id].failedRuns} Lighthouse run(s) failed, not counted`);
    }
  }
  lines.push(
    `targets: performance ${TARGETS.performance.text}, TBT ${TARGETS.tbt.text}, LCP ${TARGETS.lcp.text}, CLS ${TARGETS.cls.text}, INP ${TARGETS.inp.text}; ✗ misses its target`,
  );
  lines.push('');

  lines.push('main-thread work under the CPU slowdown (Lighthouse mainthread-work-breakdown, ms)');
  const groups = Object.keys(MAIN_THREAD_GROUPS);
  const breakdown = [['page', 'lang', 'total', ...groups.map((group) => MAIN_THREAD_GROUPS[group])]];
  for (const { page, lang, builds: by } of results) {
    breakdown.push([
      page,
      lang,
      side(ids.map((id) => cell('ms', by[id].mainThreadTotal))),
      ...groups.map((group) => side(ids.map((id) => cell('ms', by[id].mainThread[group])))),
    ]);
  }
  lines.push(table(breakdown));
  lines.push('');

  lines.push(
    'where the TBT comes from (Lighthouse long-tasks on the simulated timeline, each task clipped to first paint..interactive, its part over 50 ms; ms)',
  );
  const sources = Object.keys(TBT_SOURCES);
  const bySource = [['page', 'lang', ...sources.map((source) => TBT_SOURCES[source])]];
  for (const { page, lang, builds: by } of results) {
    bySource.push([
      page,
      lang,
      ...sources.map((source) => side(ids.map((id) => cell('ms', by[id].tbtBySource?.[source])))),
    ]);
  }
  lines.push(table(bySource));
  lines.push('');

  lines.push('top 5 scripts by evaluation time (Lighthouse bootup-time, ms)');
  for (const { page, lang, builds: by } of results) {
    lines.push(`${page} ${lang}`);
    for (const id of ids) {
      const scripts = by[id].topScripts.map((script) => `${script.url} ${Math.round(script.scripting)}`);
      lines.push(`  ${ids.length > 1 ? `${id}: `.padEnd(8) : ''}${scripts.join(', ') || '-'}`);
    }
  }
  lines.push('');

  lines.push(
    'INP of the first tap, its parts (ms): input delay + processing + presentation; then when its effect showed',
  );
  for (const { page, lang, builds: by } of results) {
    const parts = ids.map((id) => {
      const s = by[id];
      return s.inp == null
        ? `${id} -`
        : `${ids.length > 1 ? `${id} ` : ''}${Math.round(s.inp)} = ${Math.round(s.inpInputDelay)} + ${Math.round(s.inpProcessing)} + ${Math.round(s.inpPresentation)}, effect after ${s.tapToEffect == null ? '-' : Math.round(s.tapToEffect)}`;
    });
    lines.push(`  ${`${page} ${lang}`.padEnd(14)} ${parts.join('   ')}`);
  }

  const scrolled = results.filter(({ builds: by }) => ids.some((id) => by[id].scrolls > 0));
  if (scrolled.length > 0) {
    lines.push('');
    lines.push(
      `CLS during a scroll to the bottom of the page (the phone of the first tap scrolling down once the network is idle; target ${TARGETS.cls.text})`,
    );
    for (const { page, lang, builds: by } of scrolled) {
      const values = ids.map((id) => {
        const failed = by[id].scrollsFailed > 0 ? ` (${by[id].scrollsFailed} failed)` : '';
        const back = by[id].scrollsJumpedBack > 0 ? ` (jumped back in ${by[id].scrollsJumpedBack}) ✗` : '';
        return `${cell('cls', by[id].scrollCls)}${failed}${back}`;
      });
      lines.push(`  ${`${page} ${lang}`.padEnd(14)} ${side(values)}`);
    }
  }
  return lines.join('\n');
}
