import { existsSync } from 'node:fs';
import type { ServicePlugin } from '@manzil/service-kit';
import { NotFoundError } from '@manzil/service-kit';
import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  buildTestContext,
  freshDatabaseName,
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

describe('freshDatabaseName', () => {
  it('name fresh databases that Postgres accepts', () => {
    const names = new Set(Array.from({ length: 50 }, () => freshDatabaseName('Catalog-Tests')));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^catalog_tests_[a-z0-9]+_[0-9a-f]{6}$/);
  });
});
