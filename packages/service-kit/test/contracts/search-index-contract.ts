import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IndexDocument, IndexSettings, SearchIndex } from '../../src/ports/search-index.ts';
import { normalizeForSearch, searchableText } from '../../src/text/arabic.ts';

export interface IndexUnderTest {
  index: SearchIndex;
  cleanup?: (names: string[]) => Promise<void>;
}

const SETTINGS: IndexSettings = {
  primaryKey: 'id',
  searchableAttributes: ['name', 'name_ar', 'area', 'description'],
  filterableAttributes: ['listingType', 'bedrooms', 'price', 'featured', 'tags', 'emirate', '_geo'],
  sortableAttributes: ['price', 'createdAt'],
  maxTotalHits: 10_000,
};

interface Listing extends IndexDocument {
  id: number;
  name: string;
  name_ar: string;
  area: string;
  description: string;
  listingType: 'sale' | 'rent';
  bedrooms: number;
  price?: number;
  featured: boolean;
  tags: string[];
  emirate: string;
  createdAt: number;
  _geo: { lat: number; lng: number };
}

/** Arabic fields are indexed in their search form, as the search service does. */
const listing = (fields: Listing): Listing => ({
  ...fields,
  name_ar: searchableText(fields.name_ar),
});

const LISTINGS: Listing[] = [
  listing({
    id: 1,
    name: 'Marina Gate',
    name_ar: 'بوابة المارينا',
    area: 'Dubai Marina',
    description: 'Sea views',
    listingType: 'sale',
    bedrooms: 2,
    price: 2_100_000,
    featured: true,
    tags: ['sea', 'gym'],
    emirate: 'dubai',
    createdAt: 1,
    _geo: { lat: 25.0805, lng: 55.1403 },
  }),
  listing({
    id: 2,
    name: 'Marinaview Towers',
    name_ar: 'أبراج مارينا فيو',
    area: 'Dubai Marina',
    description: 'Apartments near the beach',
    listingType: 'rent',
    bedrooms: 1,
    price: 95_000,
    featured: false,
    tags: ['gym'],
    emirate: 'dubai',
    createdAt: 2,
    _geo: { lat: 25.0771, lng: 55.1362 },
  }),
  listing({
    id: 3,
    name: 'Bateen Villa',
    name_ar: 'فيلا البطين',
    area: 'Al Bateen',
    description: 'Family villa with garden',
    listingType: 'sale',
    bedrooms: 5,
    price: 9_800_000,
    featured: true,
    tags: ['garden'],
    emirate: 'abu-dhabi',
    createdAt: 3,
    _geo: { lat: 24.4621, lng: 54.3305 },
  }),
  listing({
    id: 4,
    name: 'Reem Heights',
    name_ar: 'مرتفعات الريم',
    area: 'Al Reem Island',
    description: 'Marina walk nearby',
    listingType: 'rent',
    bedrooms: 3,
    price: 160_000,
    featured: false,
    tags: ['sea'],
    emirate: 'abu-dhabi',
    createdAt: 4,
    _geo: { lat: 24.4985, lng: 54.406 },
  }),
  listing({
    id: 5,
    name: 'Saadiyat Beach Residences',
    name_ar: 'مساكن شاطئ السعديات',
    area: 'Saadiyat Island',
    description: 'Serviced apartments',
    listingType: 'sale',
    bedrooms: 3,
    featured: false,
    tags: [],
    emirate: 'abu-dhabi',
    createdAt: 5,
    _geo: { lat: 24.5426, lng: 54.4331 },
  }),
];

const ids = (hits: IndexDocument[]) => hits.map((hit) => hit.id);

/**
 * What every search index adapter must do for Manzil, run on the in-process index always and on Meilisearch
 * when MEILI_URL is set. Queries go through normalizeForSearch, as the search service sends them.
 */
