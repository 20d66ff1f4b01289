// The whole site as separate processes for the browser journeys (`E2E_MODE=distributed`): `npm run
// start:distributed` against the machine's PostgreSQL and NATS JetStream, on a clean slate every run: the
// databases `manzil_e2e_<port>*` are dropped and the run's own NATS stream (NATS_NAMESPACE e2e-<port>) deleted
// first, so a run never sees a previous run's listings or events, and two runs on different ports stay apart.
import { resolve } from 'node:path';
import { connect } from 'nats';
import pg from 'pg';

const port = process.env.PORT ?? '3100';
const prefix = `manzil_e2e_${port}`;
const databaseUrl = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const namespace = `e2e-${port}`;

async function dropDatabases() {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $1 || '\\_%'",
      [prefix],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function deleteStream() {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(`MANZIL_EVENTS_${namespace.toUpperCase().replaceAll('-', '_')}`).catch(() => {});
  } finally {
    await nc.close();
  }
}

await dropDatabases();
await deleteStream();
const site = new URL(databaseUrl);
site.pathname = `/${prefix}`;
process.env.DATABASE_URL = site.toString();
process.env.NATS_URL = natsUrl;
process.env.NATS_NAMESPACE = namespace;
process.argv.push('--no-build');
await import(resolve(import.meta.dirname, '..', '..', 'scripts', 'start-distributed.mjs'));
