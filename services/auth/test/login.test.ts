import { generateKeyPairSync } from 'node:crypto';
import { LOGIN_FAILED_MESSAGE } from '@manzil/contracts';
import { ADMIN_TOKEN, ensureAuthKeyPair } from '@manzil/service-kit';
import type { TestApp } from '@manzil/test-utils';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildAuthApp, login, tokenFor } from './helpers.ts';

let built: TestApp;
beforeAll(async () => {
  built = await buildAuthApp();
});
afterAll(async () => {
  await built?.close();
});

describe('POST /api/admin/auth/login', () => {
  it('answers a token for the first admin from ADMIN_USERNAME/ADMIN_PASSWORD', async () => {
    const response = await login(built.app, ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.username).toBe('admin');
    expect(body.idleTimeoutSeconds).toBe(1800);
    const lifetime = new Date(body.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(12 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600_000);
    const header = JSON.parse(Buffer.from(body.token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('EdDSA');
  });

  it('matches the username case-insensitively', async () => {
    const response = await login(built.app, { username: ' Admin ', password: ADMIN.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown username', async () => {
    const wrong = await login(
      built.app,
      { username: 'admin', password: 'not-the-password' },
      {},
      '203.0.113.1',
    );
    const unknown = await login(
      built.app,
      { username: 'nobody', password: 'not-the-password' },
      {},
      '203.0.113.1',
    );
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: LOGIN_FAILED_MESSAGE });
    }
  });

  it('takes about as long for an unknown username as for a known one (both verify an argon2id hash)', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await login(built.app, { username, password: 'wrong-password' }, {}, '203.0.113.2');
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('admin'));
      unknown.push(await time(`ghost${i}`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1] as number;
    // argon2id with 19 MiB takes tens of milliseconds; a skipped hash would take well under one.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    expect(median(unknown)).toBeGreaterThan(5);
  });

  it('answers 400 naming the missing field', async () => {
    const response = await login(built.app, { password: 'x' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation');
    expect(body.details).toEqual([expect.objectContaining({ location: 'body', field: 'username' })]);
    const empty = await login(built.app, { username: 'admin', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('password');
  });
});

describe('POST /api/admin/auth/verify', () => {
  it('answers 200 for a valid token and 401 without one', async () => {
    const token = await tokenFor(built.app);
    const ok = await built.app.inject({
      method: 'POST',
      url: '/api/admin/auth/verify',
      headers: bearer(token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ valid: true, username: 'admin', idleTimeoutSeconds: 1800 });
    const missing = await built.app.inject({ method: 'POST', url: '/api/admin/auth/verify' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBeTruthy();
  });

  it('rejects a tampered token, another key, another algorithm and another audience', async () => {
    const token = await tokenFor(built.app);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, username: 'root' })).toString('base64url');
    const otherKey = generateKeyPairSync('ed25519').privateKey;
    const { privateKey: realKey } = await ensureAuthKeyPair(built.ctx.config.dataDir);
    const signed = (alg: string, audience: string, key: Parameters<SignJWT['sign']>[0]) =>
      new SignJWT({ username: 'admin' })
        .setProtectedHeader({ alg })
        .setSubject(claims.sub)
        .setJti(claims.jti)
        .setIssuer(ADMIN_TOKEN.issuer)
        .setAudience(audience)
        .setExpirationTime('1h')
        .sign(key);
    const candidates = [
      `${header}.${forgedPayload}.${signature}`,
      await signed('EdDSA', ADMIN_TOKEN.audience, otherKey),
      await signed('EdDSA', 'manzil-public', realKey),
      await signed(
        'HS256',
        ADMIN_TOKEN.audience,
        new TextEncoder().encode('guessable-secret-guessable-secret'),
      ),
      `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`,
    ];
    for (const candidate of candidates) {
      const response = await built.app.inject({
        method: 'POST',
        url: '/api/admin/auth/verify',
        headers: bearer(candidate),
      });
      expect(response.statusCode).toBe(401);
    }
    // Control: the same claims signed properly pass, so each rejection above is about what was changed.
    const control = await built.app.inject({
      method: 'POST',
      url: '/api/admin/auth/verify',
      headers: bearer(await signed('EdDSA', ADMIN_TOKEN.audience, realKey)),
    });
    expect(control.statusCode).toBe(200);
  });
});

describe('POST /api/admin/auth/logout', () => {
  it('revokes the token on the server, for every service sharing the verifier', async () => {
    const token = await tokenFor(built.app);
    const before = await built.app.inject({ url: '/api/admin/probe', headers: bearer(token) });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ username: 'admin' });

    const out = await built.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ loggedOut: true });

    const verify = await built.app.inject({
      method: 'POST',
      url: '/api/admin/auth/verify',
      headers: bearer(token),
    });
    expect(verify.statusCode).toBe(401);
    expect(verify.json().message).toBe('Your session has ended. Please sign in again.');
    const after = await built.app.inject({ url: '/api/admin/probe', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('leaves other sessions of the same admin signed in', async () => {
    const first = await tokenFor(built.app);
    const second = await tokenFor(built.app);
    await built.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(first) });
    const still = await built.app.inject({
      method: 'POST',
      url: '/api/admin/auth/verify',
      headers: bearer(second),
    });
    expect(still.statusCode).toBe(200);
  });
});
