import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AdminClaims,
  type ContextOverrides,
  createLogger,
  createServiceContext,
  ensureAuthKeyPair,
  loadConfig,
  type ServiceContext,
  type ServiceName,
  signAdminToken,
} from '@manzil/service-kit';
import { dropDatabasesStartingWith, freshDatabaseName, withDatabase } from './database-names.ts';

export interface TestContextOptions {
  /** The process role to configure (default `gateway`, which can host every service plugin). */
  service?: ServiceName;
  /**
   * Extra environment for `loadConfig`. Nothing comes from `process.env`: a test is embedded unless it passes,
   * say, `{ DATABASE_URL: (await postgresForTests()).url }`.
   */
  env?: Record<string, string | undefined>;
  /** Adapters to use instead of the configured ones (e.g. a fake bus). */
  adapters?: ContextOverrides;
}

export interface TestContext extends ServiceContext {
  /** The temporary DATA_DIR, removed by `cleanup`. */
  readonly dataDir: string;
  /** Closes the context, drops the test's own Postgres databases and removes the DATA_DIR. */
  cleanup(): Promise<void>;
}

/**
 * A ServiceContext for tests: embedded adapters (PGlite, in-process bus and index, files) in a fresh temp
 * DATA_DIR, silent logs. With a DATABASE_URL in `env`, the context gets a fresh database name, so every
 * service database it opens is the test's own and is dropped on cleanup.
 */
export async function buildTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'manzil-test-'));
  const env: Record<string, string | undefined> = { NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env };
  const serverUrl = env.DATABASE_URL;
  const databasePrefix = serverUrl ? freshDatabaseName() : undefined;
  if (serverUrl && databasePrefix) env.DATABASE_URL = withDatabase(serverUrl, databasePrefix);

  const config = loadConfig(options.service ?? 'gateway', env);
  const ctx = await createServiceContext(config, createLogger(config), options.adapters);
  let cleaned = false;
  return {
    ...ctx,
    dataDir,
    async cleanup() {
      if (cleaned) return;
      cleaned = true;
      await ctx.close();
      if (serverUrl && databasePrefix) await dropDatabasesStartingWith(serverUrl, databasePrefix);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestAdminClaims extends Partial<Omit<AdminClaims, 'exp'>> {
  /** Lifetime in seconds (default 1 hour). */
  ttlSeconds?: number;
  /** Issue time in seconds since the epoch, e.g. in the past for an expired token. */
  now?: number;
}

/**
 * A valid admin token for route tests, signed with the key the context's verifier trusts (AUTH_PRIVATE_KEY,
 * or the pair in its DATA_DIR/keys, created if needed, as the auth service does).
 */
export async function signTestAdminToken(
  ctx: Pick<ServiceContext, 'config'>,
  claims: TestAdminClaims = {},
): Promise<string> {
  const { privateKey } = await ensureAuthKeyPair(ctx.config.dataDir, {
    privateKeyPem: ctx.config.auth.privateKeyPem,
  });
  return signAdminToken(privateKey, {
    sub: claims.sub ?? 'admin-1',
    username: claims.username ?? 'admin',
    sid: claims.sid ?? 'test-session',
    ttlSeconds: claims.ttlSeconds ?? 3600,
    now: claims.now,
  });
}
