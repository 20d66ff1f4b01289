import type { TestApp } from '@manzil/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, buildAuthApp, testClock, tokenFor } from './helpers.ts';

let built: TestApp | undefined;
afterEach(async () => {
  await built?.close();
  built = undefined;
});

const MINUTE = 60_000;

async function verify(app: TestApp['app'], token: string) {
  return app.inject({ method: 'POST', url: '/api/admin/auth/verify', headers: bearer(token) });
}

describe('admin sessions', () => {
  it('end after 30 minutes without an admin request, anywhere on the site', async () => {
    const clock = testClock();
    built = await buildAuthApp({ now: clock.now });
    const token = await tokenFor(built.app);
    clock.advance(29 * MINUTE);
    expect((await built.app.inject({ url: '/api/admin/probe', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    clock.advance(29 * MINUTE); // 58 minutes after login, 29 after the last request: still alive
    expect((await verify(built.app, token)).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    const idle = await verify(built.app, token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe('Your session has ended. Please sign in again.');
    expect((await built.app.inject({ url: '/api/admin/probe', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('end 12 hours after login even when used all along', async () => {
    const clock = testClock();
    built = await buildAuthApp({ now: clock.now });
    const token = await tokenFor(built.app);
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE);
      expect((await verify(built.app, token)).statusCode).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await verify(built.app, token)).statusCode).toBe(401);
  });

  it('carry a token that itself expires after 12 hours', async () => {
    const clock = testClock(Date.now() - 12 * 3600_000 - 10 * MINUTE);
    built = await buildAuthApp({ now: clock.now });
    const token = await tokenFor(built.app); // issued 12 h 10 min ago by the (moved) clock
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(12 * 3600);
    clock.advance(12 * 3600_000 + 10 * MINUTE);
    const response = await verify(built.app, token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('survive a restart on the same data, and so does the admin account', async () => {
    const first = await buildAuthApp();
    try {
      const token = await tokenFor(first.app);
      await first.app.close();
      await first.ctx.close(); // closes the database, keeps DATA_DIR
      // Same DATA_DIR, no ADMIN_PASSWORD this time: the account and the session are still there.
      built = await buildAuthApp({
        env: { DATA_DIR: first.ctx.config.dataDir, ADMIN_PASSWORD: undefined },
        keepDataDir: true,
      });
      expect((await verify(built.app, token)).statusCode).toBe(200);
      expect((await tokenFor(built.app)).length).toBeGreaterThan(20);
    } finally {
      await built?.close();
      built = undefined;
      await first.close();
    }
  });
});
