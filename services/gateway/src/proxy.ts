import fastifyHttpProxy from '@fastify/http-proxy';
import { type BackendServiceName, SERVICES } from '@manzil/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Distributed mode: each service runs as its own process; the gateway forwards its URL prefixes to it unchanged
 * and passes the request id on so logs can be joined across services, and the client's address for per-client
 * limits.
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
          // The client the gateway saw, replacing whatever the caller claimed: the services' per-client limits
          // (login, enquiries, the assistant) trust this header only from a private address such as this proxy.
          rewriteRequestHeaders: (request, headers) => ({
            ...headers,
            'x-request-id': String(request.id),
            'x-forwarded-for': request.ip,
          }),
        },
      });
    }
  }
}
