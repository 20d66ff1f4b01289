import type { Area, Emirate, Property } from '@manzil/contracts';
import type { CatalogSnapshot, CatalogSource } from '../../src/catalog/catalog-source.ts';

export const EMIRATES: Emirate[] = [
  { id: 1, nameEn: 'Abu Dhabi', nameAr: 'أبوظبي', slug: 'abu-dhabi' },
  { id: 2, nameEn: 'Dubai', nameAr: 'دبي', slug: 'dubai' },
];

const area = (id: number, emirateId: number, nameEn: string, nameAr: string, slug: string): Area => ({
  id,
  nameEn,
  nameAr,
  slug,
  emirateId,
  center: null,
});

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

export function property(id: number, areaId: number, version = 1): Property {
  const where = AREAS.find((candidate) => candidate.id === areaId) as Area;
  const emirate = EMIRATES.find((candidate) => candidate.id === where.emirateId) as Emirate;
  const at = new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString();
  return {
    id,
    reference: `ST-${String(id).padStart(6, '0')}`,
    referenceNo: null,
    permitNumber: null,
    titleEn: `Apartment ${id} in ${where.nameEn}`,
    titleAr: `شقة ${id} في ${where.nameAr}`,
    descriptionEn: '',
    descriptionAr: '',
    price: 1_000_000 + id,
    priceType: 'total',
    area: 1000,
    areaUnit: 'sqft',
    size: null,
    bedrooms: 2,
    bathrooms: 2,
    parkingSpaces: 1,
    propertyTypeId: 1,
    areaId,
    emirateId: where.emirateId,
    listingType: 'sale',
    status: 'ready',
    features: [],
    images: [],
    coordinates: { lat: 24.45, lng: 54.37 },
    isFeatured: false,
    truCheck: false,
    truBroker: false,
    areaName: where.nameEn,
    areaNameAr: where.nameAr,
    areaSlug: where.slug,
    emirateName: emirate.nameEn,
    emirateNameAr: emirate.nameAr,
    propertyTypeName: 'Apartment',
    propertyTypeNameAr: 'شقة',
    createdAt: at,
    updatedAt: at,
    version,
  };
}

export function fixtureProperties(): Property[] {
  const properties: Property[] = [];
  let id = 100;
  for (const [areaId, count] of Object.entries(LISTINGS_PER_AREA)) {
    for (let i = 0; i < count; i++) properties.push(property(id++, Number(areaId)));
  }
  return properties;
}

export function fixtureSnapshot(): CatalogSnapshot {
  return { emirates: [...EMIRATES], areas: [...AREAS], properties: fixtureProperties() };
}

/** A catalog source answering `snapshot` (changeable between calls), failing the first `failures` calls. */
export function fakeCatalog(initial: CatalogSnapshot = fixtureSnapshot(), failures = 0) {
  let current = initial;
  let remainingFailures = failures;
  let calls = 0;
  const source: CatalogSource = {
    async snapshot() {
      calls++;
      if (remainingFailures > 0) {
        remainingFailures--;
        throw new Error('catalog is starting');
      }
      return structuredClone(current);
    },
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
