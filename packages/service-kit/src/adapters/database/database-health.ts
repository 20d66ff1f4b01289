import type { PrismaLikeClient } from '../../ports/database.ts';
import type { DependencyHealth } from '../../ports/health.ts';

/** `select 1` through the service's own client, so the check covers the driver adapter too. */
export async function databaseHealth(
  client: PrismaLikeClient,
  service: string,
  adapter: 'pglite' | 'postgres',
): Promise<DependencyHealth> {
  const started = performance.now();
  try {
    await client.$queryRawUnsafe('SELECT 1');
    return {
      name: `database:${service}`,
      adapter,
      ok: true,
      latencyMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    return {
      name: `database:${service}`,
      adapter,
      ok: false,
      detail: ((error as Error).message ?? '').split('\n')[0],
    };
  }
}
