import { afterEach, describe, expect, it } from 'vitest';
import { buildService, listenService, PERMISSIONS_POLICY, type ServiceApp } from '../src/index.ts';
import { tempDir } from './helpers/fixtures.ts';
import { freePort } from './helpers/ports.ts';

// Issue 22, "Ops endpoints and headers": readiness and metrics name the dependencies, their latencies and the
// traffic, so they are not served to visitors on the public port; the liveness check stays public; every answer
// carries the security headers.
const built: ServiceApp[] = [];
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const service of built.splice(0)) {
    await service.app.close();
    await service.ctx.close();
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function build(env: Record<string, string> = {}): Promise<ServiceApp> {
  const data = await tempDir('kit-ops-');
  cleanups.push(data.remove);
  const service = await buildService(
    'gateway',
    async (server) => {
      server.get('/api/health', async () => ({ status: 'ok' }));
    },
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: data.dir, ...env },
  );
  built.push(service);
  return service;
}

const visitor = { remoteAddress: '203.0.113.7' };

describe('ops endpoints without OPS_PORT', () => {
  it('answers /readyz and /metrics with 404 to a visitor, and to a local proxy forwarding one', async () => {
    const { app } = await build();
    for (const url of ['/readyz', '/metrics']) {
      expect((await app.inject({ url, ...visitor })).statusCode, url).toBe(404);
      const proxied = await app.inject({ url, headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(proxied.statusCode, `${url} through a proxy`).toBe(404);
      expect(proxied.body).not.toContain('dependencies');
    }
  });

  it('still serves them to a direct request from this machine (a container health check)', async () => {
    const { app } = await build();
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(200);
  });

  it('keeps liveness public: /healthz and /api/health answer a visitor', async () => {
    const { app } = await build();
    expect((await app.inject({ url: '/healthz', ...visitor })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health', ...visitor })).statusCode).toBe(200);
  });
});

describe('ops endpoints with OPS_PORT', () => {
  it('serves /readyz and /metrics on the ops port only', async () => {
    const [port, opsPort] = [await freePort(), await freePort()];
    const service = await build({ PORT: String(port), OPS_PORT: String(opsPort), HOST: '127.0.0.1' });
    expect(service.ops).toBeDefined();
    await listenService(service);
    const main = `http://127.0.0.1:${port}`;
    const ops = `http://127.0.0.1:${opsPort}`;
    // Not even a local caller reads them on the main port.
    expect((await fetch(`${main}/readyz`)).status).toBe(404);
    expect((await fetch(`${main}/metrics`)).status).toBe(404);
    expect((await fetch(`${main}/healthz`)).status).toBe(200);
    const ready = await fetch(`${ops}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok' });
    const metrics = await fetch(`${ops}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('manzil_http_request_duration_seconds');
    await service.ctx.close();
    await expect(fetch(`${ops}/readyz`)).rejects.toThrow();
  });

  it('refuses an OPS_PORT equal to PORT', async () => {
    await expect(build({ PORT: '4555', OPS_PORT: '4555' })).rejects.toThrow(/OPS_PORT/);
  });
});

describe('security headers', () => {
  it('are on every answer: health, readiness, API routes and 404s', async () => {
    const { app } = await build();
    for (const url of ['/healthz', '/readyz', '/metrics', '/api/health', '/api/nothing-here']) {
      const response = await app.inject({ url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'none'");
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
  });

  it('switches off the browser features the site does not use', () => {
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(PERMISSIONS_POLICY).toContain(feature);
    }
  });
});
