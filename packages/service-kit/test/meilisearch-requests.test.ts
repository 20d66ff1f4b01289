import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toMeiliFilter } from '../src/adapters/search/meili-filter.ts';
import { connectMeilisearchIndex, TYPO_TOLERANCE } from '../src/adapters/search/meilisearch-index.ts';
import { allowedTypos } from '../src/adapters/search/typo.ts';
import { StartupError } from '../src/config/config-error.ts';
import type { IndexCondition, IndexSettings, SearchIndex } from '../src/ports/search-index.ts';

interface Recorded {
  method: string;
  path: string;
  body: unknown;
  authorization?: string;
}

type Json = Record<string, unknown>;

/** Meilisearch's settings of a new index (the parts the adapter sets). */
const defaultSettings = (): Json => ({
  searchableAttributes: ['*'],
  filterableAttributes: [],
  sortableAttributes: [],
  pagination: { maxTotalHits: 1000 },
  typoTolerance: {
    enabled: true,
    minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
    disableOnWords: [],
    disableOnAttributes: [],
    disableOnNumbers: false,
  },
});

/** Settings updates merge into what is held, nested objects included, as Meilisearch's PATCH does. */
function merged(held: Json, update: Json): Json {
  const result = { ...held };
  for (const [key, value] of Object.entries(update)) {
    const before = result[key];
    result[key] =
      value && typeof value === 'object' && !Array.isArray(value) && before && typeof before === 'object'
        ? merged(before as Json, value as Json)
        : value;
  }
  return result;
}

/**
 * A stand-in for Meilisearch that records what the adapter sends and answers like Meilisearch does, enough
 * to check request shapes without a Meilisearch server. It answers settings with the filterable and sortable
 * lists sorted, an order of its own as Meilisearch may answer them.
 */
