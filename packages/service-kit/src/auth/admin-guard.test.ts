import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/kit-config.ts';
import { createServer, type KitServer } from '../http/server.ts';
import type { RevocationCheck } from '../ports/tokens.ts';
import { adminGuard } from './admin-guard.ts';
import { ADMIN_TOKEN, createAdminTokenTrust, signAdminToken } from './admin-tokens.ts';

const pair = generateKeyPairSync('ed25519');
const publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }) as string;
const trust = (isRevoked?: RevocationCheck) =>
  createAdminTokenTrust({ auth: { publicKeyPem }, dataDir: '/nonexistent' }, { isRevoked });
const tokens = trust();
const claims = { sub: 'u1', username: 'admin', sid: 's1' };

const INVALID = 'Your session is not valid. Please sign in again.';
const EXPIRED = 'Your session has expired. Please sign in again.';
const REVOKED = 'Your session has ended. Please sign in again.';

let app: KitServer;
afterEach(async () => {
  await app?.close();
});

async function build(guardTokens = tokens) {
  app = createServer(loadConfig('catalog', { NODE_ENV: 'test' }));
  await app.register(adminGuard, { tokens: guardTokens });
  app.get('/api/admin/me', { preHandler: app.requireAdmin }, async (request) => ({ admin: request.admin }));
  app.get('/api/public', async (request) => ({ admin: request.admin }));
  return app;
}

const me = (token: string) =>
  app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });

/** The 401 message a token gets. */
async function refusal(token: string): Promise<string> {
  const response = await me(token);
  expect(response.statusCode).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Bearer');
  expect(response.json().error).toBe('unauthorized');
  return response.json().message;
}

/** A token with every admin claim, to sign as the test needs. */
const adminJwt = () =>
  new SignJWT({ username: 'admin' })
    .setSubject('u1')
    .setJti('s1')
    .setIssuer(ADMIN_TOKEN.issuer)
    .setAudience(ADMIN_TOKEN.audience)
    .setIssuedAt()
    .setExpirationTime('1h');

const eddsa = (jwt: SignJWT, key: KeyObject = pair.privateKey) =>
  jwt.setProtectedHeader({ alg: 'EdDSA' }).sign(key);

