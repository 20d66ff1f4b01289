import {
  type AuditedRoute,
  type AuditedRoutes,
  auditTrail,
  createAuditLog,
  relayOutbox,
  type ServiceContext,
} from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { createCatalogClient, MIGRATIONS_DIR } from './db.ts';
import { OUTBOX_SCHEMA } from './events/catalog-events.ts';
import { permitCheckIntervalFromEnv, startPermitExpiryCheck } from './permits/permit-expiry.ts';
import { adminAreaRoutes } from './routes/admin-areas.ts';
import { adminEmirateRoutes } from './routes/admin-emirates.ts';
import { adminPropertyRoutes } from './routes/admin-properties.ts';
import { adminPropertyTypeRoutes } from './routes/admin-property-types.ts';
import { areaRoutes } from './routes/areas.ts';
import { emirateRoutes } from './routes/emirates.ts';
import { permitPatternSource, permitQrRoutes } from './routes/permit-qr.ts';
import { propertyTypeRoutes } from './routes/property-types.ts';
import { publicListingRoutes } from './routes/public-listings.ts';
import { SeedGate } from './seed/seed-gate.ts';
import { seedIfEmpty } from './seed/seed-on-start.ts';

/** Every admin change of the catalog, recorded in its audit log (issue 22, ADR 0009). */
export const CATALOG_AUDITED_ROUTES: AuditedRoutes = Object.fromEntries(
  (
    [
      ['/api/admin/properties', 'listing'],
      ['/api/admin/emirates', 'emirate'],
      ['/api/admin/areas', 'area'],
      ['/api/admin/property-types', 'property-type'],
    ] as const
  ).flatMap(
    ([path, kind]): Array<[string, AuditedRoute]> => [
      [`POST ${path}`, { kind, action: 'create' }],
      [`PUT ${path}/:id`, { kind, action: 'update' }],
      [`DELETE ${path}/:id`, { kind, action: 'delete' }],
    ],
  ),
);

export interface CatalogOptions {
  ctx: ServiceContext;
  /** Seed the demo catalog into an empty database (default true; tests of an empty catalog turn it off). */
  seed?: boolean;
  /** Outbox relay poll interval in ms (default 500). */
  relayPollMs?: number;
  /** Seconds between checks for expired permits (default `PERMIT_CHECK_INTERVAL_S`, else 30). */
  permitCheckIntervalS?: number;
}

/**
 * The catalog service as a Fastify plugin: opens its own database (migrations applied on open), seeds the demo
 * catalog on the first start, relays its outbox to the bus, then serves the public API (places, types, listing
 * detail and the feed of public listings) and the admin API. Mounted by the gateway (embedded) or run alone by
 * server.ts.
 */
const catalogService: FastifyPluginAsync<CatalogOptions> = async (app, options) => {
  const { ctx, seed = true } = options;
  const database = await ctx.openDatabase({
    service: 'catalog',
    migrationsDir: MIGRATIONS_DIR,
    createClient: createCatalogClient,
  });
  const db = database.client;

  // The seed (rendering its pictures is CPU-heavy) begins once every plugin of the process has started: run
  // beside the other services' start-up, on a small busy machine it pushed them past Fastify's plugin timeout.
  // Requests wait for it (below), readiness reports it.
  let began = false;
  let begin = () => {};
  const readyToSeed = new Promise<void>((resolve) => {
    begin = () => {
      began = true;
      resolve();
    };
  });
  app.addHook('onReady', async () => begin());
  const gate = new SeedGate(readyToSeed.then(() => (seed ? seedIfEmpty(db, ctx.storage, ctx.log) : false)));
  gate.settled.catch((error: unknown) => ctx.log.error({ err: error }, 'seeding the catalog failed'));
  ctx.registerHealth(gate);
  // Registered after the database, so it runs before the database closes: let a running seed finish first.
  ctx.onShutdown(async () => {
    if (began) await gate.settled.catch(() => {});
  });
  app.addHook('onRequest', () => gate.wait());

  const relay = relayOutbox(ctx, { db, schema: OUTBOX_SCHEMA, pollMs: options.relayPollMs });

  await app.register(auditTrail, {
    log: createAuditLog(db, { service: 'catalog', schema: 'catalog' }),
    routes: CATALOG_AUDITED_ROUTES,
  });

  // Listings whose advertising permit has expired leave public search within a minute: a scheduled check
  // writes their event through the outbox, as an admin edit does.
  const permitCheck = startPermitExpiryCheck({
    db,
    intervalS: options.permitCheckIntervalS ?? permitCheckIntervalFromEnv(),
    log: ctx.log.child({ component: 'permit-check' }),
    published: () => relay.notify(),
    before: () => gate.settled.catch(() => {}),
  });
  ctx.onShutdown(() => permitCheck.stop());

  const admin = { db, published: () => relay.notify() };
  await app.register(emirateRoutes, { db });
  await app.register(areaRoutes, { db });
  await app.register(propertyTypeRoutes, { db });
  await app.register(publicListingRoutes, { db });
  await app.register(permitQrRoutes, {
    db,
    permitPattern: permitPatternSource(() => ctx.serviceUrl('content')),
  });
  await app.register(adminEmirateRoutes, admin);
  await app.register(adminAreaRoutes, admin);
  await app.register(adminPropertyTypeRoutes, admin);
  await app.register(adminPropertyRoutes, { ...admin, storage: ctx.storage });
};

export default catalogService;
