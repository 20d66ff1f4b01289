import { createAuditLog, ensureAuthKeyPair, type ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { createAuthClient, MIGRATIONS_DIR } from './db.ts';
import { ensureFirstAdmin } from './domain/first-admin.ts';
import { LoginLimiter } from './domain/login-limiter.ts';
import { decoyHash } from './domain/passwords.ts';
import { SessionService, type SessionServiceOptions } from './domain/sessions.ts';
import { activityRoutes } from './routes/activity.ts';
import { authRoutes } from './routes/auth-routes.ts';

export interface AuthOptions {
  ctx: ServiceContext;
  /** Session timing overrides (tests). */
  sessions?: SessionServiceOptions;
  /** Clock for the login limiter (tests). */
  now?: () => number;
}

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The auth service as a Fastify plugin: opens its own database, makes sure the signing key and the first admin
 * exist, and installs the session check into the token verifier. In embedded mode that verifier is the one
 * every mounted service uses, so a logout, an idle or expired session is refused everywhere at once; in
 * distributed mode the other services ask this service's `/verify` (see service-kit remote-session-check).
 */
const authService: FastifyPluginAsync<AuthOptions> = async (app, { ctx, sessions: timing, now }) => {
  const database = await ctx.openDatabase({
    service: 'auth',
    migrationsDir: MIGRATIONS_DIR,
    createClient: createAuthClient,
  });
  const db = database.client;

  const keys = await ensureAuthKeyPair(ctx.config.dataDir, { privateKeyPem: ctx.config.auth.privateKeyPem });
  if (keys.origin === 'generated') ctx.log.info('auth signing key generated under DATA_DIR/keys');

  await ensureFirstAdmin(db, ctx.log, {
    username: ctx.config.admin.username,
    password: ctx.config.admin.password,
    dataDir: ctx.config.dataDir,
  });

  const sessions = new SessionService(db, ctx.log, { now, ...timing });
  const limiter = new LoginLimiter(db, { now, log: ctx.log });
  ctx.tokens.setRevocationCheck(async (sid) => (await sessions.check(sid)).problem !== null);

  const sweep = setInterval(() => {
    Promise.all([sessions.sweep(), limiter.prune()]).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'auth housekeeping failed'),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();
  ctx.onShutdown(async () => clearInterval(sweep));

  // The audit trail (sign-in, sign-out, password changes) and every service's entries: issue 22, ADR 0009.
  await app.register(activityRoutes, { ctx, log: createAuditLog(db, { service: 'auth', schema: 'auth' }) });
  await app.register(authRoutes, {
    db,
    sessions,
    limiter,
    privateKey: keys.privateKey,
    decoyHash: await decoyHash(),
    dataDir: ctx.config.dataDir,
  });
};

export default authService;
