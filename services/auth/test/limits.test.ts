import { LOGIN_LIMITS } from '@manzil/contracts';
import type { TestApp } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, bearer, buildAuthApp, login, testClock } from './helpers.ts';

const clock = testClock();
let built: TestApp;
beforeAll(async () => {
  built = await buildAuthApp({ now: clock.now });
});
afterAll(async () => {
  await built?.close();
});

const WINDOW_MS = LOGIN_LIMITS.windowSeconds * 1000;
const wrong = (username: string, i = 0) => ({ username, password: `wrong-password-${i}` });
const loginFrom = (body: unknown, ip: string, headers: Record<string, string> = {}) =>
  login(built.app, body, headers, ip);
/** Starts each test with an empty window. */
const nextWindow = () => clock.advance(WINDOW_MS + 1000);

describe('login limits', () => {
  it('do not lock the owner out: ten wrong passwords for admin from anywhere, then the right one from a clean client signs in', async () => {
    nextWindow();
    for (let i = 0; i < 12; i++) {
      const response = await loginFrom(wrong('admin', i), `198.51.100.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const owner = await loginFrom(ADMIN, '198.51.100.200');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toBeTruthy();
  });

  it('refuse a client after 5 failures on one account, even with the right password; the owner elsewhere is not affected', async () => {
    nextWindow();
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerPair; i++) {
      expect((await loginFrom(wrong('admin', i), '203.0.113.40')).statusCode).toBe(401);
    }
    const refused = await loginFrom(ADMIN, '203.0.113.40');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect(refused.json().message).toMatch(/try again in 15 minutes/);
    expect((await loginFrom(ADMIN, '203.0.113.41')).statusCode).toBe(200);

    clock.advance(retryAfter * 1000);
    expect((await loginFrom(ADMIN, '203.0.113.40')).statusCode).toBe(200);
  });

  it('refuse a client that fails 10 times whatever usernames it tries; another client still signs in', async () => {
    nextWindow();
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerClient; i++) {
      expect((await loginFrom(wrong(`user${i}`), '203.0.113.50')).statusCode).toBe(401);
    }
    const locked = await loginFrom(ADMIN, '203.0.113.50');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom(ADMIN, '203.0.113.51')).statusCode).toBe(200);
  });

  it('treat an unknown username exactly like a known one', async () => {
    nextWindow();
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerPair; i++) {
      expect((await loginFrom(wrong('ghost', i), '192.0.2.9')).statusCode).toBe(401);
    }
    const refused = await loginFrom(wrong('ghost'), '192.0.2.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('make a client that failed on an account under attack wait growing delays, and alert in the log and the overview', async () => {
    nextWindow();
    const warn = vi.spyOn(built.ctx.log, 'warn');
    const threshold = LOGIN_LIMITS.accountAttackThreshold;
    for (let i = 0; i < threshold; i++) {
      expect((await loginFrom(wrong('admin', i), `198.18.0.${i + 1}`)).statusCode).toBe(401);
    }
    const alert = warn.mock.calls.find(([fields]) => (fields as { alert?: string })?.alert);
    expect(alert?.[0]).toMatchObject({
      alert: 'login_account_under_attack',
      username: 'admin',
      clients: threshold,
    });
    expect(String(alert?.[1])).toMatch(/under a password-guessing attack/);
    warn.mockRestore();

    // 198.18.0.1 failed on admin: it now waits 2 s after its last failure there, then 4 s, 8 s...
    const delayed = await loginFrom(ADMIN, '198.18.0.1');
    expect(delayed.statusCode).toBe(429);
    expect(Number(delayed.headers['retry-after'])).toBe(LOGIN_LIMITS.accountDelayBaseSeconds);
    expect(delayed.json().message).toMatch(/wait 2 seconds before trying again from this device/);
    clock.advance(2000);
    expect((await loginFrom(wrong('admin', 99), '198.18.0.1')).statusCode).toBe(401);
    const longer = await loginFrom(ADMIN, '198.18.0.1');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(LOGIN_LIMITS.accountDelayBaseSeconds * 2);

    // Meanwhile the owner, from a client that has not failed, signs in at once and sees the alert.
    const fromClean = await loginFrom(ADMIN, '198.18.1.1');
    expect(fromClean.statusCode).toBe(200);
    const alerts = await built.app.inject({
      url: '/api/admin/auth/alerts',
      headers: bearer(fromClean.json().token),
    });
    expect(alerts.statusCode).toBe(200);
    expect(alerts.json().accounts).toEqual([
      expect.objectContaining({
        username: 'admin',
        knownAccount: true,
        failures: threshold + 1,
        clients: threshold,
      }),
    ]);
    expect((await built.app.inject({ url: '/api/admin/auth/alerts' })).statusCode).toBe(401);

    clock.advance(4000);
    expect((await loginFrom(ADMIN, '198.18.0.1')).statusCode).toBe(200);
  });

  it('count an IPv6 client by its /64: new addresses in the same network do not get new tries', async () => {
    nextWindow();
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerClient; i++) {
      const address = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await loginFrom(wrong(`v6user${i}`), address)).statusCode).toBe(401);
    }
    expect((await loginFrom(ADMIN, '2001:db8:1:2:ffff:ffff:ffff:1')).statusCode).toBe(429);
    expect((await loginFrom(ADMIN, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('ignore X-Forwarded-For from a caller that is not a trusted proxy: a spoofed burst is one client', async () => {
    nextWindow();
    const answers = [];
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerClient + 3; i++) {
      answers.push(
        await loginFrom(wrong(`spoof${i}`), '127.0.0.1', { 'x-forwarded-for': `203.0.113.${100 + i}` }),
      );
    }
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.slice(0, LOGIN_LIMITS.maxFailuresPerClient)).toEqual(
      Array(LOGIN_LIMITS.maxFailuresPerClient).fill(401),
    );
    expect(statuses.slice(LOGIN_LIMITS.maxFailuresPerClient)).toEqual([429, 429, 429]);
  });

  it('do not count failures older than 15 minutes', async () => {
    nextWindow();
    for (let i = 0; i < 9; i++) await loginFrom(wrong('admin', i), '198.18.2.1');
    clock.advance(WINDOW_MS + 1000);
    for (let i = 0; i < 4; i++) await loginFrom(wrong('admin', i), '198.18.2.1');
    expect((await loginFrom(ADMIN, '198.18.2.1')).statusCode).toBe(200);
  });
});
