import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMeilisearchIndex } from '../src/adapters/search/meilisearch-index.ts';
import { StartupError } from '../src/config/config-error.ts';
import type { SearchIndex } from '../src/ports/search-index.ts';

interface Recorded {
  method: string;
  path: string;
  body: unknown;
  authorization?: string;
}

/**
 * A stand-in for Meilisearch that records what the adapter sends and answers like Meilisearch does, enough
 * to check request shapes without a Meilisearch server.
 */
function fakeMeilisearch(overrides: Record<string, (request: Recorded) => [number, unknown]> = {}) {
  const requests: Recorded[] = [];
  let taskUid = 0;
  const enqueued = (indexUid: string, type: string): [number, unknown] => [
    202,
    { taskUid: ++taskUid, indexUid, status: 'enqueued', type, enqueuedAt: new Date().toISOString() },
  ];
  const routes: Array<[RegExp, (request: Recorded, match: RegExpMatchArray) => [number, unknown]]> = [
    [/^GET \/health$/, () => [200, { status: 'available' }]],
    [/^GET \/indexes\?limit=1$/, () => [200, { results: [], offset: 0, limit: 1, total: 0 }]],
    [/^POST \/indexes$/, (request) => enqueued((request.body as { uid: string }).uid, 'indexCreation')],
    [/^PATCH \/indexes\/(\w+)\/settings$/, (_r, m) => enqueued(m[1] as string, 'settingsUpdate')],
    [
      /^POST \/indexes\/(\w+)\/documents(\?.*)?$/,
      (_r, m) => enqueued(m[1] as string, 'documentAdditionOrUpdate'),
    ],
    [
      /^POST \/indexes\/(\w+)\/documents\/delete-batch$/,
      (_r, m) => enqueued(m[1] as string, 'documentDeletion'),
    ],
    [/^DELETE \/indexes\/(\w+)\/documents$/, (_r, m) => enqueued(m[1] as string, 'documentDeletion')],
    [
      /^GET \/tasks\/(\d+)$/,
      (_r, m) => [
        200,
        { uid: Number(m[1]), status: 'succeeded', type: 'documentAdditionOrUpdate', error: null },
      ],
    ],
    [
      /^POST \/indexes\/(\w+)\/search$/,
      () => [200, { hits: [{ id: 1 }], totalHits: 41, page: 2, hitsPerPage: 20, totalPages: 3 }],
    ],
    [
      /^GET \/indexes\/missing\/documents\/7$/,
      () => [
        404,
        { message: 'Index `missing` not found.', code: 'index_not_found', type: 'invalid_request', link: '' },
      ],
    ],
    [
      /^GET \/indexes\/(\w+)\/stats$/,
      () => [200, { numberOfDocuments: 12, isIndexing: false, fieldDistribution: {} }],
    ],
  ];
  const server: Server = createServer(async (incoming: IncomingMessage, response: ServerResponse) => {
    let text = '';
    for await (const chunk of incoming) text += chunk;
    const request: Recorded = {
      method: incoming.method ?? '',
      path: incoming.url ?? '',
      body: text ? JSON.parse(text) : undefined,
      authorization: incoming.headers.authorization,
    };
    requests.push(request);
    const line = `${request.method} ${request.path}`;
    const override = overrides[line];
    let answer: [number, unknown] = [
      404,
      { message: `no fake for ${line}`, code: 'not_found', type: 'invalid_request', link: '' },
    ];
    if (override) answer = override(request);
    else {
      for (const [pattern, handler] of routes) {
        const match = line.match(pattern);
        if (match) {
          answer = handler(request, match);
          break;
        }
      }
    }
    response.writeHead(answer[0], { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer[1]));
  });
  return {
    requests,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('Meilisearch adapter requests', () => {
  let fake: ReturnType<typeof fakeMeilisearch>;
  let index: SearchIndex;
  const writes = () =>
    fake.requests.filter((request) => !request.path.startsWith('/tasks/') && request.method !== 'GET');

  beforeEach(async () => {
    fake = fakeMeilisearch();
    index = await connectMeilisearchIndex({ url: await fake.start(), apiKey: 'master-key-for-tests' });
  });
  afterEach(async () => {
    await fake.stop();
  });

  it('checks the server and the key on start', () => {
    expect(fake.requests.slice(0, 2).map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /health',
      'GET /indexes?limit=1',
    ]);
    expect(fake.requests[1]?.authorization).toBe('Bearer master-key-for-tests');
  });

  it('creates the index with its primary key and settings, waiting for both tasks', async () => {
    await index.ensureIndex('listings', {
      primaryKey: 'id',
      searchableAttributes: ['name', 'area'],
      filterableAttributes: ['price'],
      sortableAttributes: ['price'],
    });
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/indexes',
        body: { uid: 'listings', primaryKey: 'id' },
      }),
      expect.objectContaining({
        method: 'PATCH',
        path: '/indexes/listings/settings',
        body: {
          searchableAttributes: ['name', 'area'],
          filterableAttributes: ['price'],
          sortableAttributes: ['price'],
          pagination: { maxTotalHits: 10000 },
        },
      }),
    ]);
    expect(fake.requests.filter((request) => request.path.startsWith('/tasks/'))).toHaveLength(2);
  });

  it('upserts and deletes documents and waits for the task', async () => {
    await index.upsert('listings', [{ id: 1, name: 'Marina Gate' }]);
    await index.delete('listings', [1, 'two']);
    await index.clear('listings');
    expect(writes().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/indexes/listings/documents', body: [{ id: 1, name: 'Marina Gate' }] },
      { method: 'POST', path: '/indexes/listings/documents/delete-batch', body: ['1', 'two'] },
      { method: 'DELETE', path: '/indexes/listings/documents', body: undefined },
    ]);
    expect(fake.requests.at(-1)?.path).toMatch(/^\/tasks\/\d+$/);
  });

  it('translates filters, sorts and pages into a Meilisearch search', async () => {
    const result = await index.search('listings', {
      q: 'marina',
      filter: [
        { field: 'listingType', op: 'eq', value: 'rent' },
        { field: 'emirate', op: 'ne', value: 'say "hi"' },
        { field: 'bedrooms', op: 'in', value: [1, 2] },
        { field: 'price', op: 'gte', value: 100000 },
        { field: 'featured', op: 'eq', value: true },
      ],
      sort: ['price:asc'],
      limit: 20,
      offset: 20,
    });
    expect(result).toEqual({ hits: [{ id: 1 }], total: 41 });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/indexes/listings/search',
      body: {
        q: 'marina',
        filter: [
          'listingType = "rent"',
          'emirate != "say \\"hi\\""',
          'bedrooms IN [1, 2]',
          'price >= 100000',
          'featured = true',
        ],
        sort: ['price:asc'],
        page: 2,
        hitsPerPage: 20,
      },
    });
  });

  it('uses offset and limit when the offset is not on a page boundary', async () => {
    await index.search('listings', { limit: 10, offset: 5 });
    expect(fake.requests.at(-1)?.body).toMatchObject({ limit: 10, offset: 5 });
  });

  it('answers null for a document of a missing index, and counts from the stats', async () => {
    expect(await index.get('missing', 7)).toBeNull();
    expect(await index.count('listings')).toBe(12);
  });
});

