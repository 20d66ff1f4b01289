// One Lighthouse navigation (npm's lighthouse, its default mobile profile: simulated slow 4G and a 4x CPU
// slowdown) in a Chromium started by chrome-launcher, reduced to the figures the perf report compares.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { slowdownFor } from './cpu-slowdown.mjs';
import { blockingBySource } from './tbt-sources.mjs';

export const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default
  .version;

export function launchChrome(chromePath) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Lighthouse's main-thread groups (mainthread-work-breakdown), in the order the report shows them. */
export const MAIN_THREAD_GROUPS = {
  scriptEvaluation: 'script eval',
  styleLayout: 'style & layout',
  paintCompositeRender: 'rendering',
  scriptParseCompile: 'parse/compile',
  parseHTML: 'parse HTML & CSS',
  garbageCollection: 'GC',
  other: 'other',
};

function figures(lhr) {
  const { categories, audits, environment, configSettings } = lhr;
  const value = (name) => audits[name]?.numericValue ?? null;
  const mainThread = Object.fromEntries(Object.keys(MAIN_THREAD_GROUPS).map((group) => [group, 0]));
  for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
    mainThread[item.group] = (mainThread[item.group] ?? 0) + item.duration;
  }
  return {
    performance:
      categories.performance?.score == null ? null : Math.round(categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
    mainThreadTotal: value('mainthread-work-breakdown'),
    mainThread,
    // bootup-time lists the scripts whose main-thread time is at least 50 ms (under the CPU slowdown).
    scripts: (audits['bootup-time']?.details?.items ?? []).map((item) => ({
      url: item.url,
      scripting: item.scripting,
      parseCompile: item.scriptParseCompile,
      total: item.total,
    })),
    // The TBT's long tasks by what they ran (tbt-sources.mjs).
    tbtBySource: blockingBySource(audits['long-tasks']?.details?.items ?? [], {
      fcp: value('first-contentful-paint'),
      tti: value('interactive'),
      pageUrl: lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl,
    }),
    benchmarkIndex: environment?.benchmarkIndex ?? null,
    userAgent: environment?.hostUserAgent ?? null,
    settings: {
      formFactor: configSettings.formFactor,
      throttlingMethod: configSettings.throttlingMethod,
      cpuSlowdownMultiplier: configSettings.throttling?.cpuSlowdownMultiplier,
    },
  };
}

const FLAGS = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };

// The default mobile profile, with another CPU slowdown only when one is asked for.
const configFor = (cpuSlowdown) =>
  cpuSlowdown === 4
    ? undefined
    : { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } };

/**
 * One Lighthouse gathering of `url` (its mobile profile, simulated throttling) in a temporary folder, handed to
 * `use({ dir, artifacts, slowdown })` with the CPU slowdown the run's own benchmark index calls for to stand for
 * `targetIndex` (the trace is recorded unthrottled: the slowdown only scales its tasks in Lighthouse's simulation).
 * The saved settings carry that slowdown (in `artifacts`, and in the folder's artifacts.json for an audit). The
 * folder is removed once `use` has settled.
 */
export async function withGatheredRun(url, port, targetIndex, use) {
  const dir = mkdtempSync(join(tmpdir(), 'perf-lighthouse-'));
  try {
    await lighthouse(url, { ...FLAGS, port, gatherMode: dir });
    const file = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8'));
    const slowdown = slowdownFor(artifacts.BenchmarkIndex, targetIndex);
    // Lighthouse audits only with the settings it gathered with. Under simulated throttling the gathering did not
    // use the slowdown, so the saved settings take the run's own.
    if (artifacts.settings.throttlingMethod !== 'simulate')
      throw new Error('a target index needs simulated throttling');
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    writeFileSync(file, JSON.stringify(artifacts));
    return await use({ dir, artifacts, slowdown });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run. At a fixed slowdown, gathered and audited at once. For a target benchmark index, gathered
 * first, then audited from the saved artifacts at the slowdown that the run's own benchmark index calls for.
 */
async function lighthouseRun(url, port, cpu) {
  if (!cpu.targetIndex) return lighthouse(url, { ...FLAGS, port }, configFor(cpu.slowdown));
  return withGatheredRun(url, port, cpu.targetIndex, ({ dir, slowdown }) =>
    lighthouse(url, { ...FLAGS, port, auditMode: dir }, configFor(slowdown)),
  );
}

async function audit(url, port, reportDir, cpu) {
  const result = await lighthouseRun(url, port, cpu);
  if (reportDir) {
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home';
    writeFileSync(join(reportDir, `${new URL(url).port}${name}.${Date.now()}.json`), result.report);
  }
  const { runtimeError, runWarnings } = result.lhr;
  if (runtimeError) console.error(`  ${url}: ${runtimeError.code} ${runtimeError.message}`);
  for (const warning of runWarnings ?? []) console.error(`  ${url}: ${warning}`);
  return { failed: Boolean(runtimeError), figures: figures(result.lhr) };
}

/**
 * Lighthouse's figures for `url` in the Chromium listening on `port`; PERF_REPORT_DIR-style `reportDir` keeps the
 * whole report; `cpu` is a fixed `{ slowdown }` or a `{ targetIndex }` to stand for (cpu-slowdown.mjs). Lighthouse
 * sometimes fails to record the first trace of a browser (NO_NAVSTART): measured again, twice at most.
 */
export async function runLighthouse(url, port, reportDir, cpu = { slowdown: 4 }) {
  let result = await audit(url, port, reportDir, cpu);
  for (let retry = 0; retry < 2 && result.failed; retry += 1) result = await audit(url, port, reportDir, cpu);
  return { ...result.figures, failed: result.failed };
}
