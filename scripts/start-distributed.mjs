// `npm run start:distributed`: every service as its own process (its own build, dist/server.js), against real
// PostgreSQL and NATS JetStream, with the gateway proxying /api to them: the production shape on one machine.
//   DATABASE_URL  default postgresql://postgres@127.0.0.1:5432/manzil  (each service gets manzil_<service>)
//   NATS_URL      default nats://127.0.0.1:4222
//   MEILI_URL / S3_ENDPOINT as for any service; without them the search service keeps its in-process index and
//   images are files under DATA_DIR (default ./data/distributed, shared by the processes on this machine).
//   PORT          the gateway's port (default 3000); the services use their own ports (README table).
//   SEARCH_REPLICAS  search processes (default 1); the 2nd listens on 4112, the 3rd on 4122..., and the gateway
//                 spreads /api/properties/search and /api/search over them. Without MEILI_URL each keeps its own
//                 in-process index (DATA_DIR/index/search-<n>) and follows every catalog event itself.
// Once everything is up, a service that dies (a crash, an OOM kill) is started again after a growing pause, and
// its process id is kept in DATA_DIR/run/<service>.pid; one that dies over and over stops the whole site.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root, SERVICES } from './workspaces.mjs';

const PORTS = {
  catalog: 4101,
  search: 4102,
  content: 4103,
  contact: 4104,
  auth: 4105,
  ai: 4106,
  media: 4107,
  notifications: 4108,
};
const backends = SERVICES.filter((s) => s !== 'gateway');
const searchReplicas = Number(process.env.SEARCH_REPLICAS ?? 1);
if (!Number.isInteger(searchReplicas) || searchReplicas < 1 || searchReplicas > 8) {
  console.error(`SEARCH_REPLICAS must be a whole number from 1 to 8 (got "${process.env.SEARCH_REPLICAS}").`);
  process.exit(1);
}
/** Every process to run: one per service, and the extra search processes. */
const processes = backends.flatMap((service) =>
  service === 'search' && searchReplicas > 1
    ? Array.from({ length: searchReplicas }, (_, i) => ({
        name: i === 0 ? 'search' : `search-${i + 1}`,
        service,
        port: PORTS.search + 10 * i,
        env: { INSTANCE_NAME: `search-${i + 1}` },
      }))
    : [{ name: service, service, port: PORTS[service], env: {} }],
);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-all.mjs'), '--if-stale'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = resolve(process.env.DATA_DIR ?? join(root, 'data', 'distributed'));
const runDir = join(dataDir, 'run');
// DATA_DIR is owner-only (docs/security.md); the services inherit this umask.
process.umask(0o077);
mkdirSync(runDir, { recursive: true, mode: 0o700 });
const serviceUrls = Object.fromEntries(
  backends.map((s) => [
    `${s.toUpperCase()}_SERVICE_URL`,
    processes
      .filter((p) => p.service === s)
      .map((p) => `http://127.0.0.1:${p.port}`)
      .join(','),
  ]),
);
const shared = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/manzil',
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  HOST: '127.0.0.1',
  ...serviceUrls,
};

/** The base database of DATABASE_URL must exist: each service creates its own `<base>_<service>` from it. */
async function ensureBaseDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name || name === 'postgres') return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    console.error(`Cannot prepare PostgreSQL database "${name}" at ${admin.host}: ${error.message}`);
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
}
await ensureBaseDatabase(shared.DATABASE_URL);

const children = new Map();
let stopping = false;
/** Set once the gateway answers: from then on a service that dies is restarted instead of stopping all. */
let supervising = false;
const CRASH_WINDOW_MS = 60_000;
const MAX_CRASHES_IN_WINDOW = 5;
/** Service name → when it died lately. */
const crashes = new Map();

/** Pause before restarting a service that died `count` times in the window: 1 s, 2 s, 4 s ... at most 15 s. */
const restartDelayMs = (count) => Math.min(1000 * 2 ** (count - 1), 15_000);

function prefixLines(name, stream, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${name.padEnd(8)}| ${line}\n`);
  });
}

function start(name, env, service = name) {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', join(root, 'services', service, 'dist', 'server.js')],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  prefixLines(name, child.stdout.setEncoding('utf8'), process.stdout);
  prefixLines(name, child.stderr.setEncoding('utf8'), process.stderr);
  const pidFile = join(runDir, `${name}.pid`);
  writeFileSync(pidFile, String(child.pid), { mode: 0o600 });
  child.on('exit', (code, signal) => {
    children.delete(name);
    rmSync(pidFile, { force: true });
    if (stopping) return;
    const how = signal ?? `exit ${code}`;
    if (!supervising) {
      console.error(`${name} stopped during start-up (${how}): stopping the others.`);
      return stop(1);
    }
    const now = Date.now();
    const recent = [...(crashes.get(name) ?? []).filter((at) => now - at < CRASH_WINDOW_MS), now];
    crashes.set(name, recent);
    if (recent.length > MAX_CRASHES_IN_WINDOW) {
      console.error(`${name} stopped ${recent.length} times within a minute (${how}): stopping the others.`);
      return stop(1);
    }
    const delay = restartDelayMs(recent.length);
    console.error(`${name} stopped (${how}): starting it again in ${delay / 1000} s.`);
    setTimeout(() => {
      if (!stopping) start(name, env, service);
    }, delay);
  });
  children.set(name, child);
}

async function waitHealthy(name, url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!children.has(name)) throw new Error(`${name} exited during start-up`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  const exit = () => (children.size === 0 ? process.exit(code) : setTimeout(exit, 100));
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code || 1);
  }, 15_000).unref();
  exit();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

try {
  // auth first: it creates the signing key (DATA_DIR/keys) the others verify tokens with.
  start('auth', { ...shared, PORT: String(PORTS.auth) });
  await waitHealthy('auth', `http://127.0.0.1:${PORTS.auth}/healthz`);
  for (const { name, service, port, env } of processes.filter((p) => p.service !== 'auth'))
    start(name, { ...shared, ...env, PORT: String(port) }, service);
  await Promise.all(processes.map(({ name, port }) => waitHealthy(name, `http://127.0.0.1:${port}/healthz`)));
  const gatewayHost = process.env.HOST ?? '127.0.0.1';
  const gatewayPort = process.env.PORT ?? '3000';
  start('gateway', { ...shared, GATEWAY_MODE: 'distributed', HOST: gatewayHost, PORT: gatewayPort });
  const probeHost = ['0.0.0.0', '::'].includes(gatewayHost) ? '127.0.0.1' : gatewayHost;
  await waitHealthy(
    'gateway',
    `http://${probeHost.includes(':') ? `[${probeHost}]` : probeHost}:${gatewayPort}/healthz`,
  );
  supervising = true;
} catch (error) {
  console.error(`Distributed start failed: ${error.message}`);
  stop(1);
}
