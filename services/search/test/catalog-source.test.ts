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

  it('reads emirates, areas and every listing page of the feed by ascending id', async () => {
    const snapshot = fixtureSnapshot();
    const pageSize = 10;
    const api = await fakeCatalogApi((url) => {
      if (url.pathname === '/api/properties/emirates') return [200, snapshot.emirates];
      if (url.pathname === '/api/properties/areas') return [200, snapshot.areas];
      const after = Number(url.searchParams.get('after'));
      const limit = Number(url.searchParams.get('limit'));
      const listings = snapshot.listings.filter((listing) => listing.id > after).slice(0, limit);
      const next = listings.length === limit ? (listings.at(-1)?.id ?? null) : null;
      return [200, { listings, next }];
    });
    servers.push(api);
    const source = httpCatalogSource({ baseUrl: api.baseUrl, pageSize });
    expect(await source.places()).toEqual({ emirates: snapshot.emirates, areas: snapshot.areas });
    const pages: number[][] = [];
    for await (const page of source.listings()) pages.push(page.map((listing) => listing.id));
    expect(pages.flat()).toEqual(snapshot.listings.map((listing) => listing.id));
    expect(pages.map((page) => page.length)).toEqual([10, 10, 2]);
    expect(api.paths.filter((path) => path.startsWith('/api/properties/feed'))).toEqual([
      '/api/properties/feed?after=0&limit=10',
      `/api/properties/feed?after=${pages[0]?.at(-1)}&limit=10`,
      `/api/properties/feed?after=${pages[1]?.at(-1)}&limit=10`,
    ]);
  });

  it('says a refused connection or a 503 is worth retrying, a 404 is not', async () => {
    const down = httpCatalogSource({ baseUrl: 'http://127.0.0.1:9' });
    const refused = await down.places().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CatalogUnavailableError);
    expect((refused as CatalogUnavailableError).retryable).toBe(true);

    const starting = await fakeCatalogApi(() => [503, { error: 'service_unavailable', message: 'starting' }]);
    servers.push(starting);
    const unavailable = await httpCatalogSource({ baseUrl: starting.baseUrl })
      .places()
      .catch((error: unknown) => error as CatalogUnavailableError);
    expect(unavailable).toMatchObject({ retryable: true, message: expect.stringContaining('503') });

    const wrong = await fakeCatalogApi(() => [404, { error: 'not_found', message: 'no route' }]);
    servers.push(wrong);
    const missing = await httpCatalogSource({ baseUrl: wrong.baseUrl })
      .places()
      .catch((error: unknown) => error as CatalogUnavailableError);
    expect(missing).toMatchObject({ retryable: false });
  });
});
