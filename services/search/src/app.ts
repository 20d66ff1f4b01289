import { adminGuard, type ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { type CatalogSource, httpCatalogSource } from './catalog/catalog-source.ts';
import { consumeCatalogEvents } from './indexer/consumer.ts';
import { rebuildInBackground } from './indexer/rebuild-on-start.ts';
import { SearchIndexer } from './indexer/search-indexer.ts';
import { indexAdminRoutes } from './routes/admin.ts';
import { locationRoutes } from './routes/locations.ts';

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
 * The search service as a Fastify plugin: the location index kept current by the catalog events (durable
 * consumer, version-checked), rebuilt from the catalog when empty, and `GET /api/search/locations`.
 */
const searchService: FastifyPluginAsync<SearchOptions> = async (app, options) => {
  const { ctx } = options;
  const log = ctx.log.child({ service: 'search' });
  const source = options.catalog ?? httpCatalogSource({ baseUrl: ctx.serviceUrl('catalog') });
  const indexer = new SearchIndexer({ index: ctx.index, log, indexPrefix: options.indexPrefix });

  const { empty } = await indexer.init();
  ctx.registerHealth(indexer);

  const subscription = await consumeCatalogEvents(ctx.events, indexer, log, { durable: options.durable });
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

  await app.register(adminGuard, { tokens: ctx.tokens });
  await app.register(locationRoutes, { indexer });
  await app.register(indexAdminRoutes, { indexer, source });
};

export default searchService;
