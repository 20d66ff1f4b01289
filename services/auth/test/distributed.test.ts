import { buildService, type ServiceApp } from '@manzil/service-kit';
import type { TestApp } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAuthApp, tokenFor } from './helpers.ts';

// Distributed mode: auth in one process, another service (here a stand-in named contact) in its own, sharing
// only the public key (same DATA_DIR/keys) and AUTH_SERVICE_URL.
let auth: TestApp;
let other: ServiceApp;
beforeAll(async () => {
  auth = await buildAuthApp();
  const address = await auth.app.listen({ port: 0, host: '127.0.0.1' });
  other = await buildService(
    'contact',
    async (app) => {
      app.get('/api/contact', { preHandler: app.requireAdmin }, async (request) => ({
        admin: request.admin?.username,
      }));
    },
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: auth.ctx.config.dataDir, AUTH_SERVICE_URL: address },
  );
});
afterAll(async () => {
  await other?.app.close();
  await other?.ctx.close();
  await auth?.close();
});

describe('a service in its own process', () => {
  it('accepts a live session and refuses one logged out on the auth service', async () => {
    const live = await tokenFor(auth.app);
    const ok = await other.app.inject({ url: '/api/contact', headers: bearer(live) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ admin: 'admin' });

    const ended = await tokenFor(auth.app);
    await auth.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(ended) });
    const refused = await other.app.inject({ url: '/api/contact', headers: bearer(ended) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Your session has ended. Please sign in again.');
  });
});
