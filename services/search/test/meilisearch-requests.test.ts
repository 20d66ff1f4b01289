import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CATALOG_EVENTS } from '@manzil/contracts';
import { connectMeilisearchIndex, createLogger, loadConfig } from '@manzil/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchIndexer } from '../src/indexer/search-indexer.ts';
import { PlaceMatcher } from '../src/search/places.ts';
import { fixtureSnapshot, property, sourceOf } from './helpers/catalog-fixture.ts';
import { catalogEvent } from './helpers/search-app.ts';

interface Recorded {
  method: string;
  path: string;
  body: { q?: string } & Record<string, unknown>;
}

/** Records what the search service sends to Meilisearch and answers like an empty Meilisearch would. */
async function recordingMeilisearch() {
  const requests: Recorded[] = [];
  /** Settings as Meilisearch holds them after a PATCH, answered to the adapter's check. */
  const settings = new Map<string, unknown>();
  let task = 0;
  const server: Server = createServer(async (incoming, response) => {
    let text = '';
    for await (const chunk of incoming) text += chunk;
    const request: Recorded = {
      method: incoming.method ?? '',
      path: incoming.url ?? '',
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(request);
    const line = `${request.method} ${request.path}`;
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const enqueued = () =>
      send(202, {
        taskUid: ++task,
        indexUid: 'x',
        status: 'enqueued',
        type: 'x',
        enqueuedAt: new Date().toISOString(),
      });
    if (line === 'GET /health') return send(200, { status: 'available' });
    const settingsOf = /^\/indexes\/([^/]+)\/settings$/.exec(request.path)?.[1];
    if (settingsOf && request.method === 'PATCH') settings.set(settingsOf, request.body);
    if (settingsOf && request.method === 'GET') return send(200, settings.get(settingsOf) ?? {});
    if (line.startsWith('GET /indexes?')) return send(200, { results: [], offset: 0, limit: 1, total: 0 });
    if (/^GET \/tasks\/\d+/.test(line)) {
      return send(200, { uid: task, status: 'succeeded', type: 'documentAdditionOrUpdate', error: null });
    }
    if (/\/stats$/.test(request.path))
      return send(200, { numberOfDocuments: 0, isIndexing: false, fieldDistribution: {} });
    if (line === 'GET /indexes/locations/documents/area-10') {
      return send(200, {
        id: 'area-10',
        kind: 'area',
        entityId: 10,
        emirateId: 1,
        listingCount: 6,
        version: 0,
      });
    }
    if (request.method === 'GET' && /\/documents\//.test(request.path)) {
      return send(404, {
        message: 'Document not found.',
        code: 'document_not_found',
        type: 'invalid_request',
        link: '',
      });
    }
    if (/\/search$/.test(request.path)) {
      return send(200, {
        hits: [],
        query: request.body?.q ?? '',
        totalHits: 0,
        page: 1,
        hitsPerPage: 0,
        totalPages: 0,
      });
    }
    return enqueued();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('what the search service asks Meilisearch', () => {
  let meili: Awaited<ReturnType<typeof recordingMeilisearch>>;
  let indexer: SearchIndexer;
  let places: PlaceMatcher;
  const log = createLogger(loadConfig('search', { NODE_ENV: 'test' }));

  beforeAll(async () => {
    meili = await recordingMeilisearch();
    const index = await connectMeilisearchIndex({ url: meili.url, apiKey: 'test-key' });
    indexer = new SearchIndexer({ index, log });
    places = new PlaceMatcher(index, indexer.names.locations);
  });
  afterAll(() => meili.close());

  const sent = (method: string, pattern: RegExp) =>
    meili.requests.filter((request) => request.method === method && pattern.test(request.path));

  it('creates both indexes with their searchable, filterable and sortable attributes', async () => {
    await indexer.init();
    expect(sent('POST', /^\/indexes$/).map((request) => request.body)).toEqual([
      { uid: 'locations', primaryKey: 'id' },
      { uid: 'listings', primaryKey: 'id' },
    ]);
    const [locations, listings] = sent('PATCH', /\/settings$/);
    expect(locations?.path).toBe('/indexes/locations/settings');
    expect(locations?.body).toMatchObject({
      searchableAttributes: ['textEn', 'textAr', 'emirateTextEn', 'emirateTextAr'],
      filterableAttributes: ['kind', 'visible', 'emirateId', 'entityId'],
      sortableAttributes: ['listingCount', 'entityId'],
    });
    expect(listings?.body).toMatchObject({
      searchableAttributes: ['refs', 'textEn', 'textAr'],
      filterableAttributes: expect.arrayContaining(['listed', 'areaId', 'areaSlug', 'price', 'sqft', '_geo']),
      sortableAttributes: ['createdTs', 'price', 'sqft', 'id', 'shuffle'],
      pagination: { maxTotalHits: 200_000 },
    });
  });

  it('writes location documents with normalised Arabic words in both forms', async () => {
    meili.requests.length = 0;
    await indexer.rebuild(sourceOf(() => fixtureSnapshot()));
    // The versions held are compared page by page, so unchanged listings are not sent again.
    expect(sent('POST', /^\/indexes\/listings\/search$/)[0]?.body).toMatchObject({
      filter: ['id IN [100, 101, 102, 103, 104, 105, 106]'],
      attributesToRetrieve: ['id', 'version', 'shape', 'listed'],
    });
    // The existing places are read by keyset pages before they are written.
    expect(sent('POST', /^\/indexes\/locations\/search$/)[0]?.body).toMatchObject({
      filter: ['kind = "emirate"', 'entityId > 0'],
      sort: ['entityId:asc'],
      hitsPerPage: 1000,
      page: 1,
    });
    const [write] = sent('POST', /^\/indexes\/locations\/documents/);
    expect(write?.path).toBe('/indexes/locations/documents?primaryKey=id');
    const reem = ((write?.body ?? []) as unknown as Array<Record<string, unknown>>).find(
      (doc) => doc.id === 'area-10',
    );
    expect(reem).toMatchObject({
      kind: 'area',
      entityId: 10,
      nameAr: 'جزيرة الريم',
      textAr: 'جزيره الريم ريم',
      textEn: 'al reem island',
      emirateTextAr: 'ابوظبي',
      visible: true,
      listingCount: 6,
    });
    const listingWrites = sent('POST', /^\/indexes\/listings\/documents/);
    expect(listingWrites.flatMap((write) => write.body as unknown as unknown[])).toHaveLength(22);
  });

  it('searches with the normalised query, the visibility filter and the count order', async () => {
    meili.requests.length = 0;
    await places.suggest('جزيرةُ الـريم', 'ar', 5);
    expect(sent('POST', /^\/indexes\/locations\/search$/)[0]?.body).toEqual({
      q: 'جزيره ريم',
      matchingStrategy: 'last',
      filter: ['visible = true'],
      sort: ['listingCount:desc'],
      page: 1,
      hitsPerPage: 5,
    });
  });

  it('applies an event: reads the version, writes the listing, counts with a filter', async () => {
    meili.requests.length = 0;
    await indexer.apply(catalogEvent(CATALOG_EVENTS.propertyUpserted, 700, 3, property(700, 10, 3)));
    const lines = meili.requests.map((request) => `${request.method} ${request.path.split('?')[0]}`);
    expect(lines[0]).toBe('GET /indexes/listings/documents/700');
    expect(sent('POST', /^\/indexes\/listings\/documents/)[0]?.body).toEqual([
      expect.objectContaining({
        id: 700,
        areaId: 10,
        emirateId: 1,
        version: 3,
        deleted: false,
        listed: true,
        createdTs: Date.parse('2026-01-01T11:40:00.000Z'),
        sqft: 1000,
        _geo: { lat: 24.45, lng: 54.37 },
        refs: 'st 000700',
        textAr: 'شقه 700 في جزيره الريم ريم',
      }),
    ]);
    expect(sent('POST', /^\/indexes\/listings\/search$/)[0]?.body).toMatchObject({
      filter: ['areaId = 10', 'listed = true', 'status IN ["ready", "under_construction"]'],
      hitsPerPage: 0,
    });
  });
});
