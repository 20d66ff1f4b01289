import type { FastifyPluginAsync } from 'fastify';
import { adminGuard } from './auth/admin-guard.ts';
import { remoteSessionCheck } from './auth/remote-session-check.ts';
import { loadConfig } from './config/kit-config.ts';
import { createServiceContext, type ServiceContext, serviceUrlFor } from './context.ts';
import { healthRoutes } from './http/health.ts';
import { listen, runOrExit } from './http/listen.ts';
import { localOpsOnly } from './http/ops-access.ts';
import { createServer, type KitServer } from './http/server.ts';
import { closeGracefully } from './http/shutdown.ts';
import { createLogger } from './log/logger.ts';
import { metricsRoutes } from './metrics/metrics-routes.ts';
import type { ServiceName } from './service-name.ts';

/** A service as the gateway mounts it and `runService` runs it: a Fastify plugin given the context. */
export type ServicePlugin = FastifyPluginAsync<{ ctx: ServiceContext }>;

export interface ServiceApp {
  app: KitServer;
  ctx: ServiceContext;
  /**
   * The internal ops server (`/healthz`, `/readyz`, `/metrics`) when OPS_PORT is set: `listenService` starts it on
   * HOST:OPS_PORT; closing the context closes it.
   */
  ops?: KitServer;
}

/**
 * The ops routes of a process. With OPS_PORT they live on a server of their own (returned) and the main port
 * serves only `/healthz`; without it the main port serves them to direct requests from this machine alone
 * (`localOpsOnly`: a container's health check, a local script), so a visitor never reads them.
 */
async function registerOpsRoutes(app: KitServer, ctx: ServiceContext): Promise<KitServer | undefined> {
  const separate = ctx.config.opsPort !== undefined;
  await app.register(healthRoutes, {
    registry: ctx.health,
    readiness: !separate,
    readinessGuard: localOpsOnly,
  });
  if (!separate) {
    await app.register(metricsRoutes, { metrics: ctx.metrics, guard: localOpsOnly });
    return undefined;
  }
  const ops = createServer(ctx.config, { logger: ctx.log.child({ listener: 'ops' }) });
  await ops.register(healthRoutes, { registry: ctx.health });
  await ops.register(metricsRoutes, { metrics: ctx.metrics });
  await ops.ready();
  ctx.onShutdown(() => ops.close());
  return ops;
}

/** Listens on HOST:PORT, and on HOST:OPS_PORT with the ops server when there is one. */
export async function listenService({ app, ctx, ops }: ServiceApp): Promise<string> {
  const address = await listen(app, ctx.config);
  if (ops && ctx.config.opsPort !== undefined) {
    await listen(ops, { host: ctx.config.host, port: ctx.config.opsPort });
  }
  return address;
}

/**
 * Builds a service process without listening: config from the environment, context, server with `/healthz`,
 * `/readyz`, `/metrics` (see `registerOpsRoutes`), the admin guard, and `plugin` registered with `{ ctx }`. If anything fails the context is closed.
 */
export async function buildService(
  service: ServiceName,
  plugin: ServicePlugin,
  env: Record<string, string | undefined> = process.env,
): Promise<ServiceApp> {
  const config = loadConfig(service, env);
  const log = createLogger(config);
  const ctx = await createServiceContext(config, log);
  // A service in its own process (distributed mode) asks auth whether a token's session is still alive (logout,
  // 30 min idle, 12 h). Tests without AUTH_SERVICE_URL keep the signature check alone.
  if (service !== 'gateway' && service !== 'auth' && (config.nodeEnv !== 'test' || config.serviceUrls.auth)) {
    ctx.tokens.setRevocationCheck(remoteSessionCheck(serviceUrlFor(config, 'auth')));
  }
  // A service in its own process sits behind the distributed gateway, which says whom it forwards for.
  const app = createServer(config, {
    logger: log,
    metrics: ctx.metrics,
    behindGateway: service !== 'gateway',
  });
  let ops: KitServer | undefined;
  try {
    ops = await registerOpsRoutes(app, ctx);
    await app.register(adminGuard, { tokens: ctx.tokens });
    await app.register(plugin, { ctx });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    await ctx.close();
    throw error;
  }
  return { app, ctx, ...(ops && { ops }) };
}

/**
 * The whole `server.ts` of a service: build, listen on HOST:PORT, shut down gracefully on SIGINT/SIGTERM.
 * Start-up problems an operator can fix end the process with one line saying how.
 */
export async function runService(service: ServiceName, plugin: ServicePlugin): Promise<void> {
  await runOrExit(async () => serveService(await buildService(service, plugin)));
}

/**
 * Serves a built service (or the gateway): shuts down gracefully on SIGINT/SIGTERM, then listens; a listen
 * that fails closes the context before the error goes on. Answers the address.
 */
export async function serveService(built: ServiceApp): Promise<string> {
  const { app, ctx } = built;
  closeGracefully({ app, close: () => ctx.close(), health: ctx.health, log: ctx.log });
  try {
    return await listenService(built);
  } catch (error) {
    await ctx.close();
    throw error;
  }
}
