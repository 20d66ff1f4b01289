import { AsyncResource } from 'node:async_hooks';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { KitConfig } from '../config/kit-config.ts';
import { createLogger, type Logger } from '../log/logger.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { proxyTrust } from './client-address.ts';
import { toErrorResponse } from './error-response.ts';
import { runWithRequestId } from './request-context.ts';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.ts';
import { securityHeaders } from './security-headers.ts';

/** The Fastify instance every service and the gateway build on: TypeBox-typed routes. */
export type KitServer = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface CreateServerOptions {
  /** Logger to use (default: a new pino logger from `config`). */
  logger?: Logger;
  /** Records every answer's latency by route (`manzil_http_request_duration_seconds`). */
  metrics?: Metrics;
  /**
   * This process is a service behind the distributed gateway: it trusts X-Forwarded-For from GATEWAY_ADDRESS
   * (besides TRUSTED_PROXIES), where the gateway writes the client it saw.
   */
  behindGateway?: boolean;
  /** Passed to Fastify as is, e.g. `bodyLimit`. */
  fastify?: Omit<
    FastifyServerOptions<RawServerDefault, FastifyBaseLogger>,
    'logger' | 'loggerInstance' | 'genReqId'
  >;
}

const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Creates the HTTP server with the team's defaults: request ids (honouring `x-request-id` and echoing it),
 * pino logging with secrets redacted, one error handler (ARCHITECTURE section 7) and JSON 404s under `/api`.
 * Other unknown paths get Fastify's JSON 404 unless a plugin sets its own not-found handler (the gateway does).
 */
export function createServer(config: KitConfig, options: CreateServerOptions = {}): KitServer {
  // Whose X-Forwarded-For is believed (client-address.ts): nobody's unless configured.
  const proxies = [...config.trustedProxies, ...(options.behindGateway ? config.gatewayAddresses : [])];
  const trust = proxies.length ? proxyTrust(proxies) : undefined;
  const app = Fastify({
    loggerInstance: (options.logger ?? createLogger(config)) as FastifyBaseLogger,
    genReqId: requestIdFor,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Probes hit these every few seconds; logging them would drown real traffic.
      disableRequestLogging: (request) => QUIET_PATHS.has(request.url),
    }),
    // Report every problem of a request at once, so a form can show them all.
    ajv: { customOptions: { allErrors: true } },
    // Start-up work (migrations, key generation, hashing the first admin password) can take more than Fastify's
    // 10 s default on a small, busy machine; a real hang still fails, with the plugin's name.
    pluginTimeout: 300_000,
    trustProxy: trust ?? false,
    ...options.fastify,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Host names among the trusted proxies (GATEWAY_ADDRESS=gateway) are looked up before the first request.
  if (trust) app.addHook('onReady', () => trust.ready());

  // Helmet's headers and a Permissions-Policy on every answer, health and errors included (issue 22).
  app.register(securityHeaders);

  // The rest of the request runs inside its request id's scope: logs and events written by the route carry it.
  // Body parsing resumes from the socket's own async context, so the scope is entered again before validation.
  const scopes = new WeakMap<object, AsyncResource>();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runWithRequestId(String(request.id), () => {
      const scope = new AsyncResource('manzil-request');
      scopes.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });

  const metrics = options.metrics;
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      // The route template keeps the series few; anything unmatched (pages, 404s) shares one label.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      metrics.observeHttp(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  // Answers finishing during shutdown close their connection, so a keep-alive client cannot hold close() open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.setErrorHandler((error, request, reply) => {
    const response = toErrorResponse(error, request.id);
    if (response.severity === 'error') {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info(
        { statusCode: response.statusCode, message: response.body.message },
        'request rejected',
      );
    }
    return reply.code(response.statusCode).headers(response.headers).send(response.body);
  });

  // Scoped to /api so the root not-found handler stays free: the gateway answers other paths with pages.
  app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0];
        return reply
          .code(404)
          .send({ error: 'not_found', message: `No API route matches ${request.method} ${path}.` });
      });
    },
    { prefix: '/api' },
  );

  return app;
}
