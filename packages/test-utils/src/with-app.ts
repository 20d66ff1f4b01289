import {
  adminGuard,
  createServer,
  healthRoutes,
  type KitServer,
  metricsRoutes,
  type ServiceContext,
  type ServicePlugin,
} from '@manzil/service-kit';
import { buildTestContext, type TestContext, type TestContextOptions } from './test-context.ts';

export interface TestApp {
  app: KitServer;
  ctx: ServiceContext;
  /** Closes the server, then the context if this helper built it. */
  close(): Promise<void>;
}

export interface TestAppOptions extends TestContextOptions {
  /** Use this context instead of building one (it is then left open). */
  ctx?: ServiceContext;
}

/**
 * The server a service runs on (createServer, health and metrics routes, admin guard) with `plugin` registered and ready,
 * on a test context unless one is given. Use `app.inject` on it; call `close` after.
 */
export async function buildTestApp(plugin: ServicePlugin, options: TestAppOptions = {}): Promise<TestApp> {
  const owned: TestContext | undefined = options.ctx ? undefined : await buildTestContext(options);
  const ctx = options.ctx ?? (owned as TestContext);
  // Opening PGlite and applying migrations can take longer than Fastify's 10 s plugin timeout on a busy machine.
  const app = createServer(ctx.config, {
    logger: ctx.log,
    metrics: ctx.metrics,
    fastify: { pluginTimeout: 120_000 },
  });
  const close = async () => {
    await app.close();
    await owned?.cleanup();
  };
  try {
    await app.register(healthRoutes, { registry: ctx.health });
    await app.register(metricsRoutes, { metrics: ctx.metrics });
    await app.register(adminGuard, { tokens: ctx.tokens });
    await app.register(plugin, { ctx });
    await app.ready();
  } catch (error) {
    await close();
    throw error;
  }
  return { app, ctx, close };
}

/** Runs `test` with a ready app built from `plugin`, and closes everything after, whatever happens. */
export async function withApp<T>(
  plugin: ServicePlugin,
  test: (app: KitServer, ctx: ServiceContext) => Promise<T>,
  options: TestAppOptions = {},
): Promise<T> {
  const built = await buildTestApp(plugin, options);
  try {
    return await test(built.app, built.ctx);
  } finally {
    await built.close();
  }
}
