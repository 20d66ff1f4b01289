import { adminGuard, type ServiceContext, startOutboxRelay } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { publishHeroAssets } from './assets.ts';
import { CONTENT_SCHEMA, createContentClient, MIGRATIONS_DIR } from './db.ts';
import { siteRoutes } from './routes/site.ts';
import { ContentStore } from './store.ts';

/**
 * The content service as a Fastify plugin: opens its own database (migrations applied on open), relays its
 * outbox to the bus, and serves the site-content document and its versions. Mounted by the gateway (embedded)
 * or run alone by server.ts.
 */
const contentService: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const database = await ctx.openDatabase({
    service: 'content',
    migrationsDir: MIGRATIONS_DIR,
    createClient: createContentClient,
  });
  const db = database.client;
  const relay = startOutboxRelay({ db, bus: ctx.events, schema: CONTENT_SCHEMA, log: ctx.log });
  ctx.registerHealth(relay);
  // Registered after the database, so it stops before the database closes.
  ctx.onShutdown(() => relay.stop());

  // Beside start-up: a storage hiccup must not keep the content API from starting.
  publishHeroAssets(ctx.storage, ctx.log).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'could not publish the hero video; the home page shows its gradient'),
  );

  await app.register(adminGuard, { tokens: ctx.tokens });
  await app.register(siteRoutes, { store: new ContentStore(db), onSaved: () => relay.notify() });
};

export default contentService;
