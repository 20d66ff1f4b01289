import { existsSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import type { ServicePlugin } from '@manzil/service-kit';
import { NotFoundError } from '@manzil/service-kit';
import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  buildTestContext,
  dockerEngineAnswers,
  freshDatabaseName,
  natsForTests,
  postgresForTests,
  signTestAdminToken,
  withApp,
} from '../src/index.ts';

const listings: ServicePlugin = async (app, { ctx }) => {
  app.get('/api/properties/:id', async (request) => {
    const { id } = request.params as { id: string };
    if (id !== '1') throw new NotFoundError(`Property ${id} does not exist.`);
    return { id: 1, storage: ctx.storage.adapter };
  });
  app.delete('/api/admin/properties/:id', { preHandler: app.requireAdmin }, async (request) => ({
    deletedBy: request.admin?.username,
  }));
};

describe('buildTestContext', () => {
  it('builds embedded adapters in a temp DATA_DIR and removes it on cleanup', async () => {
    const ctx = await buildTestContext();
    expect([ctx.events.adapter, ctx.index.adapter, ctx.storage.adapter]).toEqual([
      'in-process',
      'in-process',
      'fs',
    ]);
    expect(ctx.config.dataDir).toBe(ctx.dataDir);
    await ctx.storage.put('x.txt', Buffer.from('x'), { contentType: 'text/plain' });
    expect(existsSync(ctx.dataDir)).toBe(true);
    await ctx.cleanup();
    expect(existsSync(ctx.dataDir)).toBe(false);
  });

  it('ignores the outer environment unless told', async () => {
    const ctx = await buildTestContext({ env: { ADMIN_USERNAME: 'owner' } });
    try {
      expect(ctx.config.natsUrl).toBeUndefined();
      expect(ctx.config.databaseUrl).toBeUndefined();
      expect(ctx.config.admin.username).toBe('owner');
    } finally {
      await ctx.cleanup();
    }
  });
});

describe('signTestAdminToken', () => {
  it('makes tokens the admin guard accepts, and expired ones it refuses', async () => {
    const me: ServicePlugin = async (app) => {
      app.get('/api/admin/me', { preHandler: app.requireAdmin }, async (request) => request.admin);
    };
    await withApp(me, async (app, ctx) => {
      const asAdmin = (token: string) =>
        app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
      const accepted = await asAdmin(await signTestAdminToken(ctx, { username: 'mariam' }));
      expect(accepted.json()).toMatchObject({ username: 'mariam' });
      const expired = await signTestAdminToken(ctx, {
        now: Math.floor(Date.now() / 1000) - 7200,
        ttlSeconds: 60,
      });
      const refused = await asAdmin(expired);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toContain('expired');
    });
  });
});

describe('withApp', () => {
  it('serves the plugin with the error handler and the admin guard, then closes', async () => {
    let dataDir = '';
    await withApp(listings, async (app, ctx) => {
      dataDir = ctx.config.dataDir;
      expect((await app.inject('/api/properties/1')).json()).toEqual({ id: 1, storage: 'fs' });
      expect((await app.inject('/api/properties/2')).json()).toEqual({
        error: 'not_found',
        message: 'Property 2 does not exist.',
      });
      expect((await app.inject({ method: 'DELETE', url: '/api/admin/properties/1' })).statusCode).toBe(401);
      const token = await signTestAdminToken(ctx);
      const allowed = await app.inject({
        method: 'DELETE',
        url: '/api/admin/properties/1',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(allowed.json()).toEqual({ deletedBy: 'admin' });
      expect((await app.inject('/readyz')).statusCode).toBe(200);
    });
    expect(existsSync(dataDir)).toBe(false);
  });

  it('closes even when the test throws, and can reuse a given context', async () => {
    const ctx = await buildTestContext();
    try {
      await expect(
        withApp(
          listings,
          async () => {
            throw new Error('assertion failed');
          },
          { ctx },
        ),
      ).rejects.toThrow('assertion failed');
      const { app, close } = await buildTestApp(listings, { ctx });
      expect((await app.inject('/api/properties/1')).statusCode).toBe(200);
      await close();
      expect(existsSync(ctx.dataDir)).toBe(true); // a given context stays with its owner
    } finally {
      await ctx.cleanup();
    }
  });
});

describe('servers for integration tests', () => {
  it('use the URL from the environment first', async () => {
    expect(await postgresForTests({ DATABASE_URL: 'postgresql://db/x' })).toMatchObject({
      url: 'postgresql://db/x',
      source: 'env',
      description: 'PostgreSQL: DATABASE_URL (db)',
    });
    expect(await natsForTests({ NATS_URL: 'nats://n:4222' })).toMatchObject({
      url: 'nats://n:4222',
      source: 'env',
    });
  });

  it('use the embedded adapter, at once and saying why, when no Docker engine answers', async () => {
    // No socket, a refused port, and a server that takes the connection and never answers: none hangs.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hosts = ['unix:///nonexistent/docker.sock', 'tcp://127.0.0.1:1', `tcp://127.0.0.1:${port}`];
    for (const DOCKER_HOST of hosts) {
      expect(await dockerEngineAnswers({ DOCKER_HOST }, 1_000)).toBe(false);
      const started = Date.now();
      const postgres = await postgresForTests({ DOCKER_HOST });
      expect(Date.now() - started).toBeLessThan(1_900);
      expect(postgres).toMatchObject({ url: undefined, source: 'embedded' });
      expect(postgres.description).toBe(
        `PostgreSQL: embedded PGlite (DATABASE_URL is not set, no Docker engine answered at DOCKER_HOST ${DOCKER_HOST}; set DATABASE_URL to use a server)`,
      );
      expect((await natsForTests({ DOCKER_HOST })).description).toMatch(
        /^NATS: the in-process bus \(NATS_URL is not set, no Docker engine answered/,
      );
    }
    silent.close();
  });

  it('start a container only where a Docker engine answers', async () => {
    const docker = await dockerEngineAnswers();
    console.info(`[test server] Docker engine ${docker ? 'answers' : 'does not answer'} here`);
    if (docker) return; // where Docker runs, the container branch is what the integration tests use
    expect((await postgresForTests({})).source).toBe('embedded');
  });

  it('name fresh databases that Postgres accepts', () => {
    const names = new Set(Array.from({ length: 50 }, () => freshDatabaseName('Catalog-Tests')));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^catalog_tests_[a-z0-9]+_[0-9a-f]{6}$/);
  });
});
