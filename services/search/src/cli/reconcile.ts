import { createLogger, createServiceContext, loadConfig, runOrExit } from '@manzil/service-kit';
import { httpCatalogSource } from '../catalog/catalog-source.ts';
import { SearchIndexer } from '../indexer/search-indexer.ts';

// `npm run reconcile -w services/search [-- --fix]`: compares the listing index with the catalog's public API
// (`CATALOG_SERVICE_URL`, else the gateway) by id and version and prints what differs: listings missing from the
// index, indexed at an older version, or deleted in the catalog but still searchable. Exits 1 when anything
// differs; `--fix` then rebuilds the index from the catalog and compares again. With the in-process index, run it
// while the site is stopped (a running site keeps its own copy in memory).
const sample = (ids: number[]) =>
  ids.length ? ` (${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''})` : '';

await runOrExit(async () => {
  const config = loadConfig('search');
  const log = createLogger(config);
  const ctx = await createServiceContext(config, log);
  try {
    const indexer = new SearchIndexer({ index: ctx.index, log });
    await indexer.init();
    const catalogUrl = ctx.serviceUrl('catalog');
    const source = httpCatalogSource({ baseUrl: catalogUrl });
    const check = async () => {
      const report = await indexer.reconcile(source);
      process.stdout.write(
        `Index (${ctx.index.adapter}) against the catalog at ${catalogUrl}: ${report.listings} listings; ` +
          `${report.missing.length} missing${sample(report.missing)}, ${report.stale.length} stale${sample(report.stale)}, ` +
          `${report.deletedPresent.length} deleted still present${sample(report.deletedPresent)}.\n`,
      );
      return report.missing.length + report.stale.length + report.deletedPresent.length;
    };
    let differences = await check();
    if (differences && process.argv.includes('--fix')) {
      const result = await indexer.rebuild(source);
      process.stdout.write(`Rebuilt from the catalog in ${result.durationMs} ms; checking again.\n`);
      differences = await check();
    }
    if (differences) process.exitCode = 1;
  } finally {
    await ctx.close();
  }
});
