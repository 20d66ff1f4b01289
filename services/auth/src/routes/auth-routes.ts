import type { KeyObject } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordInput,
  LOGIN_FAILED_MESSAGE,
  LOGIN_LIMITS,
  LoginAlertsResponse,
  LoginInput,
  LoginResponse,
  LogoutResponse,
  VerifyResponse,
} from '@manzil/contracts';
import {
  clientAddressOf,
  clientKeyOf,
  PasswordChangeRequiredError,
  signAdminToken,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '@manzil/service-kit';
import type { FastifyRequest } from 'fastify';
import type { AuthDb } from '../db.ts';
import { removeFirstPassword } from '../domain/first-admin.ts';
import type { Lock, LoginLimiter } from '../domain/login-limiter.ts';
import { hashPassword, normalizeUsername, passwordProblem, verifyPassword } from '../domain/passwords.ts';
import type { SessionService } from '../domain/sessions.ts';

export interface AuthRoutesOptions {
  db: AuthDb;
  sessions: SessionService;
  limiter: LoginLimiter;
  privateKey: KeyObject;
  /** Hash verified when the username is unknown, so the answer takes as long as for a known one. */
  decoyHash: string;
  /** DATA_DIR: the generated first password's file is deleted once the admin has chosen a new one. */
  dataDir: string;
}

/** "45 seconds", "1 minute", "15 minutes". */
function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

function refused(lock: Lock): TooManyRequestsError {
  const wait = duration(lock.retryAfterSeconds);
  return new TooManyRequestsError(
    lock.retryAfterSeconds,
    lock.scope === 'account'
      ? `This account has had many failed sign-in attempts. Please wait ${wait} before trying again from this device.`
      : `Too many failed sign-in attempts. Please try again in ${wait}.`,
  );
}

const NO_STORE = 'no-store';

/** `POST /api/admin/auth/login`, `/verify` and `/logout`. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const { db, sessions, limiter, privateKey, decoyHash, dataDir } = options;
  const idleTimeoutSeconds = Math.round(sessions.idleTimeoutMs / 1000);

  /** Starts a session for `user` and answers its token, as a login does. */
  const startSession = async (user: { id: string; username: string }, request: FastifyRequest) => {
    const session = await sessions.start(user, {
      ip: clientAddressOf(request),
      userAgent: request.headers['user-agent'],
    });
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
    return {
      token,
      username: user.username,
      expiresAt: new Date(session.expiresAt).toISOString(),
      idleTimeoutSeconds,
    };
  };

  /**
   * Checks a username and password under the login limits (per client, per username and client, growing
   * delays per username under attack): the account when they match, else a 401 or 429.
   */
  const authenticate = async (request: FastifyRequest, rawUsername: string, password: string) => {
    const username = normalizeUsername(rawUsername);
    const clientIp = clientKeyOf(request);
    const { lock, settle } = await limiter.begin({
      username,
      clientIp,
      userAgent: request.headers['user-agent'],
    });
    if (lock) {
      request.log.warn({ username, clientIp, scope: lock.scope }, 'login refused: too many failures');
      throw refused(lock);
    }
    const user = await db.adminUser.findUnique({ where: { username } });
    // Always one argon2id verification, known user or not, disabled or not: same work, same answer.
    const passwordOk = await verifyPassword(user?.passwordHash ?? decoyHash, password);
    if (!user || user.disabled || !passwordOk) {
      await settle('bad_credentials');
      request.log.info({ username, clientIp }, 'login failed');
      throw new UnauthorizedError(LOGIN_FAILED_MESSAGE);
    }
    return { user, clientIp, settle };
  };

  app.post(
    '/api/admin/auth/login',
    {
      schema: { body: LoginInput, response: { 200: LoginResponse } },
      // A login body is tiny; refuse anything large before reading it.
      bodyLimit: 4096,
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const { user, clientIp, settle } = await authenticate(
        request,
        request.body.username,
        request.body.password,
      );
      await settle('success');
      if (user.mustChangePassword) {
        // A generated first password: no session until the admin has chosen their own.
        request.log.info({ username: user.username, clientIp }, 'login: password change required');
        throw new PasswordChangeRequiredError();
      }
      const answer = await startSession(user, request);
      request.log.info({ username: user.username, clientIp }, 'login succeeded');
      return answer;
    },
  );

  app.post(
    '/api/admin/auth/password',
    {
      schema: { body: ChangePasswordInput, response: { 200: LoginResponse } },
      bodyLimit: 4096,
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const { username: typed, currentPassword, newPassword } = request.body;
      const { user, clientIp, settle } = await authenticate(request, typed, currentPassword);
      const problem =
        newPassword === currentPassword
          ? 'The new password must differ from the current one.'
          : passwordProblem(newPassword, user.username);
      if (problem) {
        // The current password was right: not a failure to count.
        await settle('success');
        throw new ValidationError(problem, [{ location: 'body', field: 'newPassword', message: problem }]);
      }
      const now = new Date();
      await db.adminUser.update({
        where: { id: user.id },
        data: {
          passwordHash: await hashPassword(newPassword),
          passwordChangedAt: now,
          mustChangePassword: false,
        },
      });
      await settle('password_changed');
      // Whoever else holds a session of this account (the old password may have leaked) is signed out.
      const ended = await sessions.endAllOf(user.id, 'password_reset');
      if (user.mustChangePassword) await removeFirstPassword(dataDir);
      request.log.info({ username: user.username, clientIp, endedSessions: ended }, 'password changed');
      return startSession(user, request);
    },
  );

  app.get(
    '/api/admin/auth/alerts',
    { preHandler: app.requireAdmin, schema: { response: { 200: LoginAlertsResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      const accounts = await limiter.underAttack();
      const known = new Set(
        (
          await db.adminUser.findMany({
            where: { username: { in: accounts.map((account) => account.username) } },
            select: { username: true },
          })
        ).map((user) => user.username),
      );
      return {
        windowSeconds: LOGIN_LIMITS.windowSeconds,
        accounts: accounts.map((account) => ({
          username: account.username,
          knownAccount: known.has(account.username),
          failures: account.failures,
          clients: account.clients,
          firstAt: account.firstAt.toISOString(),
          lastAt: account.lastAt.toISOString(),
        })),
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
