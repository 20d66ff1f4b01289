import { type CatalogListing, type Property, type PropertyImage, propertyReference } from '@manzil/contracts';
import { type StoredVariant, srcsetOf } from '@manzil/images';

/**
 * How a listing leaves the catalog. Postgres builds each listing as one JSON object with its joins
 * (`src/listings/listing-rows.ts`), and these functions turn it into the contract's shapes: the Property the admin
 * routes and the detail answer, and the CatalogListing the events and the feed carry. Every reader goes through
 * them, so a listing reads the same in all four, byte for byte.
 */

/** One image row: metadata only (URLs and sizes), never bytes. */
export interface ImageRecord {
  id: number;
  url: string;
  contentType: string;
  alt: string;
  altAr: string;
  width: number;
  height: number;
  variants: Record<string, StoredVariant>;
}

/** One price change; `changedAt` as every time of a record (see `isoTime`). */
export interface PriceChangeRecord {
  oldPrice: number;
  newPrice: number;
  changedAt: string;
}

/**
 * A listing as Postgres writes it in JSON: its columns (numbers for `numeric`, times as `isoTime` reads them),
 * the names and slugs of its area, emirate and type, whether the public sees it, and its images in order.
 */
export interface ListingRecord {
  id: number;
  referenceNo: string | null;
  permitNumber: string | null;
  /** `YYYY-MM-DD`, or null. */
  permitExpiresOn: string | null;
  /** False for a draft. */
  published: boolean;
  /** The permit's expiry date has passed (Abu Dhabi): the listing is no longer advertised (its page answers 410). */
  permitExpired: boolean;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: number;
  priceType: Property['priceType'];
  area: number | null;
  areaUnit: Property['areaUnit'];
  size: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parkingSpaces: number | null;
  propertyTypeId: number;
  areaId: number;
  emirateId: number;
  listingType: Property['listingType'];
  status: Property['status'];
  features: string[];
  lat: number;
  lng: number;
  isFeatured: boolean;
  truCheck: boolean;
  truBroker: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
  areaName: string;
  areaNameAr: string;
  areaSlug: string;
  emirateName: string;
  emirateNameAr: string;
  emirateSlug: string;
  propertyTypeName: string;
  propertyTypeNameAr: string;
  propertyTypeSlug: string;
  /** Published, its permit not expired, and its area, the area's emirate and its type all enabled. */
  listed: boolean;
  images: ImageRecord[];
  /** Its latest price change, null when the price never changed. */
  lastPriceChange: PriceChangeRecord | null;
}

/** A listing read with its price history, oldest change first (the detail and the admin views). */
export interface PropertyRecord extends ListingRecord {
  priceHistory: PriceChangeRecord[];
}

/**
 * A time as the contract writes it (ISO 8601, UTC) from its wall-clock reading in the database session's time
 * zone (`timestamp`, without an offset). That is how Prisma reads and writes a `timestamptz`, so a listing's
 * times match what Prisma wrote even on a server whose TimeZone is not UTC (in UTC, it is simply the instant).
 */
const isoTime = (text: string) => new Date(`${text}Z`).toISOString();

/** The contract's image: the main JPEG plus srcsets built from the stored variants. */
export function toPropertyImage(image: ImageRecord): PropertyImage {
  const { variants } = image;
  return {
    id: image.id,
    url: image.url,
    type: image.contentType,
    alt: image.alt,
    altAr: image.altAr,
    width: image.width,
    height: image.height,
    thumbUrl: variants.thumb?.jpeg.url ?? image.url,
    srcset: srcsetOf(variants, 'jpeg') || `${image.url} ${image.width}w`,
    webpSrcset: srcsetOf(variants, 'webp'),
  };
}

/** Every Property field but the price history: what the Property and the CatalogListing share. */
function listingFields(record: ListingRecord): Omit<Property, 'priceHistory'> {
  return {
    id: record.id,
    reference: propertyReference(record.id),
    referenceNo: record.referenceNo,
    permitNumber: record.permitNumber,
    permitExpiresOn: record.permitExpiresOn,
    published: record.published,
    titleEn: record.titleEn,
    titleAr: record.titleAr,
    descriptionEn: record.descriptionEn,
    descriptionAr: record.descriptionAr,
    price: record.price,
    priceType: record.priceType,
    area: record.area,
    areaUnit: record.areaUnit,
    size: record.size,
    bedrooms: record.bedrooms,
    bathrooms: record.bathrooms,
    parkingSpaces: record.parkingSpaces,
    propertyTypeId: record.propertyTypeId,
    areaId: record.areaId,
    emirateId: record.emirateId,
    listingType: record.listingType,
    status: record.status,
    features: record.features,
    images: record.images.map(toPropertyImage),
    coordinates: { lat: record.lat, lng: record.lng },
    isFeatured: record.isFeatured,
    truCheck: record.truCheck,
    truBroker: record.truBroker,
    areaName: record.areaName,
    areaNameAr: record.areaNameAr,
    areaSlug: record.areaSlug,
    emirateName: record.emirateName,
    emirateNameAr: record.emirateNameAr,
    propertyTypeName: record.propertyTypeName,
    propertyTypeNameAr: record.propertyTypeNameAr,
    createdAt: isoTime(record.createdAt),
    updatedAt: isoTime(record.updatedAt),
    version: record.version,
    lastPriceChange: record.lastPriceChange ? toPriceChange(record.lastPriceChange) : null,
  };
}

const toPriceChange = (change: PriceChangeRecord) => ({
  oldPrice: change.oldPrice,
  newPrice: change.newPrice,
  changedAt: isoTime(change.changedAt),
});

/** The contract's Property with its price history: the detail and the admin answers. */
export function toProperty(record: PropertyRecord): Property {
  return {
    ...listingFields(record),
    priceHistory: record.priceHistory.map(toPriceChange),
  };
}

/** The listing as the catalog publishes it for public search: events and the feed. */
export function toCatalogListing(record: ListingRecord): CatalogListing {
  return {
    ...listingFields(record),
    listed: record.listed,
    emirateSlug: record.emirateSlug,
    propertyTypeSlug: record.propertyTypeSlug,
  };
}
