// The built sites the perf scripts measure (perf:web, perf:trace): the gateway of a build
// (services/gateway/dist/server.js) started on its own port with a fresh data folder, ready once its catalog is
// seeded; the build of another commit, made once in a temporary git worktree and kept for the next run; and the
// loop that measures their pages in turn.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function waitFor(check, what, timeoutMs) {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 1000));
  }
}

function run(command, args, cwd, env = process.env) {
  return new Promise((done, fail) => {
    // Their output goes to stderr: stdout carries only the figures.
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', process.stderr, process.stderr] });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}`)),
    );
  });
}

function git(root, ...args) {
  return new Promise((done, fail) => {
    const child = spawn('git', ['-C', root, ...args], { stdio: ['ignore', 'pipe', process.stderr] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done(out.trim()) : fail(new Error(`git ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The commit a name (HEAD~3, a branch, a short hash) stands for, and its one-line subject. */
export async function describeCommit(root, name) {
  const sha = await git(root, 'rev-parse', '--verify', `${name}^{commit}`);
  const subject = await git(root, 'log', '-1', '--format=%s', sha);
  return { sha, short: sha.slice(0, 7), subject };
}

/** Whether the work tree differs from its HEAD (the measured build may then carry uncommitted changes). */
export async function isDirty(root) {
  return (await git(root, 'status', '--porcelain', '--untracked-files=no')) !== '';
}

/**
 * Builds `sha` in a git worktree under the system's temporary folder (npm ci, npm run build), once: a second run
 * finds the finished build (marked by a file) and reuses it. Returns the worktree's folder.
 */
export async function buildCommit(root, sha) {
  const dir = join(tmpdir(), `manzil-perf-build-${sha.slice(0, 12)}`);
  const done = join(dir, '.perf-build-done');
  if (existsSync(done)) {
    console.error(`perf: reusing the build of ${sha.slice(0, 7)} in ${dir}`);
    return dir;
  }
  // A build that stopped halfway is started again from a clean checkout.
  if (existsSync(dir)) {
    await git(root, 'worktree', 'remove', '--force', dir).catch(() =>
      rmSync(dir, { recursive: true, force: true }),
    );
  }
  await git(root, 'worktree', 'prune');
  console.error(`perf: building ${sha.slice(0, 7)} in ${dir} (npm ci, npm run build; once, then reused)`);
  await git(root, 'worktree', 'add', '--detach', dir, sha);
  // No browser download: the measurements use Debian's Chromium.
  const env = { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  const install = existsSync(join(dir, 'package-lock.json')) ? 'ci' : 'install';
  await run('npm', [install, '--no-audit', '--no-fund'], dir, env);
  await run('npm', ['run', 'build'], dir, env);
  writeFileSync(done, `${new Date().toISOString()}\n`);
  return dir;
}

/**
 * Starts the built gateway of the tree at `root` on `port` with `dataDir` (a fresh temporary folder when not
 * given, removed at stop), and waits for its health answer.
 */
export async function startGateway({ root, port, dataDir }) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'manzil-perf-'));
  const child = spawn(process.execPath, [join(root, 'services', 'gateway', 'dist', 'server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`perf: the gateway on ${port} stopped (${signal ?? `exit code ${code}`})`);
  });
  const stop = () => {
    stopping = true;
    child.kill('SIGTERM');
    child.kill('SIGCONT'); // a paused gateway handles the SIGTERM once it runs again
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  };
  // While another build is measured, this one is paused: its own timers (the outbox relays' polls, the digest
  // rounds) would otherwise take CPU from the page being measured on a 2-core machine.
  const pause = () => child.kill('SIGSTOP');
  const resume = () => child.kill('SIGCONT');
  try {
    await waitFor(
      async () => (await fetch(`${baseUrl}/api/health`)).ok,
      `the gateway start on ${port}`,
      240_000,
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop, pause, resume };
}

/**
 * Waits until the site at `baseUrl` answers a search with a listing and reports itself healthy (the seed has
 * finished: measuring during the seeding's photo generation would time its CPU work as the page's). Returns the
 * id of the newest listing, the one whose page is measured.
 */
export async function waitUntilSeeded(baseUrl) {
  let listingId;
  await waitFor(
    async () => {
      const body = await (await fetch(`${baseUrl}/api/properties/search?limit=1&sortBy=newest`)).json();
      listingId = body.properties?.[0]?.id;
      return Boolean(listingId);
    },
    `the seeded catalog of ${baseUrl}`,
    240_000,
  );
  await waitFor(
    async () => (await (await fetch(`${baseUrl}/api/health`)).json()).status === 'ok',
    `the end of seeding on ${baseUrl}`,
    300_000,
  );
  return listingId;
}

// A commit's subject cut at a word, for a report's header.
function shorten(text, length = 70) {
  return text.length <= length ? text : `${text.slice(0, text.lastIndexOf(' ', length))}…`;
}

/** The address of a measured page (home, properties, listing) in a language; Arabic pages take the /ar prefix. */
function pathOf(page, lang, listingId) {
  const path = { home: '/', properties: '/properties', listing: `/property/${listingId}` }[page];
  if (lang === 'en') return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}

/** The pages (PERF_PAGES: home, properties, listing) and languages (PERF_LANGS: en, ar) to measure; all by default. */
export function pagesAndLangs(env) {
  const only = (name, value) => !env[name] || env[name].split(',').includes(value);
  return {
    pages: ['home', 'properties', 'listing'].filter((page) => only('PERF_PAGES', page)),
    langs: ['en', 'ar'].filter((lang) => only('PERF_LANGS', lang)),
  };
}

/**
 * The builds a perf script measures, started and seeded: `before` (env.PERF_COMPARE: that commit, built in a
 * worktree and served on PERF_COMPARE_PORT, default `port` + 1) when asked, then `after`: this tree's build on
 * `port` (with env.DATA_DIR when set), or the running site at env.PERF_BASE_URL. Each build has its id, label,
 * commit, baseUrl and listingId; `stops` receives each gateway's stop.
 */
export async function startBuilds({ root, env, port, stops }) {
  const builds = [];
  if (env.PERF_COMPARE) {
    const commit = await describeCommit(root, env.PERF_COMPARE);
    const dir = await buildCommit(root, commit.sha);
    const comparePort = Number(env.PERF_COMPARE_PORT ?? port + 1);
    builds.push({
      id: 'before',
      label: `${env.PERF_COMPARE} = ${commit.short} "${shorten(commit.subject)}"`,
      commit: commit.sha,
      start: () => startGateway({ root: dir, port: comparePort }),
    });
  }
  const head = await describeCommit(root, 'HEAD');
  builds.push({
    id: 'after',
    label: env.PERF_BASE_URL
      ? 'the running site (PERF_BASE_URL)'
      : `this tree, ${head.short}${(await isDirty(root)) ? ' with uncommitted changes' : ''} "${shorten(head.subject, 60)}"`,
    commit: env.PERF_BASE_URL ? null : head.sha,
    start: async () =>
      env.PERF_BASE_URL
        ? { baseUrl: env.PERF_BASE_URL.replace(/\/$/, ''), stop: () => {} }
        : startGateway({ root, port, dataDir: env.DATA_DIR }),
  });
  await Promise.all(
    builds.map(async (build) => {
      const gateway = await build.start();
      stops.push(gateway.stop);
      build.gateway = gateway;
      build.baseUrl = gateway.baseUrl;
      build.listingId = await waitUntilSeeded(gateway.baseUrl);
      build.label += ` on ${build.baseUrl}`;
      console.error(`perf: ${build.id} ready on ${build.baseUrl} (listing ${build.listingId})`);
    }),
  );
  return builds;
}

/**
 * Serves the builds a perf script measures (startBuilds) and runs `use(builds, atEnd)`; `atEnd(close)` registers
 * what the script opened (a browser) to be closed before the gateways stop. All is closed and stopped, however
 * `use` ends.
 */
export async function withBuilds({ root, env, port }, use) {
  const stops = [];
  const closes = [];
  try {
    const builds = await startBuilds({ root, env, port, stops });
    return await use(builds, (close) => closes.push(close));
  } finally {
    for (const close of closes) await close();
    for (const stop of stops) await stop();
  }
}

/**
 * Runs `use()` with every build but `build` paused (builds whose gateway this script started), so that only the
 * measured build's server runs beside the browser; the others run again afterwards, however `use` ends.
 */
export async function alone(builds, build, use) {
  const others = builds.filter((other) => other !== build && other.gateway?.pause);
  for (const other of others) other.gateway.pause();
  try {
    return await use();
  } finally {
    for (const other of others) other.gateway.resume();
  }
}

/**
 * Measures each page and language of every build in turn, run after run (before, after, before, after...), so
 * that the machine's noise falls on all of them; while one build is measured the others' gateways are paused
 * (`alone`). Each build's record starts as `{ url, ...start() }` (a first visit warms the server's caches, as a
 * returning crawler or visitor would find them); `measure(record, { page, lang, build, run })` adds one run's
 * figures to it. Returns `[{ page, lang, builds: { [build.id]: record } }]`.
 */
export async function measureInTurn({ builds, pages, langs, runs, start, measure }) {
  const figures = [];
  for (const page of pages) {
    for (const lang of langs) {
      const entry = { page, lang, builds: {} };
      for (const build of builds) {
        const url = `${build.baseUrl}${pathOf(page, lang, build.listingId)}`;
        entry.builds[build.id] = { url, ...start() };
        await fetch(url);
      }
      for (let run = 1; run <= runs; run += 1) {
        for (const build of builds) {
          await alone(builds, build, () => measure(entry.builds[build.id], { page, lang, build, run }));
        }
      }
      figures.push(entry);
    }
  }
  return figures;
}
