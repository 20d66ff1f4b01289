import type { Area, Emirate, Property, PropertyType } from '@manzil/contracts';

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

const image = (id: number) => ({
  id,
  url: `/media/p/${id}.jpg`,
  type: 'exterior',
  alt: `Photo ${id}`,
  altAr: `صورة ${id}`,
  width: 1600,
  height: 1200,
  thumbUrl: `/media/p/${id}-320.jpg`,
  srcset: `/media/p/${id}-320.jpg 320w, /media/p/${id}-800.jpg 800w, /media/p/${id}.jpg 1600w`,
  webpSrcset: `/media/p/${id}-320.webp 320w, /media/p/${id}-800.webp 800w, /media/p/${id}.webp 1600w`,
});

export function makeProperty(overrides: Partial<Property> = {}): Property {
  const id = overrides.id ?? 7;
  return {
    id,
    reference: `ST-${String(id).padStart(6, '0')}`,
    referenceNo: null,
    permitNumber: '7113456789',
    titleEn: 'Sea-view villa on Saadiyat',
    titleAr: 'فيلا بإطلالة بحرية في السعديات',
    descriptionEn: 'A villa.',
    descriptionAr: 'فيلا.',
    price: 4_250_000,
    priceType: 'total',
    area: 6200,
    areaUnit: 'sqft',
    size: null,
    bedrooms: 5,
    bathrooms: 6,
    parkingSpaces: 2,
    propertyTypeId: 1,
    areaId: 13,
    emirateId: 1,
    listingType: 'sale',
    status: 'ready',
    features: ['private_pool'],
    images: [image(1), image(2), image(3)],
    coordinates: { lat: 24.54, lng: 54.43 },
    isFeatured: false,
    truCheck: true,
    truBroker: true,
    areaName: 'Saadiyat Island',
    areaNameAr: 'جزيرة السعديات',
    areaSlug: 'saadiyat-island',
    emirateName: 'Abu Dhabi',
    emirateNameAr: 'أبوظبي',
    propertyTypeName: 'Villa',
    propertyTypeNameAr: 'فيلا',
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function searchResponse(properties: Property[], total = properties.length, limit = 12) {
  return { properties, total, totalPages: Math.ceil(total / limit), page: 1, limit };
}
