import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from './metrics.ts';

export interface MetricsRoutesOptions {
  metrics: Metrics;
  /** Runs before the route, e.g. `localOpsOnly` on a public port. */
  guard?: preHandlerAsyncHookHandler;
}

/**
 * `GET /metrics`: every series of the process in the Prometheus text format, for a scraper on the private
 * network: `buildService` puts it on the ops port (OPS_PORT), or on the main port for direct local requests only.
 */
export const metricsRoutes = fp(
  async (app: FastifyInstance, { metrics, guard }: MetricsRoutesOptions) => {
    app.get('/metrics', { ...(guard && { preHandler: guard }) }, async (_request, reply) => {
      reply.header('content-type', metrics.contentType).header('cache-control', 'no-store');
      return metrics.text();
    });
  },
  { name: 'manzil-metrics', fastify: '5.x' },
);
