import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from './metrics.ts';

export interface MetricsRoutesOptions {
  metrics: Metrics;
}

/**
 * `GET /metrics`: every series of the process in the Prometheus text format, for a scraper on the private
 * network (each service's own port; the gateway's is the public entry, so keep `/metrics` off the public
 * ingress there).
 */
export const metricsRoutes = fp(
  async (app: FastifyInstance, { metrics }: MetricsRoutesOptions) => {
    app.get('/metrics', async (_request, reply) => {
      reply.header('content-type', metrics.contentType).header('cache-control', 'no-store');
      return metrics.text();
    });
  },
  { name: 'manzil-metrics', fastify: '5.x' },
);
