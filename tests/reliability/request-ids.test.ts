import { type BackendServiceName, SERVICES } from '@manzil/contracts';
import { createServer, type KitServer, loadConfig, Metrics, metricsRoutes } from '@manzil/service-kit';
import { buildTestApp, type TestApp } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gatewayApp from '../../services/gateway/src/app.ts';

// Needs no outside server: the gateway in distributed mode in front of a stand-in service process.
describe('request ids through the gateway proxy (distributed mode)', () => {
  let upstream: KitServer;
  let gateway: TestApp;
  const seen: Array<string | undefined> = [];
  const clients: Array<string | undefined> = [];

  beforeAll(async () => {
    const metrics = new Metrics({ service: 'catalog' });
    upstream = createServer(loadConfig('catalog', { NODE_ENV: 'test' }), { metrics });
    await upstream.register(metricsRoutes, { metrics });
    upstream.get('/api/properties/search', async (request) => {
      seen.push(request.headers['x-request-id'] as string | undefined);
      clients.push(request.headers['x-forwarded-for'] as string | undefined);
      return { requestId: request.id };
    });
    upstream.get('/readyz', async () => ({
      status: 'ok',
      dependencies: [{ name: 'database:catalog', adapter: 'postgres', ok: true }],
    }));
    upstream.get('/media/*', async () => ({ served: true }));
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const env: Record<string, string> = { GATEWAY_MODE: 'distributed' };
    for (const service of Object.keys(SERVICES) as BackendServiceName[]) {
      env[`${service.toUpperCase()}_SERVICE_URL`] = address;
    }
    gateway = await buildTestApp(async (app, { ctx }) => app.register(gatewayApp, { ctx }), { env });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  it('forwards the caller x-request-id to the service, which answers under it, and returns it', async () => {
    const response = await gateway.app.inject({
      url: '/api/properties/search',
      headers: { 'x-request-id': 'trace-me-123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('trace-me-123');
    expect(seen.at(-1)).toBe('trace-me-123');
    expect(response.json()).toEqual({ requestId: 'trace-me-123' });
  });

  it('generates one when the caller sends none, and the service logs the same id', async () => {
    const response = await gateway.app.inject({ url: '/api/properties/search' });
    const generated = response.headers['x-request-id'] as string;
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.at(-1)).toBe(generated);
    expect(response.json()).toEqual({ requestId: generated });
  });

  it('tells the service the client address it saw, not one the caller made up', async () => {
    await gateway.app.inject({
      url: '/api/properties/search',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    expect(clients.at(-1)).toBe('203.0.113.7');
  });

  it('the gateway and the service each serve /metrics with the proxied route in their latency histogram', async () => {
    const gatewayMetrics = await gateway.app.inject({ url: '/metrics' });
    expect(gatewayMetrics.statusCode).toBe(200);
    expect(gatewayMetrics.body).toMatch(
      /manzil_http_request_duration_seconds_count\{[^}]*route="\/api\/properties\/search"[^}]*\} 3/,
    );
    const serviceMetrics = await upstream.inject({ url: '/metrics' });
    expect(serviceMetrics.body).toMatch(
      /manzil_http_request_duration_seconds_count\{[^}]*route="\/api\/properties\/search"[^}]*\} 3/,
    );
  });

  it("the gateway's readiness keeps each service's own report under its entry", async () => {
    const response = await gateway.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().dependencies).toContainEqual(
      expect.objectContaining({
        name: 'service:catalog',
        ok: true,
        dependencies: [{ name: 'database:catalog', adapter: 'postgres', ok: true }],
      }),
    );
  });

  it('answers 404 for a path that climbs out of its prefix, and forwards the rest', async () => {
    // (A plain `/media/%2e%2e/x` never arrives as such: URL parsing resolves it to `/x` first.)
    for (const url of [
      '/media/..%2f..%2fpackage.json',
      '/media/%2e%2e%2fsecret',
      '/api/assets/..%5c..%5cx',
    ]) {
      const response = await gateway.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await gateway.app.inject({ url: '/media/properties/1/a..b.webp' })).json()).toEqual({
      served: true,
    });
  });
});

describe('a service that does not answer (distributed mode)', () => {
  let gateway: TestApp;
  beforeAll(async () => {
    const env: Record<string, string> = { GATEWAY_MODE: 'distributed' };
    // Port 9 (discard) has no listener here: connections are refused, as while a service restarts.
    for (const service of Object.keys(SERVICES) as BackendServiceName[]) {
      env[`${service.toUpperCase()}_SERVICE_URL`] = 'http://127.0.0.1:9';
    }
    gateway = await buildTestApp(async (app, { ctx }) => app.register(gatewayApp, { ctx }), { env });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('answers 503 with Retry-After and says which part of the site to try again', async () => {
    for (const [method, url] of [
      ['GET', '/api/properties/search'],
      ['DELETE', '/api/admin/properties/7'],
      ['GET', '/api/contact/messages'],
    ] as const) {
      const response = await gateway.app.inject({ method, url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('5');
      expect(response.json(), url).toMatchObject({
        error: 'service_unavailable',
        message: expect.stringMatching(/^The (search|catalog|contact) service is not answering right now\./),
        requestId: expect.any(String),
      });
    }
    const ready = await gateway.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
  });
});