describe('requireAdmin', () => {
  it('lets a valid bearer token through and exposes the admin', async () => {
    await build();
    const token = await signAdminToken(pair.privateKey, { ...claims, ttlSeconds: 60 });
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().admin).toMatchObject(claims);
    expect(response.json().admin.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('answers 401 with a message without a token or with a bad one', async () => {
    await build();
    const missing = await app.inject({ url: '/api/admin/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json()).toEqual({
      error: 'unauthorized',
      message: 'Sign in as an administrator to continue.',
    });
    expect(await refusal('abc.def.ghi')).toBe(INVALID);
    expect(await refusal('not-a-token')).toBe(INVALID);
    const basic = await app.inject({
      url: '/api/admin/me',
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses a token for another issuer or audience', async () => {
    await build();
    expect(await refusal(await eddsa(adminJwt().setIssuer('someone-else')))).toBe(INVALID);
    expect(await refusal(await eddsa(adminJwt().setAudience('manzil-public')))).toBe(INVALID);
    // The right claims, signed the same way, pass: the refusals above are the issuer's and the audience's.
    expect((await me(await eddsa(adminJwt()))).statusCode).toBe(200);
  });

  it('refuses any algorithm but EdDSA: HS256 keyed with the public key, ES256, and an unsigned token', async () => {
    await build();
    const hs256 = await adminJwt()
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(publicKeyPem));
    expect(await refusal(hs256)).toBe(INVALID);
    const es256 = await adminJwt()
      .setProtectedHeader({ alg: 'ES256' })
      .sign(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
    expect(await refusal(es256)).toBe(INVALID);
    const [, payload] = (await eddsa(adminJwt())).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(await refusal(none)).toBe(INVALID);
  });

  it('refuses an expired token with a message that says so, and allows a few seconds of clock difference', async () => {
    await build();
    const now = Math.floor(Date.now() / 1000);
    const expired = await signAdminToken(pair.privateKey, { ...claims, now: now - 3600, ttlSeconds: 60 });
    expect(await refusal(expired)).toBe(EXPIRED);
    const justNow = await signAdminToken(pair.privateKey, { ...claims, now: now - 62, ttlSeconds: 60 });
    expect((await me(justNow)).statusCode).toBe(200);
  });

  it('refuses a token without the admin claims', async () => {
    await build();
    const noUsername = await eddsa(
      new SignJWT({})
        .setSubject('u1')
        .setJti('s1')
        .setIssuer(ADMIN_TOKEN.issuer)
        .setAudience(ADMIN_TOKEN.audience)
        .setExpirationTime('1h'),
    );
    expect(await refusal(noUsername)).toBe(INVALID);
    const noSession = await eddsa(
      new SignJWT({ username: 'admin' })
        .setSubject('u1')
        .setIssuer(ADMIN_TOKEN.issuer)
        .setAudience(ADMIN_TOKEN.audience)
        .setExpirationTime('1h'),
    );
    expect(await refusal(noSession)).toBe(INVALID);
  });

  it('refuses a tampered token and one signed by another key', async () => {
    await build();
    const token = await signAdminToken(pair.privateKey, claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), username: 'root' }),
    ).toString('base64url');
    expect(await refusal(`${header}.${forged}.${signature}`)).toBe(INVALID);
    expect(await refusal(await signAdminToken(generateKeyPairSync('ed25519').privateKey, claims))).toBe(
      INVALID,
    );
  });

  it('refuses a token whose session ended, with the session id and the token given to the check', async () => {
    const revoked = new Set(['s1']);
    const seen: Array<[string, string]> = [];
    const check = trust((sid, token) => {
      seen.push([sid, token]);
      return revoked.has(sid);
    });
    await build(check);
    const token = await signAdminToken(pair.privateKey, claims);
    expect(await refusal(token)).toBe(REVOKED);
    expect(seen).toEqual([['s1', token]]);
    revoked.clear();
    expect((await me(token)).statusCode).toBe(200);
    check.setRevocationCheck(async () => true);
    expect(await refusal(token)).toBe(REVOKED);
  });

  it('answers 503, not 401, when the session check cannot answer', async () => {
    const { ServiceUnavailableError } = await import('../errors.ts');
    await build(
      trust(() => {
        throw new ServiceUnavailableError('Your sign-in could not be checked right now.', {
          retryAfterSeconds: 5,
        });
      }),
    );
    const response = await me(await signAdminToken(pair.privateKey, claims));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
  });

  it('leaves public routes alone', async () => {
    await build();
    const response = await app.inject({ url: '/api/public' });
    expect(response.json()).toEqual({ admin: null });
  });

  it('can be registered by every mounted service plugin', async () => {
    app = createServer(loadConfig('gateway', { NODE_ENV: 'test' }));
    await app.register(adminGuard, { tokens });
    for (const name of ['catalog', 'content']) {
      await app.register(async (service) => {
        await service.register(adminGuard, { tokens });
        service.get(`/api/admin/${name}`, { preHandler: service.requireAdmin }, async () => ({ ok: true }));
      });
    }
    expect((await app.inject({ url: '/api/admin/content' })).statusCode).toBe(401);
    const token = await signAdminToken(pair.privateKey, claims);
    const ok = await app.inject({ url: '/api/admin/catalog', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
  });

  it('can be registered by sibling service plugins alone (none at the root)', async () => {
    app = createServer(loadConfig('gateway', { NODE_ENV: 'test' }));
    for (const name of ['catalog', 'content']) {
      await app.register(async (service) => {
        await service.register(adminGuard, { tokens });
        service.get(`/api/admin/${name}`, { preHandler: service.requireAdmin }, async () => ({ ok: true }));
      });
    }
    const token = await signAdminToken(pair.privateKey, claims);
    for (const name of ['catalog', 'content']) {
      const ok = await app.inject({
        url: `/api/admin/${name}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.statusCode).toBe(200);
    }
  });
});
