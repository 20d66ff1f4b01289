import type { KitConfig } from '../../config/kit-config.ts';
import type { Logger } from '../../log/logger.ts';
import type { Database, OpenDatabaseOptions, PrismaLikeClient } from '../../ports/database.ts';
import { databaseTargetFor } from './database-target.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/**
 * Opens a service's own database, applies its migrations and returns its Prisma client: PostgreSQL when
 * `<SERVICE>_DATABASE_URL` or DATABASE_URL is set, PGlite under `DATA_DIR/db/<service>` otherwise.
 */
export async function openDatabase<C extends PrismaLikeClient>(
  options: OpenDatabaseOptions<C> & {
    config: Pick<KitConfig, 'dataDir' | 'databaseUrl' | 'serviceDatabaseUrls'>;
    log?: Logger;
  },
): Promise<Database<C>> {
  const target = databaseTargetFor(options.config, options.service);
  const log = options.log?.child({ database: options.service });
  if (target.kind === 'pglite') {
    return openPgliteDatabase({ ...options, dir: target.dir, log });
  }
  return openPostgresDatabase({ ...options, target, log });
}
