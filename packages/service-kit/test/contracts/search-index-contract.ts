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
  filterableAttributes: ['listingType', 'bedrooms', 'price', 'featured', 'tags', 'emirate'],
  sortableAttributes: ['price', 'createdAt'],
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

    it('reports its health', async () => {
      expect(await under.index.health()).toMatchObject({
        name: 'index',
        adapter: under.index.adapter,
        ok: true,
      });
    });
  });
}
