import type { ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { createCatalogClient, MIGRATIONS_DIR } from './db.ts';
import { areaRoutes } from './routes/areas.ts';
import { emirateRoutes } from './routes/emirates.ts';
import { propertyTypeRoutes } from './routes/property-types.ts';
import { SeedGate } from './seed/seed-gate.ts';
import { seedIfEmpty } from './seed/seed-on-start.ts';

export interface CatalogOptions {
  ctx: ServiceContext;
  /** Seed the demo catalog into an empty database (default true; tests of an empty catalog turn it off). */
  seed?: boolean;
}

/**
 * The catalog service as a Fastify plugin: opens its own database (migrations applied on open), seeds the demo
 * catalog on the first start, then serves the public reference lists. Mounted by the gateway (embedded) or run
 * alone by server.ts.
 */
const catalogService: FastifyPluginAsync<CatalogOptions> = async (app, { ctx, seed = true }) => {
  const database = await ctx.openDatabase({
    service: 'catalog',
    migrationsDir: MIGRATIONS_DIR,
    createClient: createCatalogClient,
  });
  const db = database.client;

  const gate = new SeedGate(seed ? seedIfEmpty(db, ctx.storage, ctx.log) : Promise.resolve());
  gate.settled.catch((error: unknown) => ctx.log.error({ err: error }, 'seeding the catalog failed'));
  ctx.registerHealth(gate);
  // Registered after the database, so it runs before the database closes: let a running seed finish first.
  ctx.onShutdown(() => gate.settled.catch(() => {}));
  app.addHook('onRequest', () => gate.wait());

  await app.register(emirateRoutes, { db });
  await app.register(areaRoutes, { db });
  await app.register(propertyTypeRoutes, { db });
};

export default catalogService;
