import type { TestApp } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildAuthApp, login, testClock } from './helpers.ts';

const clock = testClock();
let built: TestApp;
beforeAll(async () => {
  built = await buildAuthApp({ now: clock.now });
});
afterAll(async () => {
  await built?.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('login limits', () => {
  it('lock an account after 10 failures in 15 minutes, even for the right password, then release it', async () => {
    for (let i = 0; i < 10; i++) {
      clock.advance(1000);
      const response = await login(
        built.app,
        { username: 'admin', password: `wrong-${i}` },
        from(`198.51.100.${i}`),
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(built.app, ADMIN, from('198.51.100.99'));
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.json()).toMatchObject({ error: 'too_many_requests' });
    expect(locked.json().message).toMatch(/try again in 15 minutes/);

    clock.advance(retryAfter * 1000);
    const released = await login(built.app, ADMIN, from('198.51.100.99'));
    expect(released.statusCode).toBe(200);
  });

  it('treat an unknown username exactly like a known one', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await login(
        built.app,
        { username: 'ghost', password: `wrong-${i}` },
        from(`192.0.2.${i}`),
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(built.app, { username: 'ghost', password: 'wrong' }, from('192.0.2.200'));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(16 * 60_000);
  });

  it('lock a client that fails 10 times whatever usernames it tries', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await login(
        built.app,
        { username: `user${i}`, password: 'wrong' },
        from('203.0.113.50'),
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(built.app, ADMIN, from('203.0.113.50'));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // Another client can still sign in to the same account.
    expect((await login(built.app, ADMIN, from('203.0.113.51'))).statusCode).toBe(200);
    clock.advance(16 * 60_000);
  });

  it('do not count failures older than 15 minutes', async () => {
    for (let i = 0; i < 9; i++) {
      await login(built.app, { username: 'admin', password: 'wrong' }, from('198.18.0.1'));
    }
    clock.advance(15 * 60_000 + 1000);
    for (let i = 0; i < 9; i++) {
      await login(built.app, { username: 'admin', password: 'wrong' }, from('198.18.0.2'));
    }
    expect((await login(built.app, ADMIN, from('198.18.0.3'))).statusCode).toBe(200);
  });
});
