import type { KeyObject } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LOGIN_FAILED_MESSAGE,
  LoginInput,
  LoginResponse,
  LogoutResponse,
  VerifyResponse,
} from '@manzil/contracts';
import {
  clientAddressOf,
  signAdminToken,
  TooManyRequestsError,
  UnauthorizedError,
} from '@manzil/service-kit';
import type { AuthDb } from '../db.ts';
import type { LoginLimiter } from '../domain/login-limiter.ts';
import { normalizeUsername, verifyPassword } from '../domain/passwords.ts';
import type { SessionService } from '../domain/sessions.ts';

export interface AuthRoutesOptions {
  db: AuthDb;
  sessions: SessionService;
  limiter: LoginLimiter;
  privateKey: KeyObject;
  /** Hash verified when the username is unknown, so the answer takes as long as for a known one. */
  decoyHash: string;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const NO_STORE = 'no-store';

/** `POST /api/admin/auth/login`, `/verify` and `/logout`. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const { db, sessions, limiter, privateKey, decoyHash } = options;
  const idleTimeoutSeconds = Math.round(sessions.idleTimeoutMs / 1000);

  app.post(
    '/api/admin/auth/login',
    {
      schema: { body: LoginInput, response: { 200: LoginResponse } },
      // A login body is tiny; refuse anything large before reading it.
      bodyLimit: 4096,
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const username = normalizeUsername(request.body.username);
      const clientIp = clientAddressOf(request);
      const userAgent = request.headers['user-agent'];

      const { lock, settle } = await limiter.begin({ username, clientIp, userAgent });
      if (lock) {
        request.log.warn({ username, clientIp, scope: lock.scope }, 'login refused: too many failures');
        throw new TooManyRequestsError(
          lock.retryAfterSeconds,
          `Too many failed sign-in attempts. Please try again in ${minutes(lock.retryAfterSeconds)} minutes.`,
        );
      }

      const user = await db.adminUser.findUnique({ where: { username } });
      // Always one argon2id verification, known user or not, disabled or not: same work, same answer.
      const passwordOk = await verifyPassword(user?.passwordHash ?? decoyHash, request.body.password);
      if (!user || user.disabled || !passwordOk) {
        await settle('bad_credentials');
        request.log.info({ username, clientIp }, 'login failed');
        throw new UnauthorizedError(LOGIN_FAILED_MESSAGE);
      }

      await settle('success');
      const session = await sessions.start(user, { ip: clientIp, userAgent });
      await db.adminUser.update({
        where: { id: user.id },
        data: { lastLoginAt: new Date(session.issuedAt) },
      });
      const token = await signAdminToken(privateKey, {
        sub: user.id,
        username: user.username,
        sid: session.sid,
        now: Math.floor(session.issuedAt / 1000),
        ttlSeconds: Math.floor((session.expiresAt - session.issuedAt) / 1000),
      });
      request.log.info({ username, clientIp }, 'login succeeded');
      return {
        token,
        username: user.username,
        expiresAt: new Date(session.expiresAt).toISOString(),
        idleTimeoutSeconds,
      };
    },
  );

  // requireAdmin verifies the token (signature, algorithm, issuer, audience, expiry) and the session (not
  // revoked, not idle, not past 12 hours), and restarts the idle timer.
  app.post(
    '/api/admin/auth/verify',
    { preHandler: app.requireAdmin, schema: { response: { 200: VerifyResponse } } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const admin = request.admin as NonNullable<typeof request.admin>;
      return {
        valid: true as const,
        username: admin.username,
        expiresAt: new Date(admin.exp * 1000).toISOString(),
        idleTimeoutSeconds,
      };
    },
  );

  app.post(
    '/api/admin/auth/logout',
    { preHandler: app.requireAdmin, schema: { response: { 200: LogoutResponse } } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const admin = request.admin as NonNullable<typeof request.admin>;
      await sessions.end(admin.sid, 'logout');
      request.log.info({ username: admin.username }, 'logged out');
      return { loggedOut: true as const };
    },
  );
};
