import type { Area, Emirate, Property, PropertyType } from '@manzil/contracts';
import { listingImage, makeListing } from '@manzil/ui/testing';

export const emirates: Emirate[] = [
  { id: 1, nameEn: 'Abu Dhabi', nameAr: 'أبوظبي', slug: 'abu-dhabi' },
  { id: 2, nameEn: 'Dubai', nameAr: 'دبي', slug: 'dubai' },
];

export const areas: Area[] = [
  { id: 12, nameEn: 'Yas Island', nameAr: 'جزيرة ياس', slug: 'yas-island', emirateId: 1, center: null },
  {
    id: 13,
    nameEn: 'Saadiyat Island',
    nameAr: 'جزيرة السعديات',
    slug: 'saadiyat-island',
    emirateId: 1,
    center: null,
  },
  { id: 20, nameEn: 'Dubai Marina', nameAr: 'دبي مارينا', slug: 'dubai-marina', emirateId: 2, center: null },
];

export const propertyTypes: PropertyType[] = [
  { id: 1, nameEn: 'Villa', nameAr: 'فيلا', slug: 'villa', category: 'residential' },
  { id: 2, nameEn: 'Apartment', nameAr: 'شقة', slug: 'apartment', category: 'residential' },
  { id: 9, nameEn: 'Office', nameAr: 'مكتب', slug: 'office', category: 'commercial' },
];

/** Listing 7: a five-bedroom sea-view villa for sale on Saadiyat Island with three photos. */
export function makeProperty(overrides: Partial<Property> = {}): Property {
  return makeListing({
    id: 7,
    referenceNo: null,
    titleEn: 'Sea-view villa on Saadiyat',
    titleAr: 'فيلا بإطلالة بحرية في السعديات',
    descriptionEn: 'A villa.',
    descriptionAr: 'فيلا.',
    price: 4_250_000,
    area: 6200,
    size: null,
    bedrooms: 5,
    bathrooms: 6,
    propertyTypeId: 1,
    areaId: 13,
    features: ['private_pool'],
    images: [listingImage(1), listingImage(2), listingImage(3)],
    coordinates: { lat: 24.54, lng: 54.43 },
    truBroker: true,
    areaName: 'Saadiyat Island',
    areaNameAr: 'جزيرة السعديات',
    areaSlug: 'saadiyat-island',
    propertyTypeName: 'Villa',
    propertyTypeNameAr: 'فيلا',
    ...overrides,
  });
}

export function searchResponse(properties: Property[], total = properties.length, limit = 12) {
  return { properties, total, totalPages: Math.ceil(total / limit), page: 1, limit };
}
