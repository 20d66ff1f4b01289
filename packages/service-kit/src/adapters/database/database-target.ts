import { join } from 'node:path';
import type { BackendServiceName } from '@manzil/contracts';
import type { KitConfig } from '../../config/kit-config.ts';

export type DatabaseTarget =
  | { kind: 'pglite'; dir: string }
  | {
      kind: 'postgres';
      url: string;
      /** The variable the URL came from, named in error messages. */
      source: string;
      /** Set when the service's database is derived from DATABASE_URL and may need creating. */
      create?: { database: string; adminUrl: string };
    };

const SERVICE_NAME = /^[a-z][a-z0-9_]{0,40}$/;

/**
 * Where a service's own database lives: `<SERVICE>_DATABASE_URL` as is; else, with DATABASE_URL, the database
 * `<db>_<service>` on that server (`postgres://h/test` → `test_catalog`; `manzil_catalog` without a db);
 * else PGlite under `DATA_DIR/db/<service>`.
 */
export function databaseTargetFor(
  config: Pick<KitConfig, 'dataDir' | 'databaseUrl' | 'serviceDatabaseUrls'>,
  service: string,
): DatabaseTarget {
  if (!SERVICE_NAME.test(service))
    throw new Error(`"${service}" is not a valid service name for a database.`);
  const own = config.serviceDatabaseUrls[service as BackendServiceName];
  if (own) return { kind: 'postgres', url: own, source: `${service.toUpperCase()}_DATABASE_URL` };
  if (!config.databaseUrl) return { kind: 'pglite', dir: join(config.dataDir, 'db', service) };

  const url = new URL(config.databaseUrl);
  const base = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const database = `${base || 'manzil'}_${service}`;
  const adminUrl = new URL(config.databaseUrl);
  // Without a database in the URL, connect to `postgres` to create ours.
  if (!base) adminUrl.pathname = '/postgres';
  url.pathname = `/${encodeURIComponent(database)}`;
  return {
    kind: 'postgres',
    url: url.toString(),
    source: 'DATABASE_URL',
    create: { database, adminUrl: adminUrl.toString() },
  };
}
