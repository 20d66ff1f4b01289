import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config/kit-config.ts';
import { createServiceContext, type ServiceContext, type ServiceName, serviceUrlFor } from './context.ts';
import { createLogger } from './log/logger.ts';

let dataDir: string;
let ctx: ServiceContext | undefined;

afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function build(service: ServiceName, env: Record<string, string> = {}) {
  dataDir = await mkdtemp(join(tmpdir(), 'kit-ctx-'));
  const config = loadConfig(service, { NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  ctx = await createServiceContext(config, createLogger(config));
  return ctx;
}

describe('createServiceContext', () => {
  it('picks the embedded adapters when nothing is configured, all healthy', async () => {
    const context = await build('gateway');
    expect(context.events.adapter).toBe('in-process');
    expect(context.index.adapter).toBe('in-process');
    expect(context.storage.adapter).toBe('fs');
    const report = await context.health.report();
    expect(report.status).toBe('ok');
    expect(report.dependencies.map((d) => d.name)).toEqual(['events', 'index', 'storage']);
  });

  it('keeps media under DATA_DIR/media', async () => {
    const context = await build('gateway');
    await context.storage.put('a/b.txt', Buffer.from('hi'), { contentType: 'text/plain' });
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(join(dataDir, 'media', 'a', 'b.txt'), 'utf8')).toBe('hi');
  });

  it('runs shutdown hooks last-registered first, once', async () => {
    const context = await build('gateway');
    const order: string[] = [];
    context.onShutdown(async () => {
      order.push('first');
    });
    context.onShutdown(async () => {
      order.push('second');
    });
    await Promise.all([context.close(), context.close()]);
    expect(order).toEqual(['second', 'first']);
    expect((await context.health.report()).status).toBe('degraded');
    ctx = undefined;
  });

  it('adds registered dependencies to the health report', async () => {
    const context = await build('gateway');
    context.registerHealth({
      health: async () => ({ name: 'database:catalog', adapter: 'pglite', ok: false }),
    });
    expect((await context.health.report()).status).toBe('degraded');
  });
});

describe('openDatabase', () => {
  it("opens the service's PGlite database, adds it to health and closes it with the context", async () => {
    const { createClient, migrationsDir } = await import('../test/helpers/fixtures.ts');
    const context = await build('gateway');
    const db = await context.openDatabase({ service: 'catalog', migrationsDir, createClient });
    expect(db.adapter).toBe('pglite');
    await db.client.note.create({ data: { title: 'first' } });
    const report = await context.health.report();
    expect(report.dependencies.map((d) => d.name)).toContain('database:catalog');
    await context.close();
    ctx = undefined;
    const { existsSync } = await import('node:fs');
    expect(existsSync(join(dataDir, 'db', 'catalog', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'db', 'catalog.lock'))).toBe(false);
  });
});

describe('configured servers', () => {
  it('stops the start with one line when NATS_URL cannot be reached, and opens nothing else', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kit-ctx-'));
    const config = loadConfig('gateway', {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      NATS_URL: 'nats://127.0.0.1:1',
    });
    await expect(createServiceContext(config, createLogger(config))).rejects.toThrow(
      'Cannot reach NATS at nats://127.0.0.1:1 (NATS_URL): connection refused. Start NATS or unset NATS_URL to use the in-process bus.',
    );
  });

  it('uses S3 when S3_ENDPOINT is set', async () => {
    const { default: S3rver } = await import('s3rver');
    const { freePort } = await import('../test/helpers/ports.ts');
    const port = await freePort();
    const s3Dir = await mkdtemp(join(tmpdir(), 'kit-ctx-s3-'));
    const server = new S3rver({ address: '127.0.0.1', port, directory: s3Dir, silent: true });
    await server.run();
    try {
      const context = await build('media', {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
      });
      expect(context.storage.adapter).toBe('s3');
      await context.storage.put('a.txt', Buffer.from('a'), { contentType: 'text/plain' });
      expect(await context.storage.head('a.txt')).toMatchObject({ size: 1 });
      await context.close();
      ctx = undefined;
    } finally {
      await server.close();
      await rm(s3Dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.NATS_URL)('uses NATS JetStream when NATS_URL is set', async () => {
    const context = await build('gateway', { NATS_URL: process.env.NATS_URL as string });
    expect(context.events.adapter).toBe('nats');
    expect((await context.health.report()).dependencies[0]).toMatchObject({
      name: 'events',
      adapter: 'nats',
      ok: true,
    });
  });
});

describe('serviceUrl', () => {
  it('uses <NAME>_SERVICE_URL when set', () => {
    const config = loadConfig('ai', { CATALOG_SERVICE_URL: 'http://catalog:4101/' });
    expect(serviceUrlFor(config, 'catalog')).toBe('http://catalog:4101');
  });

  it("is the gateway's own address in the gateway, the default gateway elsewhere", () => {
    expect(serviceUrlFor(loadConfig('gateway', { PORT: '8080', HOST: '0.0.0.0' }), 'catalog')).toBe(
      'http://127.0.0.1:8080',
    );
    expect(serviceUrlFor(loadConfig('ai', {}), 'catalog')).toBe('http://127.0.0.1:3000');
  });
});
