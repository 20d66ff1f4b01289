import { type Property, type PropertyImage, propertyReference } from '@manzil/contracts';
import { type StoredVariant, srcsetOf } from '@manzil/images';

/**
 * A listing as the catalog keeps it in memory and maps it to the contract's Property: every stored field, the
 * place ids, and image metadata (URLs and sizes only, never bytes). The joined names in both languages are
 * added when the listing is answered (`withNames`), so renaming an area shows at once on every listing.
 */
export type ListingBase = Omit<
  Property,
  | 'images'
  | 'areaName'
  | 'areaNameAr'
  | 'areaSlug'
  | 'emirateName'
  | 'emirateNameAr'
  | 'propertyTypeName'
  | 'propertyTypeNameAr'
  | 'priceHistory'
> & { images: ImageMeta[]; areaSqft: number | null };

export interface ImageMeta {
  id: number;
  url: string;
  contentType: string;
  alt: string;
  altAr: string;
  width: number;
  height: number;
  variants: Record<string, StoredVariant>;
}

/** The Prisma row shape the mapper reads (a `findMany` with `LISTING_SELECT`). */
export interface ListingRow {
  id: number;
  referenceNo: string | null;
  permitNumber: string | null;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: { toString(): string } | number;
  priceType: Property['priceType'];
  area: number | null;
  areaUnit: Property['areaUnit'];
  areaSqft: number | null;
  size: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parkingSpaces: number | null;
  propertyTypeId: number;
  areaId: number;
  listingType: Property['listingType'];
  status: Property['status'];
  features: string[];
  lat: number;
  lng: number;
  isFeatured: boolean;
  truCheck: boolean;
  truBroker: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  areaRef: { emirateId: number };
  images: Array<{
    id: number;
    url: string;
    contentType: string;
    alt: string;
    altAr: string;
    width: number;
    height: number;
    variants: unknown;
  }>;
}

/** The Prisma `select` that reads everything the mapper needs in one query. */
export const LISTING_SELECT = {
  id: true,
  referenceNo: true,
  permitNumber: true,
  titleEn: true,
  titleAr: true,
  descriptionEn: true,
  descriptionAr: true,
  price: true,
  priceType: true,
  area: true,
  areaUnit: true,
  areaSqft: true,
  size: true,
  bedrooms: true,
  bathrooms: true,
  parkingSpaces: true,
  propertyTypeId: true,
  areaId: true,
  listingType: true,
  status: true,
  features: true,
  lat: true,
  lng: true,
  isFeatured: true,
  truCheck: true,
  truBroker: true,
  version: true,
  createdAt: true,
  updatedAt: true,
  areaRef: { select: { emirateId: true } },
  images: {
    select: {
      id: true,
      url: true,
      contentType: true,
      alt: true,
      altAr: true,
      width: true,
      height: true,
      variants: true,
    },
    orderBy: { position: 'asc' },
  },
} as const;

export function toListingBase(row: ListingRow): ListingBase {
  return {
    id: row.id,
    reference: propertyReference(row.id),
    referenceNo: row.referenceNo,
    permitNumber: row.permitNumber,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    price: Number(row.price.toString()),
    priceType: row.priceType,
    area: row.area,
    areaUnit: row.areaUnit,
    areaSqft: row.areaSqft,
    size: row.size,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parkingSpaces: row.parkingSpaces,
    propertyTypeId: row.propertyTypeId,
    areaId: row.areaId,
    emirateId: row.areaRef.emirateId,
    listingType: row.listingType,
    status: row.status,
    features: row.features,
    images: row.images.map((image) => ({
      id: image.id,
      url: image.url,
      contentType: image.contentType,
      alt: image.alt,
      altAr: image.altAr,
      width: image.width,
      height: image.height,
      variants: (image.variants ?? {}) as Record<string, StoredVariant>,
    })),
    coordinates: { lat: row.lat, lng: row.lng },
    isFeatured: row.isFeatured,
    truCheck: row.truCheck,
    truBroker: row.truBroker,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export interface PlaceNames {
  area: { nameEn: string; nameAr: string; slug: string };
  emirate: { nameEn: string; nameAr: string };
  propertyType: { nameEn: string; nameAr: string };
}

/** The contract's image: the main JPEG plus srcsets built from the stored variants. */
export function toPropertyImage(image: ImageMeta): PropertyImage {
  return {
    id: image.id,
    url: image.url,
    type: image.contentType,
    alt: image.alt,
    altAr: image.altAr,
    width: image.width,
    height: image.height,
    thumbUrl: image.variants.thumb?.jpeg.url ?? image.url,
    srcset: srcsetOf(image.variants, 'jpeg') || `${image.url} ${image.width}w`,
    webpSrcset: srcsetOf(image.variants, 'webp'),
  };
}

/** The contract's Property: the listing with its place names in both languages. */
export function withNames(base: ListingBase, names: PlaceNames): Property {
  const { areaSqft: _sqft, images, ...fields } = base;
  return {
    ...fields,
    images: images.map(toPropertyImage),
    areaName: names.area.nameEn,
    areaNameAr: names.area.nameAr,
    areaSlug: names.area.slug,
    emirateName: names.emirate.nameEn,
    emirateNameAr: names.emirate.nameAr,
    propertyTypeName: names.propertyType.nameEn,
    propertyTypeNameAr: names.propertyType.nameAr,
  };
}

/** LISTING_SELECT plus the names of the listing's places, for answers and events written in a transaction. */
export const LISTING_WITH_NAMES_SELECT = {
  ...LISTING_SELECT,
  areaRef: {
    select: {
      emirateId: true,
      nameEn: true,
      nameAr: true,
      slug: true,
      emirate: { select: { nameEn: true, nameAr: true } },
    },
  },
  propertyType: { select: { nameEn: true, nameAr: true } },
  priceChanges: {
    select: { oldPrice: true, newPrice: true, changedAt: true },
    orderBy: { changedAt: 'asc' },
  },
} as const;

export interface ListingRowWithNames extends Omit<ListingRow, 'areaRef'> {
  areaRef: {
    emirateId: number;
    nameEn: string;
    nameAr: string;
    slug: string;
    emirate: { nameEn: string; nameAr: string };
  };
  propertyType: { nameEn: string; nameAr: string };
  priceChanges: Array<{
    oldPrice: { toString(): string };
    newPrice: { toString(): string };
    changedAt: Date;
  }>;
}

/** The contract's Property, price history included, from a row read with LISTING_WITH_NAMES_SELECT. */
export function toProperty(row: ListingRowWithNames): Property {
  return {
    ...withNames(toListingBase(row), {
      area: row.areaRef,
      emirate: row.areaRef.emirate,
      propertyType: row.propertyType,
    }),
    priceHistory: row.priceChanges.map((change) => ({
      oldPrice: Number(change.oldPrice.toString()),
      newPrice: Number(change.newPrice.toString()),
      changedAt: change.changedAt.toISOString(),
    })),
  };
}