export function describeSearchIndexContract(name: string, create: () => Promise<IndexUnderTest>): void {
  describe(`search index contract: ${name}`, () => {
    let under: IndexUnderTest;
    let indexName: string;

    beforeEach(async () => {
      under = await create();
      indexName = `listings_${randomBytes(4).toString('hex')}`;
      await under.index.ensureIndex(indexName, SETTINGS);
      await under.index.upsert(indexName, LISTINGS);
    });
    afterEach(async () => {
      await under.cleanup?.([indexName]);
      await under.index.close();
    });

    const search = (q: string, rest: Omit<Parameters<SearchIndex['search']>[1], 'q'> = {}) =>
      under.index.search<Listing>(indexName, { q: normalizeForSearch(q), ...rest });

    it('stores, replaces, deletes and counts documents', async () => {
      expect(await under.index.count(indexName)).toBe(5);
      expect(await under.index.get<Listing>(indexName, 3)).toMatchObject({ name: 'Bateen Villa' });
      await under.index.upsert(indexName, [{ ...(LISTINGS[2] as Listing), name: 'Bateen Garden Villa' }]);
      expect(await under.index.get<Listing>(indexName, 3)).toMatchObject({ name: 'Bateen Garden Villa' });
      await under.index.delete(indexName, [3, 99]);
      expect(await under.index.get(indexName, 3)).toBeNull();
      expect(await under.index.count(indexName)).toBe(4);
      await under.index.clear(indexName);
      expect(await under.index.count(indexName)).toBe(0);
    });

    it('finds words by prefix while typing', async () => {
      expect(ids((await search('bate')).hits)).toEqual([3]);
      expect(ids((await search('saadiyat beach res')).hits)).toEqual([5]);
    });

    it('tolerates one typo from 5 letters and two from 9, not on short words', async () => {
      expect(ids((await search('famly')).hits)).toEqual([3]);
      expect(ids((await search('saadiyt')).hits)).toEqual([5]);
      expect(ids((await search('aportmants')).hits).sort()).toEqual([2, 5]);
      expect((await search('rem heights')).hits).toEqual([]);
    });

    it('ranks a match in an earlier attribute higher, then exact words over prefixes', async () => {
      // "marina" is in the name of 1 and 2 (exact in 1, a prefix of "marinaview" in 2), in the area of both,
      // and only in the description of 4.
      expect(ids((await search('marina')).hits)).toEqual([1, 2, 4]);
    });

    it('matches Arabic whatever the hamza, taa marbuta or article', async () => {
      expect(ids((await search('البطين')).hits)).toEqual([3]);
      expect(ids((await search('بطين')).hits)).toEqual([3]);
      expect(ids((await search('مساكن شاطىء')).hits)).toEqual([5]);
      expect(ids((await search('ابراج')).hits)).toEqual([2]);
    });

    it('filters with every operator, lists included', async () => {
      const only = async (filter: Parameters<SearchIndex['search']>[1]['filter']) =>
        ids((await under.index.search(indexName, { filter, sort: ['createdAt:asc'] })).hits);
      expect(await only([{ field: 'listingType', op: 'eq', value: 'rent' }])).toEqual([2, 4]);
      expect(await only([{ field: 'emirate', op: 'ne', value: 'dubai' }])).toEqual([3, 4, 5]);
      expect(await only([{ field: 'bedrooms', op: 'in', value: [1, 5] }])).toEqual([2, 3]);
      expect(
        await only([
          { field: 'price', op: 'gte', value: 160_000 },
          { field: 'price', op: 'lt', value: 9_800_000 },
        ]),
      ).toEqual([1, 4]);
      expect(await only([{ field: 'featured', op: 'eq', value: true }])).toEqual([1, 3]);
      expect(await only([{ field: 'tags', op: 'eq', value: 'sea' }])).toEqual([1, 4]);
      expect(
        await only([
          { field: 'emirate', op: 'eq', value: 'abu-dhabi' },
          { field: 'bedrooms', op: 'gt', value: 3 },
        ]),
      ).toEqual([3]);
    });

    it('sorts, leaving documents without the field last', async () => {
      expect(ids((await under.index.search(indexName, { sort: ['price:asc'] })).hits)).toEqual([
        2, 4, 1, 3, 5,
      ]);
      expect(ids((await under.index.search(indexName, { sort: ['price:desc'] })).hits)).toEqual([
        3, 1, 4, 2, 5,
      ]);
    });

    it('pages with limit and offset and reports the exact total', async () => {
      const first = await under.index.search(indexName, { sort: ['createdAt:asc'], limit: 2, offset: 0 });
      const second = await under.index.search(indexName, { sort: ['createdAt:asc'], limit: 2, offset: 2 });
      const odd = await under.index.search(indexName, { sort: ['createdAt:asc'], limit: 2, offset: 3 });
      expect([ids(first.hits), ids(second.hits), ids(odd.hits)]).toEqual([
        [1, 2],
        [3, 4],
        [4, 5],
      ]);
      expect([first.total, second.total, odd.total]).toEqual([5, 5, 5]);
      const filtered = await search('marina', { limit: 1 });
      expect(filtered).toMatchObject({ total: 3, hits: [{ id: 1 }] });
    });

    it('refuses to filter or sort on an attribute not declared for it', async () => {
      await expect(
        under.index.search(indexName, { filter: [{ field: 'name', op: 'eq', value: 'x' }] }),
      ).rejects.toThrow();
      await expect(under.index.search(indexName, { sort: ['bedrooms:asc'] })).rejects.toThrow();
    });

    it('finds nothing in an index that does not exist', async () => {
      expect(await under.index.search('missing_index', { q: 'x' })).toEqual({ hits: [], total: 0 });
      expect(await under.index.get('missing_index', 1)).toBeNull();
      expect(await under.index.count('missing_index')).toBe(0);
    });

    it('filters by a map box, edges included', async () => {
      const inBox = async (box: { minLng: number; minLat: number; maxLng: number; maxLat: number }) =>
        ids(
          (
            await under.index.search(indexName, {
              filter: [{ op: 'geoBox', box }],
              sort: ['createdAt:asc'],
            })
          ).hits,
        );
      // Dubai Marina only.
      expect(await inBox({ minLng: 55.1, minLat: 25.0, maxLng: 55.2, maxLat: 25.1 })).toEqual([1, 2]);
      // Abu Dhabi island and the islands east of it.
      expect(await inBox({ minLng: 54.3, minLat: 24.4, maxLng: 54.5, maxLat: 24.6 })).toEqual([3, 4, 5]);
      // The box's edge runs through listing 3.
      expect(await inBox({ minLng: 54.3305, minLat: 24.4621, maxLng: 54.4, maxLat: 24.47 })).toEqual([3]);
      expect(await inBox({ minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 })).toEqual([]);
      const combined = await under.index.search(indexName, {
        filter: [
          { op: 'geoBox', box: { minLng: 54, minLat: 24, maxLng: 56, maxLat: 26 } },
          { field: 'listingType', op: 'eq', value: 'sale' },
        ],
        sort: ['createdAt:asc'],
      });
      expect(ids(combined.hits)).toEqual([1, 3, 5]);
    });

    it('combines alternatives with any, nested in other conditions', async () => {
      const hits = await under.index.search(indexName, {
        filter: [
          {
            op: 'any',
            conditions: [
              { field: 'emirate', op: 'eq', value: 'dubai' },
              { field: 'bedrooms', op: 'in', value: [5] },
            ],
          },
          { field: 'price', op: 'gte', value: 1_000_000 },
        ],
        sort: ['createdAt:asc'],
      });
      expect(ids(hits.hits)).toEqual([1, 3]);
      expect(hits.total).toBe(2);
      const nothing = await under.index.search(indexName, { filter: [{ op: 'any', conditions: [] }] });
      expect(nothing.total).toBe(0);
    });

    it('sorts by several rules, each placing documents without its field last', async () => {
      const sorted = await under.index
        .search(indexName, { sort: ['featured:desc', 'price:asc'] })
        .catch((error: unknown) => error);
      // featured is filterable, not sortable: refused like any undeclared sort.
      expect(sorted).toBeInstanceOf(Error);
      await under.index.upsert(indexName, [
        { ...(LISTINGS[4] as Listing), id: 6, price: 95_000, createdAt: 0 },
        { ...(LISTINGS[4] as Listing), id: 7, createdAt: 9 },
      ]);
      const byPriceThenNewest = await under.index.search(indexName, {
        sort: ['price:asc', 'createdAt:desc'],
      });
      // 2 and 6 share the lowest price (2 is newer); 5 and 7 have no price: last, newest first.
      expect(ids(byPriceThenNewest.hits)).toEqual([2, 6, 4, 1, 3, 7, 5]);
      const byPriceDesc = await under.index.search(indexName, { sort: ['price:desc', 'createdAt:asc'] });
      expect(ids(byPriceDesc.hits)).toEqual([3, 1, 4, 6, 2, 5, 7]);
    });

    it('matches every word, or the first words at least, as asked', async () => {
      // "marina" is in 1, 2 and 4; "gym" only in 1 and 2's tags, not searchable; "sea" in 1's description.
      const last = await search('sea views marina');
      expect(ids(last.hits)).toEqual([1]);
      const partial = await search('marina sea');
      expect(ids(partial.hits)[0]).toBe(1);
      expect(partial.total).toBe(3);
      const all = await search('marina sea', { matchingStrategy: 'all' });
      expect(ids(all.hits)).toEqual([1]);
      expect(all.total).toBe(1);
    });

    it('answers only the attributes asked for', async () => {
      const { hits } = await under.index.search(indexName, {
        filter: [{ field: 'emirate', op: 'eq', value: 'abu-dhabi' }],
        sort: ['createdAt:asc'],
        attributes: ['id', 'name'],
      });
      expect(hits).toEqual([
        { id: 3, name: 'Bateen Villa' },
        { id: 4, name: 'Reem Heights' },
        { id: 5, name: 'Saadiyat Beach Residences' },
      ]);
    });

    it('normalises Arabic digits, tatweel and diacritics the same way in documents and queries', async () => {
      await under.index.upsert(indexName, [
        listing({
          ...(LISTINGS[3] as Listing),
          id: 8,
          name: 'Tower 21',
          name_ar: 'بُرْج ٢١ الـــمرفأ',
        }),
      ]);
      expect(ids((await search('برج 21')).hits)).toEqual([8]);
      expect(ids((await search('مرفا')).hits)).toEqual([8]);
      expect(ids((await search('المرفأ ٢١')).hits)).toEqual([8]);
    });

    it('counts an exact total past a thousand matches and pages to the end', async () => {
      const many = Array.from({ length: 1_200 }, (_, i) =>
        listing({ ...(LISTINGS[0] as Listing), id: 100 + i, price: 1_000 + i, createdAt: 100 + i }),
      );
      await under.index.upsert(indexName, many);
      const firstPage = await under.index.search(indexName, {
        filter: [{ field: 'price', op: 'lt', value: 1_000_000 }],
        sort: ['price:desc'],
        limit: 50,
      });
      expect(firstPage.total).toBe(1_200 + 2);
      expect(ids(firstPage.hits).slice(0, 4)).toEqual([4, 2, 1299, 1298]);
      const lastPage = await under.index.search(indexName, {
        filter: [{ field: 'price', op: 'lt', value: 1_000_000 }],
        sort: ['price:desc'],
        limit: 50,
        offset: 1_200,
      });
      expect(ids(lastPage.hits)).toEqual([101, 100]);
      expect(lastPage.total).toBe(1_202);
    });

    it('reports its health', async () => {
      expect(await under.index.health()).toMatchObject({
        name: 'index',
        adapter: under.index.adapter,
        ok: true,
      });
    });
  });
}
