import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/kit-config.ts';
import { createServer, type KitServer } from '../http/server.ts';
import { adminGuard } from './admin-guard.ts';
import { createTokenVerifier, signAdminToken } from './admin-tokens.ts';

const pair = generateKeyPairSync('ed25519');
const tokens = createTokenVerifier({
  auth: { publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }) as string },
  dataDir: '/nonexistent',
});

let app: KitServer;
afterEach(async () => {
  await app?.close();
});

async function build() {
  app = createServer(loadConfig('catalog', { NODE_ENV: 'test' }));
  await app.register(adminGuard, { tokens });
  app.get('/api/admin/me', { preHandler: app.requireAdmin }, async (request) => ({ admin: request.admin }));
  app.get('/api/public', async (request) => ({ admin: request.admin }));
  return app;
}

describe('requireAdmin', () => {
  it('lets a valid bearer token through and exposes the admin', async () => {
    await build();
    const token = await signAdminToken(pair.privateKey, { sub: 'u1', username: 'admin', sid: 's1' });
    const response = await app.inject({
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().admin).toMatchObject({ sub: 'u1', username: 'admin', sid: 's1' });
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
    const bad = await app.inject({ url: '/api/admin/me', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Your session is not valid. Please sign in again.');
    const basic = await app.inject({
      url: '/api/admin/me',
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    });
    expect(basic.statusCode).toBe(401);
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
  });
});
