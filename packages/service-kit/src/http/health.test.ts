import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/kit-config.ts';
import type { DependencyHealth, HealthCheck } from '../ports/health.ts';
import { apiHealthHandler, HealthRegistry, healthRoutes } from './health.ts';
import { createServer, type KitServer } from './server.ts';

const config = loadConfig('catalog', { NODE_ENV: 'test' });
const check = (result: Partial<DependencyHealth> & { name: string }): HealthCheck => ({
  health: async () => ({ adapter: 'test', ok: true, ...result }),
});

let app: KitServer;
afterEach(async () => {
  await app?.close();
});

async function serve(registry: HealthRegistry) {
  app = createServer(config);
  await app.register(healthRoutes, { registry });
  app.get('/api/health', apiHealthHandler(registry));
  return app;
}

describe('health', () => {
  it('is live and ready when every dependency is ok', async () => {
    const registry = new HealthRegistry();
    registry.register(check({ name: 'events' }));
    await serve(registry);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      dependencies: [{ name: 'events', adapter: 'test', ok: true }],
    });
  });

  it('is not ready while a dependency is down, but stays live and reports degraded', async () => {
    const registry = new HealthRegistry();
    registry.register(check({ name: 'events' }));
    registry.register(check({ name: 'database:catalog', ok: false, detail: 'connection refused' }));
    await serve(registry);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    const api = await app.inject('/api/health');
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({
      status: 'degraded',
      dependencies: [
        { name: 'events', ok: true },
        { name: 'database:catalog', ok: false, detail: 'connection refused' },
      ],
    });
  });

  it('counts a check that throws or hangs as down', async () => {
    const registry = new HealthRegistry(50);
    registry.register({ health: async () => Promise.reject(new Error('boom')) });
    registry.register({ health: () => new Promise<DependencyHealth>(() => {}) });
    const report = await registry.report();
    expect(report.status).toBe('degraded');
    expect(report.dependencies.map((dependency) => dependency.detail)).toEqual([
      'boom',
      'no answer within 50 ms',
    ]);
  });

  it('stops being ready once draining', async () => {
    const registry = new HealthRegistry();
    await serve(registry);
    registry.markDraining();
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe('draining');
  });
});
