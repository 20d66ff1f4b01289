// npm run bench:search:scale: one search process against two, in distributed mode (`npm run start:distributed`:
// every service its own process, this machine's PostgreSQL and NATS JetStream, each search process with its own
// in-process index unless MEILI_URL is set), with the demo catalog grown to 50,000 listings. For each number of
// search processes it runs the search-only mix (filters, location text, suggestions, related listings: what the
// search processes answer) at rising arrival rates (an open model: one request every 1/rate s) and prints where each setting saturates: the first rate whose
// p95 passes 25 ms, that drops requests (served under 95% of the rate) or answers errors.
//
//   DATABASE_URL (postgresql://postgres@127.0.0.1:5432/manzil_bench_scale)  NATS_URL (nats://127.0.0.1:4222)
//   BENCH_PORT (3302)  BENCH_LISTINGS (50000)  BENCH_RATES (100,200,300,400,600,800)  BENCH_STEP_DURATION s (15)
//   BENCH_REPLICAS (1,2)
// Needs `npm run build`. Its databases (manzil_bench_scale_*) and NATS stream are its own and removed at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ADMIN_PASSWORD, json, machine, openLoad, printTable, root, sleep, waitFor } from './lib.mjs';
import { growCatalog, requestMix } from './search-mix.mjs';

const baseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/manzil_bench_scale';
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const port = Number(process.env.BENCH_PORT ?? 3302);
const listings = Number(process.env.BENCH_LISTINGS ?? 50_000);
const rates = (process.env.BENCH_RATES ?? '100,200,300,400,600,800').split(',').map(Number);
const stepS = Number(process.env.BENCH_STEP_DURATION ?? 15);
const replicaSettings = (process.env.BENCH_REPLICAS ?? '1,2').split(',').map(Number);
const namespace = 'bench-scale';
const P95_LIMIT_MS = 25;

const databaseName = decodeURIComponent(new URL(baseUrl).pathname.slice(1));
const adminUrl = Object.assign(new URL(baseUrl), { pathname: '/postgres' }).toString();

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops this benchmark's databases (the base one and each service's `<base>_<service>`). */
async function dropDatabases() {
  await withClient(adminUrl, async (client) => {
    const { rows } = await client.query(
      'SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2',
      [databaseName, `${databaseName}\\_%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

/** Deletes this benchmark's NATS stream, so each run starts from no events. */
async function deleteStream() {
  const { connect } = await import('nats');
  const nc = await connect({ servers: natsUrl });
  try {
    const manager = await nc.jetstreamManager();
    await manager.streams
      .delete(`MANZIL_EVENTS_${namespace.toUpperCase().replaceAll('-', '_')}`)
      .catch(() => {});
  } finally {
    await nc.close();
  }
}

/** `npm run start:distributed` with `replicas` search processes; resolves once the site answers. */
async function startSite(dataDir, replicas) {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start-distributed.mjs'), '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: baseUrl,
      NATS_URL: natsUrl,
      NATS_NAMESPACE: namespace,
      PORT: String(port),
      SEARCH_REPLICAS: String(replicas),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', done));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the site stopped while starting:\n${output}`);
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3_000) }).catch(() => null);
      return response?.ok;
    },
    { timeoutMs: 900_000, everyMs: 500, what: 'the distributed site' },
  );
  return {
    url,
    startedInMs: Date.now() - started,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(30_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

console.log(`machine: ${machine()}`);
const dataDir = mkdtempSync(join(tmpdir(), 'manzil-bench-scale-'));
let site;
const summary = [];
try {
  await dropDatabases();
  await deleteStream();
  console.log('first start: seeds the demo catalog into PostgreSQL...');
  site = await startSite(dataDir, 1);
  await site.stop();
  site = undefined;
  console.log(`growing the catalog to ${listings} listings...`);
  const added = await withClient(baseUrl.replace(/\/([^/]+)$/, `/$1_catalog`), (client) =>
    growCatalog(client, listings),
  );
  console.log(`    ${added} listings added`);

  for (const replicas of replicaSettings) {
    // Each setting starts from empty indexes, rebuilt from the catalog.
    rmSync(join(dataDir, 'index'), { recursive: true, force: true });
    console.log(`\n${replicas} search process(es): starting...`);
    site = await startSite(dataDir, replicas);
    const { url } = site;
    await waitFor(async () => (await json(`${url}/api/properties/search?limit=1`)).total >= listings, {
      timeoutMs: 600_000,
      everyMs: 1_000,
      what: 'every listing in the index',
    });
    console.log(`    ready in ${(site.startedInMs / 1000).toFixed(1)} s`);
    const mix = await requestMix(url, { searchOnly: true });
    await openLoad({ url, name: 'warm-up', paths: mix.next, durationS: 5, rate: 100 });
    const rows = [];
    let saturatedAt = null;
    for (const rate of rates) {
      const row = await openLoad({
        url,
        name: `${replicas} search process(es)`,
        paths: mix.next,
        durationS: stepS,
        rate,
      });
      rows.push(row);
      const saturated = row.p95 > P95_LIMIT_MS || row.errors > 0 || row.reqPerSec < rate * 0.95;
      if (saturated && saturatedAt === null) saturatedAt = rate;
      if (saturated && row.p95 > 10 * P95_LIMIT_MS) break; // far past it: the next rates tell nothing more
    }
    printTable(rows);
    console.log(`    mix: ${mix.describe}`);
    summary.push({ replicas, saturatedAt, rows });
    await site.stop();
    site = undefined;
  }

  console.log('\nwhere each setting saturates (p95 over 25 ms, requests dropped or errors):');
  for (const { replicas, saturatedAt } of summary) {
    console.log(
      `  ${replicas} search process(es): ${saturatedAt === null ? `not within ${rates.at(-1)} req/s` : `at ${saturatedAt} req/s`}`,
    );
  }
} finally {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabases().catch((error) => console.error(`could not drop the databases: ${error.message}`));
  await deleteStream().catch(() => {});
}
