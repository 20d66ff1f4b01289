import type { SortBy } from '@manzil/contracts';
import { describe, expect, it } from 'vitest';
import type { CatalogDb } from '../db.ts';
import type { ListingBase } from '../domain/property-view.ts';
import { type ListingFilters, ListingReadModel } from './read-model.ts';

// A search limited to a few places sorts only their listings; any other walks the sorted lists. Both must give
// the same pages, totals and order, ties included: the same listings in two models, one that always narrows
// (narrowBelow 1) and one that never does (0).

const SORTS: SortBy[] = ['newest', 'oldest', 'price_asc', 'price_desc', 'area_asc', 'area_desc'];

function models() {
  const narrowing = new ListingReadModel({} as CatalogDb, 1);
  const walking = new ListingReadModel({} as CatalogDb, 0);
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  for (const model of [narrowing, walking]) {
    for (const id of [1, 2, 3]) {
      model.emirates.set(id, {
        id,
        slug: `e${id}`,
        nameEn: `E${id}`,
        nameAr: `E${id}`,
        enabled: id !== 3,
        sortOrder: id,
      });
    }
    for (let id = 1; id <= 8; id++) {
      model.areas.set(id, {
        id,
        slug: `a${id}`,
        nameEn: `A${id}`,
        nameAr: `A${id}`,
        enabled: id !== 8,
        sortOrder: id,
        emirateId: 1 + (id % 3),
      });
    }
    model.types.set(1, {
      id: 1,
      slug: 't',
      nameEn: 'T',
      nameAr: 'T',
      enabled: true,
      sortOrder: 1,
      category: 'residential',
    });
  }
  for (let id = 1; id <= 400; id++) {
    const areaId = 1 + next(8);
    const base = {
      id,
      areaId,
      emirateId: 1 + (areaId % 3),
      propertyTypeId: 1,
      // Few distinct values, so equal prices, sizes and dates are common and the tie-breaks count.
      price: 100_000 * (1 + next(5)),
      areaSqft: next(4) === 0 ? null : 500 * (1 + next(4)),
      createdAt: new Date(Date.UTC(2026, 0, 1 + next(10))).toISOString(),
      listingType: next(2) ? 'sale' : 'rent',
      status: 'ready',
      isFeatured: false,
      bedrooms: next(5),
      bathrooms: 1,
      titleEn: `Listing ${id}`,
      titleAr: `عقار ${id}`,
      referenceNo: null,
      reference: `R-${id}`,
      images: [],
    } as unknown as ListingBase;
    narrowing.put(base);
    walking.put({ ...base });
  }
  return { narrowing, walking };
}

const place = (filters: Partial<ListingFilters>): ListingFilters => ({
  emirateSets: [],
  areaSets: [],
  typeSets: [],
  ...filters,
});

describe('ListingReadModel search limited to places', () => {
  const { narrowing, walking } = models();
  const cases: Array<[string, ListingFilters]> = [
    ['one area', place({ areaSets: [new Set([2])] })],
    ['two areas, sale only', place({ areaSets: [new Set([3, 5])], listingType: 'sale' })],
    ['an emirate', place({ emirateSets: [new Set([2])] })],
    ['an emirate and an area inside it', place({ emirateSets: [new Set([2])], areaSets: [new Set([1, 4])] })],
    ['a disabled area', place({ areaSets: [new Set([8])] })],
    [
      'a location by name',
      place({ location: { areaIds: new Set([6]), emirateIds: new Set([3]), text: null } }),
    ],
    ['with a price range', place({ areaSets: [new Set([1, 2, 3])], minPrice: 200_000, maxPrice: 400_000 })],
  ];

  it.each(cases)('%s: the same pages, totals and order in every sort', (_name, filters) => {
    for (const sortBy of SORTS) {
      for (const page of [1, 2, 5]) {
        const fast = narrowing.search(filters, sortBy, page, 12);
        const walked = walking.search(filters, sortBy, page, 12);
        expect(fast.total, `${sortBy} page ${page}`).toBe(walked.total);
        expect(
          fast.properties.map((p) => p.id),
          `${sortBy} page ${page}`,
        ).toEqual(walked.properties.map((p) => p.id));
      }
    }
    expect(walking.search(filters, 'newest', 1, 1000).total).toBeGreaterThanOrEqual(0);
  });

  it('follows a listing moved to another area and one removed', () => {
    const filters = place({ areaSets: [new Set([4])] });
    const before = narrowing.search(filters, 'newest', 1, 1000).total;
    const moved = narrowing.get(1) as ListingBase;
    const target = moved.areaId === 4 ? 5 : 4;
    narrowing.put({ ...moved, areaId: target, emirateId: 1 + (target % 3) });
    expect(narrowing.search(filters, 'newest', 1, 1000).total).toBe(before + (target === 4 ? 1 : -1));
    narrowing.remove(1);
    expect(narrowing.search(filters, 'newest', 1, 1000).total).toBe(before + (target === 4 ? 0 : -1));
  });
});

describe('ListingReadModel visibility', () => {
  it('hides the listings of an area disabled later, and shows them again, once the places are reloaded', async () => {
    const emirates = [{ id: 1, slug: 'e', nameEn: 'E', nameAr: 'E', enabled: true, sortOrder: 1 }];
    const areas = [1, 2].map((id) => ({
      id,
      slug: `a${id}`,
      nameEn: `A${id}`,
      nameAr: `A${id}`,
      enabled: true,
      sortOrder: id,
      emirateId: 1,
    }));
    const types = [
      { id: 1, slug: 't', nameEn: 'T', nameAr: 'T', enabled: true, sortOrder: 1, category: 'residential' },
    ];
    const db = {
      emirate: { findMany: async () => emirates },
      area: { findMany: async () => areas.map((area) => ({ ...area })) },
      propertyType: { findMany: async () => types },
    } as unknown as CatalogDb;
    const model = new ListingReadModel(db);
    await model.reloadPlaces();
    for (const id of [1, 2, 3]) {
      model.put({
        id,
        areaId: id === 3 ? 2 : 1,
        emirateId: 1,
        propertyTypeId: 1,
        price: 1,
        areaSqft: null,
        createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
        titleEn: `L${id}`,
        titleAr: `L${id}`,
        referenceNo: null,
        reference: `R${id}`,
        images: [],
      } as unknown as ListingBase);
    }
    const everything = place({});
    expect(model.search(everything, 'newest', 1, 10).total).toBe(3);
    (areas[0] as { enabled: boolean }).enabled = false;
    await model.reloadPlaces();
    expect(model.search(everything, 'newest', 1, 10).properties.map((p) => p.id)).toEqual([3]);
    (areas[0] as { enabled: boolean }).enabled = true;
    await model.reloadPlaces();
    expect(model.search(everything, 'newest', 1, 10).total).toBe(3);
  });
});

describe('ListingReadModel random listings limited to places', () => {
  it('picks among the same listings whether it narrows or walks', () => {
    const { narrowing, walking } = models();
    const filters = place({ areaSets: [new Set([3])], exclude: 5 });
    const all = (model: ListingReadModel) => model.random(filters, 1000, () => 0);
    const ids = (model: ListingReadModel) =>
      all(model)
        .properties.map((p) => p.id)
        .sort((a, b) => a - b);
    expect(all(narrowing).total).toBe(all(walking).total);
    expect(ids(narrowing)).toEqual(ids(walking));
    expect(narrowing.random(filters, 3).properties).toHaveLength(Math.min(3, all(walking).total));
  });
});
