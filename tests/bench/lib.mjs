// Shared helpers of the benchmarks: start the built gateway on a fresh DATA_DIR, run an autocannon load and
// report what callers saw (requests per second and latency percentiles), describe the machine.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

export const root = resolve(import.meta.dirname, '..', '..');
const SERVER = join(root, 'services/gateway/dist/server.js');
export const ADMIN_PASSWORD = 'bench-Admin-Passw0rd!';

export function freshDataDir(label) {
  return mkdtempSync(join(tmpdir(), `manzil-bench-${label}-`));
}

export function removeDataDir(dir) {
  if (!process.env.BENCH_KEEP_DATA) rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts the built gateway (every service embedded) and resolves once `/readyz` answers 200, i.e. the catalog is
 * seeded and loaded and the search index built. `stop()` ends it with SIGTERM and waits for its exit.
 */
export async function startGateway({ port, dataDir, env = {}, readyTimeoutMs = 600_000 }) {
  if (!existsSync(SERVER)) {
    throw new Error(
      `${SERVER} is missing: run \`npm run build\` (or \`npm run build -w services/gateway\`) first.`,
    );
  }
  // BENCH_NODE_ARGS: extra Node.js flags for the gateway, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-Number(process.env.BENCH_OUTPUT_CHARS ?? 20_000));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  while (true) {
    if (gone) throw new Error(`the gateway exited while starting:\n${output}`);
    if (Date.now() - started > readyTimeoutMs) {
      child.kill('SIGTERM');
      throw new Error(`the gateway was not ready within ${readyTimeoutMs / 1000} s:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return {
    url,
    pid: child.pid,
    startedInMs: Date.now() - started,
    /** The process's resident memory now, in MB. */
    rssMb: () => rssMb(child.pid),
    output: () => output,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      const result = await Promise.race([exited, sleep(30_000).then(() => null)]);
      if (!result) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** A process's resident set size in MB (Linux /proc), NaN where it cannot be read. */
export function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(line?.match(/(\d+)/)?.[1]) / 1024);
  } catch {
    return Number.NaN;
  }
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Polls `check` until it answers a truthy value; throws after `timeoutMs`. */
export async function waitFor(check, { timeoutMs = 60_000, everyMs = 20, what = 'condition' } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const value = await check();
    if (value) return value;
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

export async function adminToken(url) {
  const session = await json(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  return session.token;
}

/** The q-th quantile (0..1) of sorted numbers, nearest rank. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * One autocannon run. `paths` is a function giving the next path (a mix) or a fixed path. With `rate` the load
 * is rate limited (requests per second over all connections, latencies corrected for coordinated omission);
 * without it each connection sends its next request as soon as the previous answered (the most it can serve).
 * Answers req/s, p50/p95/p97.5/p99 (ms) and errors; non-2xx answers count as errors.
 */
export async function load({ url, name, paths, rate, durationS = 10, connections = 10 }) {
  const nextPath = typeof paths === 'function' ? paths : () => paths;
  const times = [];
  const instance = autocannon({
    url,
    connections,
    duration: durationS,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: nextPath() }),
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    rate: rate ?? 'max',
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    // autocannon's histogram (corrected for coordinated omission when rate limited) for p50/p97.5/p99; p95 from
    // the raw response times it reported (autocannon's histogram has no p95).
    p50: result.latency.p50,
    p95: quantile(times, 0.95),
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    errors,
  };
}

/**
 * An open-model load at a steady arrival rate, as k6's constant-arrival-rate runs it: one request every 1/rate s
 * whatever the answers take (each on a free keep-alive connection, a new one when all are busy), latency measured
 * from when the request was due, so a slow answer that delays the next sends is counted (no coordinated omission).
 * autocannon's rate option does not do this: each connection sends its share of a second's requests back to back
 * as soon as the second starts, so every second begins with a burst of the whole second's requests (docs/
 * benchmarks.md). Answers the same figures as `load`.
 */
export async function openLoad({
  url,
  name,
  paths,
  rate,
  durationS = 10,
  maxConnections = 512,
  timeoutMs = 10_000,
}) {
  const nextPath = typeof paths === 'function' ? paths : () => paths;
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxConnections });
  const total = Math.round(rate * durationS);
  const gapMs = 1000 / rate;
  const latencies = [];
  let errors = 0;
  let sent = 0;
  let finished = 0;
  const started = performance.now();
  await new Promise((resolve) => {
    const send = (dueAt) => {
      const request = http.get(
        { host: target.hostname, port: target.port, path: nextPath(), agent, timeout: timeoutMs },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode >= 200 && response.statusCode < 300)
              latencies.push(performance.now() - dueAt);
            else errors++;
            if (++finished === total) resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        errors++;
        if (++finished === total) resolve();
      });
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * gapMs <= now) {
        send(started + sent * gapMs);
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * gapMs - performance.now()));
    };
    tick();
  });
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(quantile(latencies, q) * 10) / 10;
  return {
    name,
    rate,
    requests: total,
    reqPerSec: latencies.length / elapsedS,
    p50: at(0.5),
    p95: at(0.95),
    p975: at(0.975),
    p99: at(0.99),
    max: Math.round((latencies.at(-1) ?? Number.NaN) * 10) / 10,
    errors,
  };
}

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : String(value));

export function printTable(rows) {
  const header = [
    'scenario',
    'rate',
    'requests',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p97.5 ms',
    'p99 ms',
    'max ms',
    'errors',
  ];
  const lines = rows.map((r) => [
    r.name,
    String(r.rate),
    String(r.requests),
    fixed(r.reqPerSec, 0),
    fixed(r.p50),
    fixed(r.p95),
    fixed(r.p975),
    fixed(r.p99),
    fixed(r.max),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(format(header));
  console.log(`| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const line of lines) console.log(format(line));
}

export function machine() {
  const cpu = cpus();
  return `${cpu.length} cores (${cpu[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.versions.node}, ${process.platform} ${process.arch}`;
}

/** A small deterministic random generator, so every run sends the same mix. */
export function prng(seed = 42) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Starts the bare Fastify reference route in its own process; answers its URL and a stop function. */
export async function startBareServer() {
  const { fork } = await import('node:child_process');
  const child = fork(join(root, 'tests/bench/bare-server.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((done, fail) => {
    child.once('message', (message) => done(message.port));
    child.once('exit', (code) => fail(new Error(`the bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
