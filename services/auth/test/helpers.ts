import { buildTestApp, buildTestContext, type TestApp } from '@manzil/test-utils';
import type { FastifyPluginAsync } from 'fastify';
import authService from '../src/app.ts';
import type { SessionServiceOptions } from '../src/domain/sessions.ts';

export const ADMIN = { username: 'admin', password: 'correct-horse-battery-staple' };

/** A clock tests move by hand. */
export function testClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface AuthTestOptions {
  env?: Record<string, string | undefined>;
  now?: () => number;
  sessions?: SessionServiceOptions;
  /** Leave DATA_DIR in place on close (a restart test owns it). */
  keepDataDir?: boolean;
}

/**
 * The auth plugin on a test context, as the gateway mounts it, plus `/api/admin/probe`: an admin route of
 * "another service" sharing the context's token verifier (embedded mode).
 */
export async function buildAuthApp(options: AuthTestOptions = {}): Promise<TestApp> {
  const plugin: FastifyPluginAsync<{ ctx: TestApp['ctx'] }> = async (app, { ctx }) => {
    await app.register(authService, { ctx, now: options.now, sessions: options.sessions });
    await app.register(async (other) => {
      other.get('/api/admin/probe', { preHandler: other.requireAdmin }, async (request) => ({
        username: request.admin?.username,
      }));
    });
  };
  const ctx = await buildTestContext({
    service: 'auth',
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...options.env },
  });
  const built = await buildTestApp(plugin, { ctx }).catch(async (error: unknown) => {
    await ctx.cleanup();
    throw error;
  });
  return {
    ...built,
    close: async () => {
      await built.close();
      if (options.keepDataDir) await ctx.close();
      else await ctx.cleanup();
    },
  };
}

export type Injectable = TestApp['app'];

/** A login from `remoteAddress` (the TCP peer; inject's default is 127.0.0.1). */
export function login(
  app: Injectable,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: body as object,
    headers,
    ...(remoteAddress && { remoteAddress }),
  });
}

/** `POST /api/admin/auth/password` from `remoteAddress`. */
export function changePassword(
  app: Injectable,
  body: { username: string; currentPassword: string; newPassword: string },
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/auth/password',
    payload: body,
    ...(remoteAddress && { remoteAddress }),
  });
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function tokenFor(app: Injectable, credentials = ADMIN): Promise<string> {
  const response = await login(app, credentials);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}
