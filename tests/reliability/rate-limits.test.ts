import { randomBytes } from 'node:crypto';
import { type ContactEnquiryPage, LOGIN_LIMITS } from '@manzil/contracts';
import { buildTestApp, signTestAdminToken, type TestApp } from '@manzil/test-utils';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import authService from '../../services/auth/src/app.ts';
import contactService from '../../services/contact/src/app.ts';
import { DEFAULT_RATE_LIMIT } from '../../services/contact/src/routes/enquiries.ts';
import { databaseUrl, natsUrl, percentile, report, SKIP_REASON, serversGiven } from './helpers/harness.ts';

// Bursts on the two public write paths with per-client limits, on real PostgreSQL and NATS: the limits answer
// 429 with Retry-After, every accepted enquiry is stored, and the service keeps answering other requests quickly.
const databases: string[] = [];

/** A database of the test's own on the DATABASE_URL server, given to the service as `<SERVICE>_DATABASE_URL`. */
async function env(service: 'contact' | 'auth'): Promise<Record<string, string | undefined>> {
  const name = `manzil_reliability_${service}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`).finally(() => client.end());
  databases.push(name);
  const own = new URL(databaseUrl as string);
  own.pathname = `/${name}`;
  return {
    [`${service.toUpperCase()}_DATABASE_URL`]: own.toString(),
    NATS_URL: natsUrl,
    LOG_LEVEL: 'silent',
  };
}

afterAll(async () => {
  if (!databases.length) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const name of databases.splice(0))
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
});

/** Latencies of `/healthz` sampled every 20 ms while `work` runs. */
async function healthLatencyDuring(app: TestApp['app'], work: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  const sampler = (async () => {
    while (!done) {
      const started = performance.now();
      const answer = await app.inject({ url: '/healthz' });
      expect(answer.statusCode).toBe(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await work.finally(() => {
    done = true;
  });
  await sampler;
  return latencies;
}

describe.skipIf(!serversGiven)('rate limits under a burst', () => {
  describe('POST /api/contact', () => {
    let contact: TestApp;
    beforeAll(async () => {
      contact = await buildTestApp(contactService as never, {
        service: 'contact',
        env: await env('contact'),
      });
    });
    afterAll(() => contact?.close());

    it('each client gets its quota, then 429 with Retry-After; every accepted enquiry is stored', async () => {
      const clients = 20;
      const perClient = DEFAULT_RATE_LIMIT.max + 4;
      const started = performance.now();
      const burst = Promise.all(
        Array.from({ length: clients * perClient }, (_, i) =>
          contact.app.inject({
            method: 'POST',
            url: '/api/contact',
            remoteAddress: `198.51.100.${(i % clients) + 1}`,
            payload: {
              firstName: 'Burst',
              lastName: `Client ${i % clients}`,
              email: `burst.${i}@example.ae`,
              subject: 'buying',
              message: `Enquiry number ${i} about a two-bedroom apartment on Al Reem Island.`,
            },
          }),
        ),
      );
      const health = await healthLatencyDuring(contact.app, burst);
      const answers = await burst;
      const elapsed = performance.now() - started;

      const accepted = answers.filter((a) => a.statusCode === 201);
      const limited = answers.filter((a) => a.statusCode === 429);
      expect(accepted.length + limited.length).toBe(answers.length);
      expect(accepted).toHaveLength(clients * DEFAULT_RATE_LIMIT.max);
      for (const answer of limited) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);

      const token = await signTestAdminToken(contact.ctx);
      const stored = new Set<string>();
      for (let page = 1; ; page++) {
        const list = await contact.app.inject({
          url: `/api/contact?page=${page}&limit=50`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(list.statusCode).toBe(200);
        const rows = list.json<ContactEnquiryPage>().messages;
        for (const row of rows) stored.add(String(row.id));
        if (rows.length < 50) break;
      }
      for (const answer of accepted)
        expect(stored.has(String(answer.json<{ id: string | number }>().id))).toBe(true);

      report(
        `contact burst: ${answers.length} enquiries from ${clients} clients in ${Math.round(elapsed)} ms; ` +
          `${accepted.length} stored (201), ${limited.length} limited (429); /healthz during the burst p50 ` +
          `${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms over ${health.length} samples`,
      );
    });
  });

  describe('POST /api/admin/auth/login', () => {
    let auth: TestApp;
    const password = 'burst-Test-Passw0rd!';
    beforeAll(async () => {
      auth = await buildTestApp(authService as never, {
        service: 'auth',
        env: { ...(await env('auth')), ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: password },
      });
    });
    afterAll(() => auth?.close());

    const login = (username: string, pass: string, ip: string) =>
      auth.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress: ip,
        payload: { username, password: pass },
      });

    it('a guessing burst on one account is cut at its failure limit, from any number of clients', async () => {
      const attempts = 30;
      const started = performance.now();
      const burst = Promise.all(
        Array.from({ length: attempts }, (_, i) => login('admin', `wrong-${i}`, `203.0.113.${i + 1}`)),
      );
      const health = await healthLatencyDuring(auth.app, burst);
      const answers = await burst;
      const elapsed = performance.now() - started;

      const refused = answers.filter((a) => a.statusCode === 401);
      const limited = answers.filter((a) => a.statusCode === 429);
      expect(refused.length + limited.length).toBe(attempts);
      expect(refused.length).toBeLessThanOrEqual(LOGIN_LIMITS.maxFailuresPerAccount);
      expect(limited.length).toBeGreaterThanOrEqual(attempts - LOGIN_LIMITS.maxFailuresPerAccount);
      for (const answer of limited) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      // Locked now, even with the right password, until the window passes.
      expect((await login('admin', password, '203.0.113.200')).statusCode).toBe(429);

      report(
        `login burst: ${attempts} wrong passwords for one account from ${attempts} clients in ${Math.round(elapsed)} ms; ` +
          `${refused.length} answered 401, ${limited.length} limited (429); /healthz during the burst p50 ` +
          `${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms`,
      );
    });

    it('one client trying many usernames is cut at the per-client limit; unknown names count the same', async () => {
      const answers = [];
      for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerClient + 3; i++) {
        answers.push(await login(`nobody-${i}`, 'whatever-it-is', '192.0.2.77'));
      }
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.slice(0, LOGIN_LIMITS.maxFailuresPerClient).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(LOGIN_LIMITS.maxFailuresPerClient).every((s) => s === 429)).toBe(true);
    });
  });
});

if (!serversGiven) {
  describe('rate limits under a burst', () => {
    it.skip(SKIP_REASON, () => {});
  });
}
