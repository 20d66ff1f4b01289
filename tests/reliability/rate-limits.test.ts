import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BackendServiceName, type ContactEnquiryPage, LOGIN_LIMITS, SERVICES } from '@manzil/contracts';
import { buildService, type ServiceApp } from '@manzil/service-kit';
import { buildTestApp, signTestAdminToken, type TestApp } from '@manzil/test-utils';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import authService from '../../services/auth/src/app.ts';
import contactService from '../../services/contact/src/app.ts';
import { DEFAULT_RATE_LIMIT } from '../../services/contact/src/routes/enquiries.ts';
import gatewayApp from '../../services/gateway/src/app.ts';
import { databaseUrl, natsUrl, percentile, report, SKIP_REASON, serversGiven } from './helpers/harness.ts';

// Bursts on the two public write paths with per-client limits, on real PostgreSQL and NATS: the limits answer
// 429 with Retry-After, every accepted enquiry is stored, and the service keeps answering other requests quickly.
// A made-up X-Forwarded-For does not make a caller a new client (only TRUSTED_PROXIES and, for a service, the
// gateway are believed), and a guessing burst on the admin account does not lock its owner out (issue 22).
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

  describe('POST /api/contact through the distributed gateway, with made-up X-Forwarded-For values', () => {
    let contact: ServiceApp;
    let gateway: TestApp;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'manzil-reliability-'));
      // The contact service in its own process, as start:distributed and docker compose run it.
      contact = await buildService('contact', contactService as never, {
        ...(await env('contact')),
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
      });
      const address = await contact.app.listen({ port: 0, host: '127.0.0.1' });
      // Behind a load balancer at 10.0.0.2: the gateway believes its X-Forwarded-For, nobody else's.
      const urls: Record<string, string> = { GATEWAY_MODE: 'distributed', TRUSTED_PROXIES: '10.0.0.2' };
      for (const name of Object.keys(SERVICES) as BackendServiceName[]) {
        urls[`${name.toUpperCase()}_SERVICE_URL`] = address;
      }
      gateway = await buildTestApp(async (app, { ctx }) => app.register(gatewayApp, { ctx }), { env: urls });
    });
    afterAll(async () => {
      await gateway?.close();
      await contact?.app.close();
      await contact?.ctx.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('one visitor naming a new client on every request still gets one quota; another visitor its own', async () => {
      const enquiry = (i: number, visitor: string, forwardedFor?: string) =>
        gateway.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: visitor,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
          payload: {
            firstName: 'Spoof',
            lastName: `Visitor ${i}`,
            email: `spoof.${i}@example.ae`,
            subject: 'buying',
            message: `Enquiry number ${i} about a three-bedroom villa on Yas Island.`,
          },
        });
      const attempts = 30;
      const answers = await Promise.all(
        Array.from({ length: attempts }, (_, i) =>
          enquiry(i, '198.51.100.77', `203.0.113.${i + 1}, 10.0.0.${i + 1}`),
        ),
      );
      const accepted = answers.filter((a) => a.statusCode === 201);
      const limited = answers.filter((a) => a.statusCode === 429);
      expect(accepted).toHaveLength(DEFAULT_RATE_LIMIT.max);
      expect(limited).toHaveLength(attempts - DEFAULT_RATE_LIMIT.max);
      for (const answer of limited) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      // The service counts the visitor the gateway saw: another one is not affected.
      expect((await enquiry(99, '198.51.100.78')).statusCode).toBe(201);
      // Through the trusted load balancer each visitor has its own quota: one does not trip it for everyone.
      const viaBalancer = await Promise.all(
        Array.from({ length: DEFAULT_RATE_LIMIT.max + 3 }, (_, i) =>
          enquiry(100 + i, '10.0.0.2', `198.18.7.${i + 1}`),
        ),
      );
      expect(viaBalancer.map((a) => a.statusCode)).toEqual(Array(DEFAULT_RATE_LIMIT.max + 3).fill(201));
      report(
        `spoofed contact burst through the gateway: ${attempts} enquiries from one visitor with ${attempts} made-up ` +
          `X-Forwarded-For values: ${accepted.length} stored (201), ${limited.length} limited (429); ` +
          `${viaBalancer.length} visitors through the trusted load balancer all stored`,
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

    it('a guessing burst on the admin account from many clients never locks the owner out; the guessers wait', async () => {
      const attempts = 30;
      const started = performance.now();
      const burst = Promise.all(
        Array.from({ length: attempts }, (_, i) => login('admin', `wrong-${i}`, `203.0.113.${i + 1}`)),
      );
      const health = await healthLatencyDuring(auth.app, burst);
      const answers = await burst;
      const elapsed = performance.now() - started;
      // Each guesser's first try is judged on its own: no account lock, so every one is a plain 401.
      expect(answers.map((a) => a.statusCode)).toEqual(Array(attempts).fill(401));

      // The owner, from a client that has not failed, signs in at once (before issue 22: 429 for 15 minutes).
      const owner = await login('admin', password, '198.51.100.250');
      expect(owner.statusCode).toBe(200);

      // A guesser trying again waits a delay that grew with the attack (2 s doubled per failure past 10).
      const again = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login('admin', password, `203.0.113.${i + 1}`)),
      );
      for (const answer of again) {
        expect(answer.statusCode).toBe(429);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(
          LOGIN_LIMITS.accountDelayBaseSeconds,
        );
      }

      // The overview's alert names the account.
      const alerts = await auth.app.inject({
        url: '/api/admin/auth/alerts',
        headers: { authorization: `Bearer ${owner.json().token}` },
      });
      expect(alerts.statusCode).toBe(200);
      expect(alerts.json().accounts[0]).toMatchObject({
        username: 'admin',
        knownAccount: true,
        failures: attempts,
        clients: attempts,
      });

      report(
        `login burst: ${attempts} wrong passwords for one account from ${attempts} clients in ${Math.round(elapsed)} ms, ` +
          `all answered 401; the owner then signed in from a clean client (200); the guessers retrying got 429 ` +
          `(Retry-After ${again[0]?.headers['retry-after']} s); /healthz during the burst p50 ` +
          `${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms`,
      );
    });

    it('a guessing burst from one client on one account is cut at the per-pair limit', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login('editor', `wrong-${i}`, '192.0.2.150')),
      );
      const refused = answers.filter((a) => a.statusCode === 401);
      const limited = answers.filter((a) => a.statusCode === 429);
      expect(refused.length + limited.length).toBe(20);
      expect(refused.length).toBeLessThanOrEqual(LOGIN_LIMITS.maxFailuresPerPair);
      for (const answer of limited) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('a burst with a made-up X-Forwarded-For on every request is one client: cut at the per-client limit', async () => {
      const attempts = 25;
      const answers = await Promise.all(
        Array.from({ length: attempts }, (_, i) =>
          auth.app.inject({
            method: 'POST',
            url: '/api/admin/auth/login',
            // A private address: before issue 22 its header was believed, so each request was a new client.
            remoteAddress: '10.20.30.40',
            headers: { 'x-forwarded-for': `198.18.${i % 250}.${(i * 7) % 250}` },
            payload: { username: `spoof-${i}`, password: 'whatever-it-is' },
          }),
        ),
      );
      const refused = answers.filter((a) => a.statusCode === 401);
      const limited = answers.filter((a) => a.statusCode === 429);
      expect(refused.length + limited.length).toBe(attempts);
      expect(refused.length).toBeLessThanOrEqual(LOGIN_LIMITS.maxFailuresPerClient);
      expect(limited.length).toBeGreaterThanOrEqual(attempts - LOGIN_LIMITS.maxFailuresPerClient);
      report(
        `spoofed login burst: ${attempts} attempts from one peer with ${attempts} made-up X-Forwarded-For values: ` +
          `${refused.length} answered 401, ${limited.length} limited (429)`,
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
