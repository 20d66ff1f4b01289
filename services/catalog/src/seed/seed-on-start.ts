import type { ImageStorage } from '@manzil/images';
import type { Logger } from '@manzil/service-kit';
import type { CatalogDb } from '../db.ts';
import { seedCatalog } from './seed-catalog.ts';

/**
 * Seeds the demo catalog on the first start (no emirates yet). Later starts cost one count query, and a catalog
 * an admin has emptied of listings is not refilled behind their back.
 */
export async function seedIfEmpty(db: CatalogDb, storage: ImageStorage, log: Logger): Promise<boolean> {
  if ((await db.emirate.count()) > 0) return false;
  const { created, picturesRendered, durationMs } = await seedCatalog(db, storage);
  log.info(
    { ...created, picturesRendered, durationMs },
    `catalog seeded: ${created.emirates} emirates, ${created.areas} areas, ${created.propertyTypes} property types, ${created.properties} listings with ${created.images} images (${picturesRendered} pictures rendered) in ${(durationMs / 1000).toFixed(1)} s`,
  );
  return true;
}
