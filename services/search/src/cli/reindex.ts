import { createLogger, createServiceContext, loadConfig, runOrExit } from '@manzil/service-kit';
import { httpCatalogSource } from '../catalog/catalog-source.ts';
import { SearchIndexer } from '../indexer/search-indexer.ts';

// `npm run reindex -w services/search`: rebuilds the location and listing indexes from the catalog's public API
// (`CATALOG_SERVICE_URL`, else the gateway) into the configured index (Meilisearch with MEILI_URL, else the
// in-process index under DATA_DIR/index). With the in-process index, run it while the site is stopped (a
// running site keeps its own copy in memory): on a running site use `POST /api/search/reindex` instead.
await runOrExit(async () => {
  const config = loadConfig('search');
  const log = createLogger(config);
  const ctx = await createServiceContext(config, log);
  try {
    const indexer = new SearchIndexer({ index: ctx.index, log });
    await indexer.init();
    const catalogUrl = ctx.serviceUrl('catalog');
    const source = httpCatalogSource({ baseUrl: catalogUrl });
    const result = await indexer.rebuild(source);
    process.stdout.write(
      `Search index rebuilt from ${catalogUrl} into the ${ctx.index.adapter} index: ${result.emirates} emirates, ${result.areas} areas, ${result.listings} listings, ${result.removed} stale documents removed, in ${result.durationMs} ms.\n`,
    );
  } finally {
    await ctx.close();
  }
});
