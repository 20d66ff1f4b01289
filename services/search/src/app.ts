import { adminGuard, type ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { type CatalogSource, httpCatalogSource } from './catalog/catalog-source.ts';
import { consumeCatalogEvents, SEARCH_CONSUMER } from './indexer/consumer.ts';
import { rebuildInBackground } from './indexer/rebuild-on-start.ts';
import { SearchIndexer } from './indexer/search-indexer.ts';
import { indexAdminRoutes } from './routes/admin.ts';
import { alertMatchRoutes } from './routes/alert-matches.ts';
import { listingRoutes } from './routes/listings.ts';
import { locationRoutes } from './routes/locations.ts';
import { ListingSearch } from './search/listing-search.ts';
import { PlaceMatcher } from './search/places.ts';

export interface SearchOptions {
  ctx: ServiceContext;
  /** Where rebuilds read the catalog (default: its public HTTP API at `ctx.serviceUrl('catalog')`). */
  catalog?: CatalogSource;
  /**
   * Rebuild on start: `'auto'` (default) rebuilds when the index is empty, and also reconciles in the
   * background with the in-process bus (its events do not survive a crash) or the in-process index (its snapshot
   * is saved shortly after a change, so a crash can lose changes whose events were already acknowledged);
   * `false` never.
   */
  rebuildOnStart?: 'auto' | false;
  /** Index name prefix (tests sharing a Meilisearch). */
  indexPrefix?: string;
  /** Durable consumer name (tests sharing a NATS server). */
  durable?: string;
}

/**
 * The search service as a Fastify plugin: the listing and location indexes kept current by the catalog events
 * (durable consumer, version-checked), rebuilt from the catalog when empty, and every public search:
 * `GET /api/properties/search` and `GET /api/search/locations`.
 */
const searchService: FastifyPluginAsync<SearchOptions> = async (app, options) => {
  const { ctx } = options;
  const log = ctx.log.child({ service: 'search' });
  const source = options.catalog ?? httpCatalogSource({ baseUrl: ctx.serviceUrl('catalog') });
  const indexer = new SearchIndexer({ index: ctx.index, log, indexPrefix: options.indexPrefix });

  const { empty } = await indexer.init();
  ctx.registerHealth(indexer);

  // Every process with its own in-process index follows every event; processes sharing Meilisearch share one
  // consumer, so each event is applied once.
  const instance = ctx.index.adapter === 'in-process' ? ctx.config.instanceName : undefined;
  const durable = options.durable ?? (instance ? `${SEARCH_CONSUMER}-${instance}` : undefined);
  const subscription = await consumeCatalogEvents(ctx.events, indexer, log, { durable });
  const rebuildOnStart = options.rebuildOnStart ?? 'auto';
  const rebuild =
    rebuildOnStart === 'auto' &&
    (empty || ctx.events.adapter === 'in-process' || ctx.index.adapter === 'in-process')
      ? rebuildInBackground(indexer, source, log)
      : undefined;
  // Once, on whichever comes first: the server closing (tests, graceful shutdown) or the context closing.
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await rebuild?.stop();
      await subscription.stop();
    })();
    return stopping;
  };
  app.addHook('onClose', stop);
  ctx.onShutdown(stop);

  const places = new PlaceMatcher(ctx.index, indexer.names.locations);
  const listings = new ListingSearch(ctx.index, indexer.names.listings, places);
  await app.register(adminGuard, { tokens: ctx.tokens });
  await app.register(listingRoutes, { listings, indexer });
  await app.register(alertMatchRoutes, { listings });
  await app.register(locationRoutes, { places });
  await app.register(indexAdminRoutes, { indexer, source });
};

export default searchService;
