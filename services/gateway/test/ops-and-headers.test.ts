import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERMISSIONS_POLICY, type ServiceApp } from '@manzil/service-kit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/build.ts';
import { AFTER_PAINT_LOADER_HASH } from '../src/frontend/after-paint.ts';
import { FONT_FACES_LOADER_HASH } from '../src/frontend/inline-fonts.ts';
import { readinessUrl, upstreamReadiness } from '../src/upstream-health.ts';

// Issue 22: the gateway process as server.ts builds it. Every answer carries the security headers (pages keep
// their own CSP), and readiness/metrics are not served to visitors.
let gateway: ServiceApp;
let root: string;
const visitor = { remoteAddress: '198.51.100.20' };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'manzil-gw-ops-'));
  mkdirSync(join(root, 'frontends', 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'frontends', 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Manzil</title></head><body><div id="root"></div></body></html>',
  );
  const upstreams = Object.fromEntries(
    ['CATALOG', 'SEARCH', 'CONTENT', 'CONTACT', 'AUTH', 'AI', 'MEDIA'].map((s) => [
      `${s}_SERVICE_URL`,
      'http://127.0.0.1:9',
    ]),
  );
  gateway = await buildGateway({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(root, 'data'),
    FRONTEND_DIR: join(root, 'frontends'),
    GATEWAY_MODE: 'distributed',
    ...upstreams,
  });
});

afterAll(async () => {
  await gateway?.app.close();
  await gateway?.ctx.close();
  rmSync(root, { recursive: true, force: true });
});

describe('security headers on the gateway', () => {
  it('are on health checks, API answers, pages and the remotes file', async () => {
    for (const url of [
      '/healthz',
      '/api/health',
      '/api/nothing',
      '/',
      '/ar/properties',
      '/mfe/remotes.json',
    ]) {
      const response = await gateway.app.inject({ url, ...visitor });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it("keeps the pages' own policy: the two inline loaders' hashes, styles, same-origin remotes", async () => {
    const csp = (await gateway.app.inject({ url: '/', ...visitor })).headers['content-security-policy'];
    // No other inline script runs: each loader by the hash of its text, which never changes.
    expect(csp).toContain(`script-src 'self' ${AFTER_PAINT_LOADER_HASH} ${FONT_FACES_LOADER_HASH};`);
    // Connections and font files fall back to `default-src 'self'`; nothing else is named for them.
    expect(csp).toMatch(/^default-src 'self';/);
    expect(csp).not.toMatch(/connect-src|font-src|'unsafe-hashes'/);
    expect(csp).not.toContain("default-src 'none'");
  });
});

describe('ops endpoints on the gateway', () => {
  it('hides /readyz and /metrics from visitors; /api/health stays public', async () => {
    expect((await gateway.app.inject({ url: '/readyz', ...visitor })).statusCode).toBe(404);
    expect((await gateway.app.inject({ url: '/metrics', ...visitor })).statusCode).toBe(404);
    const health = await gateway.app.inject({ url: '/api/health', ...visitor });
    expect(health.statusCode).toBe(200);
  });
});

describe("the distributed gateway's readiness of a service", () => {
  it('is read at the ops port of the service host when OPS_PORT is set', () => {
    expect(readinessUrl('http://catalog:4101', 9464)).toBe('http://catalog:9464/readyz');
    expect(readinessUrl('http://127.0.0.1:4101')).toBe('http://127.0.0.1:4101/readyz');
  });

  it('asks the ops port, not the public one', async () => {
    const service = Fastify();
    service.get('/readyz', async () => ({ status: 'ok', dependencies: [] }));
    await service.listen({ port: 0, host: '127.0.0.1' });
    const opsPort = (service.server.address() as { port: number }).port;
    try {
      // The public URL names port 9, where nothing listens: only the ops port can answer.
      const report = await upstreamReadiness('catalog', 'http://127.0.0.1:9', opsPort).health();
      expect(report).toMatchObject({ name: 'service:catalog', ok: true });
    } finally {
      await service.close();
    }
  });
});
