import type { Property, PropertyImage } from '@manzil/contracts';

/** A listing photo with its media variants, as the API answers it (`/media/p/<id>.jpg`, 320/800/1600 wide). */
export function listingImage(id: number, type = 'exterior'): PropertyImage {
  return {
    id,
    url: `/media/p/${id}.jpg`,
    type,
    alt: `Photo ${id}`,
    altAr: `صورة ${id}`,
    width: 1600,
    height: 1200,
    thumbUrl: `/media/p/${id}-320.jpg`,
    srcset: `/media/p/${id}-320.jpg 320w, /media/p/${id}-800.jpg 800w, /media/p/${id}.jpg 1600w`,
    webpSrcset: `/media/p/${id}-320.webp 320w, /media/p/${id}-800.webp 800w, /media/p/${id}.webp 1600w`,
  };
}

/**
 * A published listing as the API answers it (a ready three-bedroom townhouse for sale in Al Raha Gardens, Abu
 * Dhabi, with seven photos, TruCheck and a permit), with `overrides` applied; its reference follows its id.
 */
export function makeListing(overrides: Partial<Property> = {}): Property {
  const id = overrides.id ?? 42;
  return {
    id,
    reference: `ST-${String(id).padStart(6, '0')}`,
    referenceNo: 'MZ-4471',
    permitNumber: '7113456789',
    titleEn: 'Townhouse in Al Raha Gardens',
    titleAr: 'تاون هاوس في حدائق الراحة',
    descriptionEn: 'Corner unit with a garden.',
    descriptionAr: 'وحدة زاوية مع حديقة.',
    price: 2_150_000,
    priceType: 'total',
    area: 2900,
    areaUnit: 'sqft',
    size: 3400,
    bedrooms: 3,
    bathrooms: 4,
    parkingSpaces: 2,
    propertyTypeId: 3,
    areaId: 5,
    emirateId: 1,
    listingType: 'sale',
    status: 'ready',
    features: ['private_garden', 'maids_room', 'Solar panels'],
    images: [1, 2, 3, 4, 5, 6, 7].map((n) => listingImage(n, 'interior')),
    coordinates: { lat: 24.4211, lng: 54.5862 },
    isFeatured: false,
    truCheck: true,
    truBroker: false,
    areaName: 'Al Raha Gardens',
    areaNameAr: 'حدائق الراحة',
    areaSlug: 'al-raha-gardens',
    emirateName: 'Abu Dhabi',
    emirateNameAr: 'أبوظبي',
    propertyTypeName: 'Townhouse',
    propertyTypeNameAr: 'تاون هاوس',
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
