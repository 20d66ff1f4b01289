import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogUnavailableError, httpCatalogSource } from '../src/catalog/catalog-source.ts';
import { fixtureSnapshot } from './helpers/catalog-fixture.ts';

/** A stand-in for the catalog's public API, recording the paths asked. */
async function fakeCatalogApi(answer: (url: URL) => [number, unknown]) {
  const paths: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    paths.push(`${url.pathname}${url.search}`);
    const [status, body] = answer(url);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    paths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('httpCatalogSource', () => {
  const servers: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  it('reads emirates, areas and every listing page, oldest first, never one twice', async () => {
    const snapshot = fixtureSnapshot();
    const pageSize = 10;
    const api = await fakeCatalogApi((url) => {
      if (url.pathname === '/api/properties/emirates') return [200, snapshot.emirates];
      if (url.pathname === '/api/properties/areas') return [200, snapshot.areas];
      const page = Number(url.searchParams.get('page'));
      // Page 2 repeats the last listing of page 1, as when a listing is deleted between two pages.
      const start = (page - 1) * pageSize - (page > 1 ? 1 : 0);
      const properties = snapshot.properties.slice(start, start + pageSize);
      const totalPages = Math.ceil(snapshot.properties.length / pageSize);
      return [200, { properties, total: snapshot.properties.length, totalPages, page, limit: pageSize }];
    });
    servers.push(api);
    const read = await httpCatalogSource({ baseUrl: api.baseUrl, pageSize }).snapshot();
    expect(read.emirates).toEqual(snapshot.emirates);
    expect(read.areas).toEqual(snapshot.areas);
    expect(new Set(read.properties.map((listing) => listing.id)).size).toBe(read.properties.length);
    expect(api.paths).toContain('/api/properties/search?sortBy=oldest&limit=10&page=1');
    expect(api.paths.filter((path) => path.startsWith('/api/properties/search'))).toHaveLength(3);
  });

  it('says a refused connection or a 503 is worth retrying, a 404 is not', async () => {
    const down = httpCatalogSource({ baseUrl: 'http://127.0.0.1:9' });
    const refused = await down.snapshot().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CatalogUnavailableError);
    expect((refused as CatalogUnavailableError).retryable).toBe(true);

    const starting = await fakeCatalogApi(() => [503, { error: 'service_unavailable', message: 'starting' }]);
    servers.push(starting);
    const unavailable = await httpCatalogSource({ baseUrl: starting.baseUrl })
      .snapshot()
      .catch((error: unknown) => error as CatalogUnavailableError);
    expect(unavailable).toMatchObject({ retryable: true, message: expect.stringContaining('503') });

    const wrong = await fakeCatalogApi(() => [404, { error: 'not_found', message: 'no route' }]);
    servers.push(wrong);
    const missing = await httpCatalogSource({ baseUrl: wrong.baseUrl })
      .snapshot()
      .catch((error: unknown) => error as CatalogUnavailableError);
    expect(missing).toMatchObject({ retryable: false });
  });
});
