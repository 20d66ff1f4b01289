// A built site to measure: the gateway of a build (services/gateway/dist/server.js) started on its own port with
// a fresh data folder, ready once its catalog is seeded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  };
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
  return { baseUrl, stop };
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
