import type { CatalogListing } from '@manzil/contracts';

/**
 * A whole listing as the catalog publishes it (`catalog.property.upserted.v1`, the feed): a plain apartment for
 * sale, listed, with every field set; tests change only what they are about.
 */
export function catalogListing(
  overrides: Partial<CatalogListing> & Pick<CatalogListing, 'id' | 'areaId' | 'emirateId'>,
): CatalogListing {
  const { id, areaId, emirateId } = overrides;
  const at = new Date(Date.UTC(2026, 0, 1, 0, id % 100_000)).toISOString();
  return {
    reference: `ST-${String(id).padStart(6, '0')}`,
    referenceNo: null,
    permitNumber: null,
    titleEn: `Apartment ${id}`,
    titleAr: `شقة ${id}`,
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
    listingType: 'sale',
    status: 'ready',
    features: [],
    images: [],
    coordinates: { lat: 24.45, lng: 54.37 },
    isFeatured: false,
    truCheck: false,
    truBroker: false,
    areaName: `Area ${areaId}`,
    areaNameAr: `منطقة ${areaId}`,
    areaSlug: `area-${areaId}`,
    emirateName: `Emirate ${emirateId}`,
    emirateNameAr: `إمارة ${emirateId}`,
    propertyTypeName: 'Apartment',
    propertyTypeNameAr: 'شقة',
    createdAt: at,
    updatedAt: at,
    version: 1,
    listed: true,
    emirateSlug: `emirate-${emirateId}`,
    propertyTypeSlug: 'apartment',
    ...overrides,
  };
}
