import { describe, expect, it } from 'vitest';
import type { IndexCondition, IndexDocument, IndexSettings } from '../../../ports/search-index.ts';
import { compareBySort, matchesFilter, parseSort } from '../filter.ts';
import { MemoryIndex } from './memory-index.ts';

/** A small deterministic generator, so a failure can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SETTINGS: IndexSettings = {
  primaryKey: 'id',
  searchableAttributes: ['title'],
  filterableAttributes: ['kind', 'area', 'price', 'rooms', 'tags', 'featured', 'id', '_geo'],
  sortableAttributes: ['price', 'created', 'size', 'id'],
  maxTotalHits: 100_000,
};

/**
 * The index against a plain scan of the same documents with the reference semantics of filter.ts: random
 * documents (some without a price or a size, lists, booleans), random writes and deletes between queries, random
 * filters (every operator, alternatives, boxes), sorts of one to three rules and pages. Every answer must be the
 * scan's, hit for hit.
 */
describe('MemoryIndex against a scan with the reference semantics', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`answers like the scan (seed ${seed})`, () => {
      const random = prng(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
      const engine = new MemoryIndex(SETTINGS);
      const reference = new Map<string, IndexDocument>();
      const order: string[] = [];

      const makeDocument = (id: number): IndexDocument => {
        const document: IndexDocument = {
          id,
          title: `home ${id}`,
          kind: pick(['sale', 'rent', 'Sale']),
          area: pick([1, 2, 3, 4, 5, 6, 7, 8]),
          rooms: pick([0, 1, 2, 3, 4, 5, 6]),
          tags: random() < 0.5 ? [pick(['sea', 'gym', 'pool'])] : [],
          featured: random() < 0.2,
          created: Math.floor(random() * 1_000),
          _geo: { lat: 24 + random(), lng: 54 + random() },
        };
        if (random() < 0.85) document.price = Math.floor(random() * 50) * 10_000;
        if (random() < 0.7) document.size = Math.floor(random() * 40) * 100;
        return document;
      };
      const write = (document: IndexDocument) => {
        const key = String(document.id);
        if (!reference.has(key)) order.push(key);
        reference.set(key, document);
        engine.put(document);
      };
      const remove = (id: number) => {
        const key = String(id);
        if (reference.delete(key)) order.splice(order.indexOf(key), 1);
        engine.delete(id);
      };

      for (let id = 1; id <= 3_000; id++) write(makeDocument(id));

      const condition = (depth = 0): IndexCondition => {
        const r = random();
        if (r < 0.12 && depth === 0)
          return {
            op: 'any',
            conditions: [condition(1), condition(1), condition(1)].slice(0, 1 + ((r * 30) % 3)),
          };
        if (r < 0.2) {
          const lng = 54 + random() * 0.8;
          const lat = 24 + random() * 0.8;
          return { op: 'geoBox', box: { minLng: lng, minLat: lat, maxLng: lng + 0.3, maxLat: lat + 0.3 } };
        }
        if (r < 0.35)
          return { field: 'kind', op: pick(['eq', 'ne'] as const), value: pick(['sale', 'rent']) };
        if (r < 0.5) return { field: 'area', op: 'in', value: [pick([1, 2, 3]), pick([4, 5, 6, 7, 8])] };
        if (r < 0.6) return { field: 'tags', op: pick(['eq', 'ne'] as const), value: pick(['sea', 'gym']) };
        if (r < 0.65) return { field: 'featured', op: 'eq', value: true };
        if (r < 0.7) return { field: 'id', op: 'ne', value: Math.ceil(random() * 3_000) };
        const field = pick(['price', 'rooms']);
        const value = field === 'price' ? Math.floor(random() * 50) * 10_000 : Math.floor(random() * 6);
        return { field, op: pick(['gte', 'lte', 'gt', 'lt'] as const), value };
      };
      const sortRule = () => `${pick(['price', 'created', 'size', 'id'])}:${pick(['asc', 'desc'])}`;

      for (let round = 0; round < 60; round++) {
        // Writes between reads: a few (kept incrementally) or a burst (rebuilt at the next read).
        const writes = random() < 0.2 ? 200 : Math.floor(random() * 5);
        for (let i = 0; i < writes; i++) {
          const id = 1 + Math.floor(random() * 3_300);
          if (random() < 0.2) remove(id);
          else write(makeDocument(id));
        }
        const filter = Array.from({ length: Math.floor(random() * 4) }, () => condition());
        const sort = random() < 0.15 ? [] : Array.from({ length: 1 + Math.floor(random() * 3) }, sortRule);
        const limit = pick([1, 5, 12, 50]);
        const offset = pick([0, 0, 12, 100, 1_000]);

        const matched = order
          .map((key) => reference.get(key) as IndexDocument)
          .filter((document) => matchesFilter(document, filter));
        const rules = parseSort(sort);
        const expected = matched
          .map((document, position) => ({ document, position }))
          .sort((a, b) => compareBySort(a.document, b.document, rules) || a.position - b.position)
          .map(({ document }) => document.id)
          .slice(offset, offset + limit);

        const { slots, total } = engine.searchSlots({ filter, sort, limit, offset });
        const context = JSON.stringify({ round, filter, sort, limit, offset });
        expect(total, context).toBe(matched.length);
        expect(
          engine.documents(slots).map((document) => document.id),
          context,
        ).toEqual(expected);
      }
    });
  }

  it('stops counting and paging at maxTotalHits', () => {
    const engine = new MemoryIndex({ ...SETTINGS, maxTotalHits: 100 });
    for (let id = 1; id <= 150; id++) engine.put({ id, title: 'x', price: id, created: id });
    const page = engine.searchSlots({ sort: ['price:asc'], limit: 20, offset: 90 });
    expect(page.total).toBe(100);
    expect(engine.documents(page.slots).map((d) => d.id)).toEqual([91, 92, 93, 94, 95, 96, 97, 98, 99, 100]);
    expect(engine.searchSlots({ sort: ['price:asc'], limit: 20, offset: 100 }).slots).toEqual([]);
  });
});
