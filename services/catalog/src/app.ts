import { type ServiceContext, startOutboxRelay } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { createCatalogClient, MIGRATIONS_DIR } from './db.ts';
import { OUTBOX_SCHEMA } from './events/catalog-events.ts';
import { followOutbox } from './listings/follow-outbox.ts';
import { ListingReadModel } from './listings/read-model.ts';
import { type LocationResolver, locationResolver } from './locations/resolver.ts';
import { adminAreaRoutes } from './routes/admin-areas.ts';
import { adminEmirateRoutes } from './routes/admin-emirates.ts';
import { adminPropertyRoutes } from './routes/admin-properties.ts';
import { adminPropertyTypeRoutes } from './routes/admin-property-types.ts';
import { areaRoutes } from './routes/areas.ts';
import { emirateRoutes } from './routes/emirates.ts';
import { propertyTypeRoutes } from './routes/property-types.ts';
import { searchRoutes } from './routes/search.ts';
import { SeedGate } from './seed/seed-gate.ts';
import { seedIfEmpty } from './seed/seed-on-start.ts';

export interface CatalogOptions {
  ctx: ServiceContext;
  /** Seed the demo catalog into an empty database (default true; tests of an empty catalog turn it off). */
  seed?: boolean;
  /** How free-text locations are resolved (default: the search service, then the catalog's own names). */
  locations?: LocationResolver;
  /** Outbox relay poll interval in ms (default 500). */
  relayPollMs?: number;
}

/**
 * The catalog service as a Fastify plugin: opens its own database (migrations applied on open), seeds the demo
 * catalog on the first start, loads the search read model, relays its outbox to the bus, then serves the public
 * API and the admin API. Mounted by the gateway (embedded) or run alone by server.ts.
 */
const catalogService: FastifyPluginAsync<CatalogOptions> = async (app, options) => {
  const { ctx, seed = true } = options;
  const database = await ctx.openDatabase({
    service: 'catalog',
    migrationsDir: MIGRATIONS_DIR,
    createClient: createCatalogClient,
  });
  const db = database.client;
  const model = new ListingReadModel(db);

  const started = new Date();
  // The seed (rendering its pictures is CPU-heavy) and the read model's load begin once every plugin of the
  // process has started: run beside the other services' start-up, on a small busy machine they pushed them past
  // Fastify's plugin timeout. Requests wait for them (below), readiness reports them.
  let began = false;
  let begin = () => {};
  const readyToSeed = new Promise<void>((resolve) => {
    begin = () => {
      began = true;
      resolve();
    };
  });
  app.addHook('onReady', async () => begin());
  const gate = new SeedGate(
    readyToSeed.then(() => (seed ? seedIfEmpty(db, ctx.storage, ctx.log) : false)).then(() => model.load()),
  );
  gate.settled.catch((error: unknown) =>
    ctx.log.error({ err: error }, 'seeding or loading the catalog failed'),
  );
  ctx.registerHealth(gate);
  // Registered after the database, so it runs before the database closes: let a running seed finish first.
  ctx.onShutdown(async () => {
    if (began) await gate.settled.catch(() => {});
  });
  app.addHook('onRequest', () => gate.wait());

  const relay = startOutboxRelay({
    db,
    bus: ctx.events,
    log: ctx.log,
    schema: OUTBOX_SCHEMA,
    pollMs: options.relayPollMs,
  });
  ctx.registerHealth(relay);
  ctx.onShutdown(() => relay.stop());
  const follower = followOutbox(db, model, { log: ctx.log, since: started });
  ctx.onShutdown(() => follower.stop());

  const locations =
    options.locations ??
    locationResolver({
      searchUrl: () => ctx.serviceUrl('search'),
      places: () => model.publicPlaces(),
      log: ctx.log,
    });

  const admin = { db, model, published: () => relay.notify() };
  await app.register(emirateRoutes, { db });
  await app.register(areaRoutes, { db });
  await app.register(propertyTypeRoutes, { db });
  await app.register(searchRoutes, { db, model, locations });
  await app.register(adminEmirateRoutes, admin);
  await app.register(adminAreaRoutes, admin);
  await app.register(adminPropertyTypeRoutes, admin);
  await app.register(adminPropertyRoutes, { ...admin, storage: ctx.storage });
};

export default catalogService;
