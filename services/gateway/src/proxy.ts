import type { IncomingHttpHeaders } from 'node:http';
import fastifyHttpProxy from '@fastify/http-proxy';
import { type BackendServiceName, SERVICES } from '@manzil/contracts';
import { clientAddressOf, type RequestPeer, ServiceUnavailableError } from '@manzil/service-kit';
import type { FastifyInstance } from 'fastify';
import { isConnectionError, UpstreamPool, upstreamList } from './upstream-pool.ts';

/** Seconds a client should wait before trying again while a service restarts. */
const RETRY_AFTER_SECONDS = 5;

/** The upstream a request was sent to, when its service has several processes. */
const chosen = new WeakMap<object, string>();

/**
 * Distributed mode: each service runs as its own process; the gateway forwards its URL prefixes to it unchanged
 * and passes the request id on so logs can be joined across services, and the client's address for per-client
 * limits. A service given several URLs (`SEARCH_SERVICE_URL=http://a:4102,http://b:4102`) gets its requests in
 * turn; a process that refuses the connection is skipped for a while, and a GET it refused goes to another.
 */
export async function registerServiceProxies(
  app: FastifyInstance,
  upstreams: Record<BackendServiceName, string>,
): Promise<void> {
  // A path that climbs out of its prefix (`/media/..%2f..%2fpackage.json`) names nothing: answer 404 as the
  // embedded gateway does, rather than forwarding it or the proxy's own 400.
  app.addHook('onRequest', async (request, reply) => {
    if (climbsOut(request.url)) {
      return reply.code(404).send({ error: 'not_found', message: 'Nothing at this address.' });
    }
  });
  for (const [service, { prefixes }] of Object.entries(SERVICES) as Array<
    [BackendServiceName, (typeof SERVICES)[BackendServiceName]]
  >) {
    const urls = upstreamList(upstreams[service]);
    const pool = urls.length > 1 ? new UpstreamPool(urls) : undefined;
    const unavailable = (reply: { send(payload: unknown): unknown }, error: unknown) =>
      reply.send(
        new ServiceUnavailableError(
          `The ${service} service is not answering right now. Please try again in a few seconds.`,
          { cause: error, retryAfterSeconds: RETRY_AFTER_SECONDS },
        ),
      );
    // The client the gateway saw, replacing whatever the caller claimed: the TCP peer, or the client a trusted
    // proxy (TRUSTED_PROXIES, e.g. the load balancer) forwarded for. The services trust this header from
    // GATEWAY_ADDRESS only, and count their per-client limits (login, enquiries, the assistant) by it.
    const rewriteRequestHeaders = (request: RequestPeer & { id: unknown }, headers: IncomingHttpHeaders) => ({
      ...headers,
      'x-request-id': String(request.id),
      'x-forwarded-for': clientAddressOf(request),
    });
    for (const prefix of prefixes) {
      await app.register(fastifyHttpProxy, {
        upstream: pool ? '' : (urls[0] as string),
        prefix,
        rewritePrefix: prefix,
        http2: false,
        replyOptions: {
          rewriteRequestHeaders,
          ...(pool && {
            getUpstream: (request: object) => {
              const url = pool.pick();
              chosen.set(request, url);
              return url;
            },
          }),
          // The service is down, restarting or cut off mid-answer: one clear 503 in the site's error shape, with
          // Retry-After, instead of the proxy's own 500/503 bodies. With several processes, a read another one
          // can answer is sent there first.
          onError: (reply, { error }) => {
            const request = reply.request;
            const failed = chosen.get(request);
            const retryable = request.method === 'GET' || request.method === 'HEAD';
            if (!pool || !failed || !isConnectionError(error)) return unavailable(reply, error);
            pool.markDown(failed);
            if (!retryable) return unavailable(reply, error);
            const next = pool.pick(failed);
            chosen.delete(request);
            return reply.from(request.url, {
              getUpstream: () => next,
              rewriteRequestHeaders,
              onError: (again, { error: second }) => {
                if (isConnectionError(second)) pool.markDown(next);
                unavailable(again, second);
              },
            });
          },
        },
      });
    }
  }
}

/** True when the path, once percent-decoded, has a `..` segment (either slash counts as a separator). */
export function climbsOut(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false; // not a path at all: Fastify answers 400 for it
  }
  return decoded.split(/[\\/]/).includes('..');
}
