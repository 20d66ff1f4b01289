import { createLogger, createServiceContext, loadConfig, runOrExit } from '@manzil/service-kit';
import { createCatalogClient, MIGRATIONS_DIR } from '../db.ts';
import { seedCatalog } from './seed-catalog.ts';

// `npm run seed -w services/catalog`: inserts whatever part of the demo catalog is missing from the configured
// database (PGlite under DATA_DIR, or DATABASE_URL) and prints what it did. Safe to run any number of times.
await runOrExit(async () => {
  const config = loadConfig('catalog');
  const log = createLogger(config);
  const ctx = await createServiceContext(config, log);
  try {
    const database = await ctx.openDatabase({
      service: 'catalog',
      migrationsDir: MIGRATIONS_DIR,
      createClient: createCatalogClient,
    });
    const result = await seedCatalog(database.client, ctx.storage);
    log.info(result, `seed finished in ${(result.durationMs / 1000).toFixed(1)} s`);
  } finally {
    await ctx.close();
  }
});