function fakeMeilisearch(overrides: Record<string, (request: Recorded) => [number, unknown]> = {}) {
  const requests: Recorded[] = [];
  const settings = new Map<string, Json>();
  let taskUid = 0;
  const enqueued = (indexUid: string, type: string): [number, unknown] => [
    202,
    { taskUid: ++taskUid, indexUid, status: 'enqueued', type, enqueuedAt: new Date().toISOString() },
  ];
  const routes: Array<[RegExp, (request: Recorded, match: RegExpMatchArray) => [number, unknown]]> = [
    [/^GET \/health$/, () => [200, { status: 'available' }]],
    [/^GET \/indexes\?limit=1$/, () => [200, { results: [], offset: 0, limit: 1, total: 0 }]],
    [/^POST \/indexes$/, (request) => enqueued((request.body as { uid: string }).uid, 'indexCreation')],
    [
      /^PATCH \/indexes\/(\w+)\/settings$/,
      (request, m) => {
        const uid = m[1] as string;
        settings.set(uid, merged(settings.get(uid) ?? defaultSettings(), request.body as Json));
        return enqueued(uid, 'settingsUpdate');
      },
    ],
    [
      /^GET \/indexes\/(\w+)\/settings$/,
      (_r, m) => {
        const held = settings.get(m[1] as string) ?? defaultSettings();
        const sorted = (list: unknown) => [...(list as string[])].sort();
        return [
          200,
          {
            ...held,
            filterableAttributes: sorted(held.filterableAttributes),
            sortableAttributes: sorted(held.sortableAttributes),
          },
        ];
      },
    ],
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

  const SETTINGS: IndexSettings = {
    primaryKey: 'id',
    searchableAttributes: ['name', 'area'],
    filterableAttributes: ['price', 'listingType', '_geo'],
    sortableAttributes: ['price', 'createdAt'],
    maxTotalHits: 50_000,
  };

  it('creates the index with its primary key and settings, waits for both tasks, then reads the settings back', async () => {
    await index.ensureIndex('listings', SETTINGS);
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
          filterableAttributes: ['price', 'listingType', '_geo'],
          sortableAttributes: ['price', 'createdAt'],
          pagination: { maxTotalHits: 50_000 },
          typoTolerance: {
            enabled: true,
            minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
            disableOnWords: [],
            disableOnAttributes: [],
            disableOnNumbers: true,
          },
        },
      }),
    ]);
    expect(fake.requests.filter((request) => request.path.startsWith('/tasks/'))).toHaveLength(2);
    // The check comes after the settings task, and accepts the lists Meilisearch answers sorted.
    expect(`${fake.requests.at(-1)?.method} ${fake.requests.at(-1)?.path}`).toBe(
      'GET /indexes/listings/settings',
    );
  });

  it("keeps Meilisearch's 1,000 reachable hits when the settings name no maxTotalHits", async () => {
    await index.ensureIndex('listings', { ...SETTINGS, maxTotalHits: undefined });
    expect(writes()[1]?.body).toMatchObject({ pagination: { maxTotalHits: 1000 } });
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

  it('leaves matchingStrategy and attributesToRetrieve to Meilisearch unless asked', async () => {
    await index.search('listings', { q: 'reem' });
    expect(fake.requests.at(-1)?.body).not.toHaveProperty('matchingStrategy');
    expect(fake.requests.at(-1)?.body).not.toHaveProperty('attributesToRetrieve');
    expect(fake.requests.at(-1)?.body).not.toHaveProperty('filter');
  });

  it('sends OR groups and map boxes as string expressions, the matching strategy and the attributes', async () => {
    await index.search('listings', {
      q: 'reem island',
      filter: [
        { field: 'listingType', op: 'eq', value: 'sale' },
        {
          op: 'any',
          conditions: [
            { field: 'areaId', op: 'in', value: [3, 7] },
            { field: 'emirateSlug', op: 'eq', value: 'abu-dhabi' },
          ],
        },
        { op: 'geoBox', box: { minLng: 54.3, minLat: 24.4, maxLng: 54.5, maxLat: 24.6 } },
      ],
      matchingStrategy: 'all',
      attributes: ['id', 'price'],
      limit: 12,
      offset: 24,
    });
    expect(fake.requests.at(-1)?.body).toEqual({
      q: 'reem island',
      filter: [
        'listingType = "sale"',
        '(areaId IN [3, 7] OR emirateSlug = "abu-dhabi")',
        '_geoBoundingBox([24.6, 54.5], [24.4, 54.3])',
      ],
      matchingStrategy: 'all',
      attributesToRetrieve: ['id', 'price'],
      page: 3,
      hitsPerPage: 12,
    });
  });

  it('answers no hits without asking Meilisearch when the filter can match nothing', async () => {
    const before = fake.requests.length;
    const result = await index.search('listings', {
      filter: [
        { field: 'listingType', op: 'eq', value: 'sale' },
        { op: 'any', conditions: [] },
      ],
    });
    expect(result).toEqual({ hits: [], total: 0 });
    expect(fake.requests).toHaveLength(before);
  });

  it('uses offset and limit when the offset is not on a page boundary', async () => {
    await index.search('listings', { limit: 10, offset: 5 });
    expect(fake.requests.at(-1)?.body).toMatchObject({ limit: 10, offset: 5 });
    expect(fake.requests.at(-1)?.body).not.toHaveProperty('page');
  });

  it('asks a count alone as an empty first page, which still has an exact total', async () => {
    await index.search('listings', { limit: 0, offset: 30 });
    expect(fake.requests.at(-1)?.body).toEqual({ q: '', page: 1, hitsPerPage: 0 });
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

  it('rejects ensureIndex naming the settings Meilisearch does not hold', async () => {
    // What another process (an older search service) might have set in between.
    const fake = fakeMeilisearch({
      'GET /indexes/listings/settings': () => [
        200,
        {
          searchableAttributes: ['area', 'name'],
          filterableAttributes: ['listingType', 'price'],
          sortableAttributes: ['createdAt', 'price'],
          pagination: { maxTotalHits: 1000 },
          typoTolerance: { ...TYPO_TOLERANCE, minWordSizeForTypos: { oneTypo: 4, twoTypos: 9 } },
        },
      ],
    });
    const index = await connectMeilisearchIndex({ url: await fake.start() });
    try {
      const error = await index
        .ensureIndex('listings', {
          primaryKey: 'id',
          searchableAttributes: ['name', 'area'],
          filterableAttributes: ['price', 'listingType', '_geo'],
          sortableAttributes: ['price', 'createdAt'],
          maxTotalHits: 50_000,
        })
        .catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toBe(
        'Meilisearch index listings does not hold the settings just applied: searchableAttributes [area, name] instead of [name, area]; filterableAttributes [listingType, price] instead of [price, listingType, _geo]; pagination.maxTotalHits 1000 instead of 50000; typoTolerance.minWordSizeForTypos.oneTypo 4 instead of 5. Stop whatever else sets this index (an older search service still running?), then start again.',
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

describe('Meilisearch typo tolerance', () => {
  it('asks for the typo budget of the in-process index', () => {
    const { oneTypo, twoTypos } = TYPO_TOLERANCE.minWordSizeForTypos;
    const budgets = [oneTypo - 1, oneTypo, twoTypos - 1, twoTypos].map((n) => allowedTypos('a'.repeat(n)));
    expect(budgets).toEqual([0, 1, 1, 2]);
  });
});

describe('Meilisearch filter expressions', () => {
  it('is no filter when there are no conditions', () => {
    expect(toMeiliFilter(undefined)).toBeUndefined();
    expect(toMeiliFilter([])).toBeUndefined();
  });

  it('writes one condition of a single-member OR group without parentheses, and nests groups to any depth', () => {
    expect(
      toMeiliFilter([
        { op: 'any', conditions: [{ field: 'kind', op: 'eq', value: 'area' }] },
        {
          op: 'any',
          conditions: [
            { field: 'areaId', op: 'eq', value: 1 },
            {
              op: 'any',
              conditions: [
                { field: 'emirateId', op: 'eq', value: 2 },
                {
                  op: 'any',
                  conditions: [
                    { field: 'tags', op: 'in', value: ['sea', 'gym'] },
                    { op: 'geoBox', box: { minLng: 54, minLat: 24, maxLng: 55, maxLat: 25 } },
                  ],
                },
              ],
            },
          ],
        },
        { field: 'price', op: 'lt', value: 2.5e6 },
      ]),
    ).toEqual([
      'kind = "area"',
      '(areaId = 1 OR (emirateId = 2 OR (tags IN ["sea", "gym"] OR _geoBoundingBox([25, 55], [24, 54]))))',
      'price < 2500000',
    ]);
  });

  it('makes an empty OR group false: left out of an OR, and no match at all in the AND', () => {
    const nothing: IndexCondition = { op: 'any', conditions: [] };
    expect(
      toMeiliFilter([
        {
          op: 'any',
          conditions: [
            nothing,
            { field: 'areaId', op: 'eq', value: 1 },
            { op: 'any', conditions: [nothing] },
          ],
        },
      ]),
    ).toEqual(['areaId = 1']);
    expect(toMeiliFilter([nothing])).toBeNull();
    expect(
      toMeiliFilter([
        { field: 'price', op: 'gte', value: 1 },
        { op: 'any', conditions: [nothing] },
      ]),
    ).toBeNull();
    expect(toMeiliFilter([{ field: 'areaId', op: 'in', value: [] }])).toBeNull();
  });

  it('writes a map box north-east corner first, keeps its edges, and finds nothing in an inverted box', () => {
    expect(
      toMeiliFilter([{ op: 'geoBox', box: { minLng: -0.5, minLat: -10, maxLng: 0.25, maxLat: 51.5 } }]),
    ).toEqual(['_geoBoundingBox([51.5, 0.25], [-10, -0.5])']);
    // A point is a box too; corners beyond the poles or the antimeridian are where every point already is.
    expect(
      toMeiliFilter([{ op: 'geoBox', box: { minLng: 54, minLat: 24, maxLng: 54, maxLat: 24 } }]),
    ).toEqual(['_geoBoundingBox([24, 54], [24, 54])']);
    expect(
      toMeiliFilter([{ op: 'geoBox', box: { minLng: -200, minLat: -95, maxLng: 200, maxLat: 95 } }]),
    ).toEqual(['_geoBoundingBox([90, 180], [-90, -180])']);
    expect(
      toMeiliFilter([{ op: 'geoBox', box: { minLng: 55, minLat: 24, maxLng: 54, maxLat: 25 } }]),
    ).toBeNull();
    expect(
      toMeiliFilter([{ op: 'geoBox', box: { minLng: 54, minLat: 25, maxLng: 55, maxLat: 24 } }]),
    ).toBeNull();
    expect(() =>
      toMeiliFilter([{ op: 'geoBox', box: { minLng: Number.NaN, minLat: 24, maxLng: 55, maxLat: 25 } }]),
    ).toThrow('Filter value NaN is not a finite number.');
  });

  it('escapes quotes so that Meilisearch reads each value back as it was', () => {
    expect(
      toMeiliFilter([
        { field: 'name', op: 'eq', value: 'say "hi"' },
        { field: 'name', op: 'ne', value: "it's" },
        // Meilisearch keeps a backslash as it is unless a quote follows, and reads `\"` as `"`: a\\"b is a\\\"b.
        { field: 'path', op: 'eq', value: 'C:\\dir' },
        { field: 'path', op: 'in', value: ['a\\\\"b', 'x AND y = 1) OR (z'] },
      ]),
    ).toEqual([
      'name = "say \\"hi\\""',
      'name != "it\'s"',
      'path = "C:\\dir"',
      'path IN ["a\\\\\\"b", "x AND y = 1) OR (z"]',
    ]);
  });

  it('refuses what Meilisearch could not read back: a backslash that would take the closing or an inner quote', () => {
    for (const value of ['ends with \\', 'a\\"b', 'a\\\\\\"b']) {
      expect(() => toMeiliFilter([{ field: 'name', op: 'eq', value }])).toThrow(
        /cannot be written for Meilisearch/,
      );
    }
  });

  it('refuses invalid attribute names and numbers, inside OR groups too', () => {
    expect(() => toMeiliFilter([{ field: 'price OR 1', op: 'eq', value: 1 }])).toThrow(
      '"price OR 1" is not a valid filter attribute.',
    );
    expect(() =>
      toMeiliFilter([{ op: 'any', conditions: [{ field: 'a = 1 OR b', op: 'eq', value: 1 }] }]),
    ).toThrow('"a = 1 OR b" is not a valid filter attribute.');
    expect(() => toMeiliFilter([{ field: 'price', op: 'gte', value: Number.POSITIVE_INFINITY }])).toThrow(
      'Filter value Infinity is not a finite number.',
    );
  });
});
