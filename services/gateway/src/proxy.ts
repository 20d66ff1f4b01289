import fastifyHttpProxy from '@fastify/http-proxy';
import { type BackendServiceName, SERVICES } from '@manzil/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Distributed mode: each service runs as its own process; the gateway forwards its URL prefixes to it unchanged
 * and passes the request id on so logs can be joined across services.
 */
export async function registerServiceProxies(
  app: FastifyInstance,
  upstreams: Record<BackendServiceName, string>,
): Promise<void> {
  for (const [service, { prefixes }] of Object.entries(SERVICES) as Array<
    [BackendServiceName, (typeof SERVICES)[BackendServiceName]]
  >) {
    for (const prefix of prefixes) {
      await app.register(fastifyHttpProxy, {
        upstream: upstreams[service],
        prefix,
        rewritePrefix: prefix,
        http2: false,
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-request-id': String(request.id) }),
        },
      });
    }
  }
}
