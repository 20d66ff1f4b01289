import type { Area, CatalogListing, Emirate } from '@manzil/contracts';
import { catalogListing, TEST_EMIRATES, testArea } from '@manzil/test-utils';
import type { CatalogSource } from '../../src/catalog/catalog-source.ts';

/** The catalog as a test sets it: its enabled places and its public listings. */
export interface CatalogSnapshot {
  emirates: Emirate[];
  areas: Area[];
  listings: CatalogListing[];
}

export const EMIRATES: Emirate[] = TEST_EMIRATES.slice(0, 2);

const area = testArea;

export const AREAS: Area[] = [
  area(10, 1, 'Al Reem Island', 'جزيرة الريم', 'al-reem-island'),
  area(11, 1, 'Saadiyat Island', 'جزيرة السعديات', 'saadiyat-island'),
  area(12, 1, 'Yas Island', 'جزيرة ياس', 'yas-island'),
  area(13, 1, 'Al Bateen', 'البطين', 'al-bateen'),
  area(14, 1, 'Al Reef', 'الريف', 'al-reef'),
  area(15, 1, 'Khalifa City', 'مدينة خليفة', 'khalifa-city'),
  area(20, 2, 'Dubai Marina', 'دبي مارينا', 'dubai-marina'),
  area(21, 2, 'Downtown Dubai', 'وسط مدينة دبي', 'downtown-dubai'),
];

/** Listings per area id: Reem has the most, so it leads empty queries. */
export const LISTINGS_PER_AREA: Record<number, number> = {
  10: 6,
  11: 4,
  12: 3,
  13: 2,
  14: 1,
  15: 2,
  20: 3,
  21: 1,
};

export function property(id: number, areaId: number, version = 1): CatalogListing {
  const where = AREAS.find((candidate) => candidate.id === areaId) as Area;
  const emirate = EMIRATES.find((candidate) => candidate.id === where.emirateId) as Emirate;
  return catalogListing({
    id,
    areaId,
    emirateId: where.emirateId,
    titleEn: `Apartment ${id} in ${where.nameEn}`,
    titleAr: `شقة ${id} في ${where.nameAr}`,
    areaName: where.nameEn,
    areaNameAr: where.nameAr,
    areaSlug: where.slug,
    emirateName: emirate.nameEn,
    emirateNameAr: emirate.nameAr,
    emirateSlug: emirate.slug,
    version,
  });
}

export function fixtureProperties(): CatalogListing[] {
  const properties: CatalogListing[] = [];
  let id = 100;
  for (const [areaId, count] of Object.entries(LISTINGS_PER_AREA)) {
    for (let i = 0; i < count; i++) properties.push(property(id++, Number(areaId)));
  }
  return properties;
}

export function fixtureSnapshot(): CatalogSnapshot {
  return { emirates: [...EMIRATES], areas: [...AREAS], listings: fixtureProperties() };
}

/** A catalog source reading `snapshot()` at each call, its listings in pages of `pageSize` by id. */
export function sourceOf(snapshot: () => CatalogSnapshot, pageSize = 7): CatalogSource {
  return {
    async places() {
      const { emirates, areas } = structuredClone(snapshot());
      return { emirates, areas };
    },
    async *listings() {
      const listings = structuredClone(snapshot().listings).sort((a, b) => a.id - b.id);
      for (let at = 0; at < listings.length; at += pageSize) yield listings.slice(at, at + pageSize);
    },
  };
}

/** A catalog source answering the snapshot (changeable between calls), failing the first `failures` rebuilds. */
export function fakeCatalog(initial: CatalogSnapshot = fixtureSnapshot(), failures = 0) {
  let current = initial;
  let remainingFailures = failures;
  let calls = 0;
  const read = sourceOf(() => current);
  const source: CatalogSource = {
    async places(signal) {
      calls++;
      if (remainingFailures > 0) {
        remainingFailures--;
        throw new Error('catalog is starting');
      }
      return read.places(signal);
    },
    listings: (signal) => read.listings(signal),
  };
  return {
    source,
    set(next: CatalogSnapshot) {
      current = next;
    },
    get calls() {
      return calls;
    },
  };
}
