import catalogService from '@manzil/catalog-service';
import type { KitServer, ServiceContext } from '@manzil/service-kit';
import { buildTestApp, type TestApp } from '@manzil/test-utils';
import type { FastifyInstance } from 'fastify';
import searchService from '../../src/app.ts';
import { httpCatalogSource } from '../../src/catalog/catalog-source.ts';

/**
 * The catalog (seeded with the demo catalog on PGlite) and the search service in one app, as the embedded
 * gateway mounts them: the search index is rebuilt from the catalog's feed and follows its events on the
 * in-process bus. The search service reads the feed through `inject`, so nothing listens on a port.
 */
export async function buildCatalogAndSearch(env: Record<string, string> = {}): Promise<TestApp> {
  let server: KitServer | undefined;
  const viaInject = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!server) throw new TypeError('fetch failed: the app is not built yet');
    const response = await server.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch;
  const built = await buildTestApp(
    async (app: FastifyInstance, { ctx }: { ctx: ServiceContext }) => {
      await app.register(catalogService as never, { ctx });
      await app.register(searchService, {
        ctx,
        catalog: httpCatalogSource({ baseUrl: 'http://catalog.test', fetch: viaInject }),
      });
    },
    { env: { LOG_LEVEL: 'silent', ...env } },
  );
  server = built.app;
  return built;
}