describe('Meilisearch adapter failures', () => {
  it('names a refused key on start', async () => {
    const fake = fakeMeilisearch({
      'GET /indexes?limit=1': () => [
        403,
        { message: 'The provided API key is invalid.', code: 'invalid_api_key', type: 'auth', link: '' },
      ],
    });
    const url = await fake.start();
    try {
      const error = await connectMeilisearchIndex({ url, apiKey: 'wrong-key-1234567' }).catch(
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toBe(
        `Meilisearch at ${url} refused the key (invalid_api_key). Set MEILI_MASTER_KEY to the key Meilisearch was started with.`,
      );
    } finally {
      await fake.stop();
    }
  });

  it('throws with the reason when a task fails', async () => {
    const fake = fakeMeilisearch({
      'GET /tasks/1': () => [
        200,
        {
          uid: 1,
          status: 'failed',
          type: 'documentAdditionOrUpdate',
          error: { message: 'Document has no id', code: 'missing_document_id' },
        },
      ],
    });
    const index = await connectMeilisearchIndex({ url: await fake.start() });
    try {
      await expect(index.upsert('listings', [{ id: 1 }])).rejects.toThrow(
        'Meilisearch task 1 (documentAdditionOrUpdate) failed: Document has no id',
      );
    } finally {
      await fake.stop();
    }
  });
});
