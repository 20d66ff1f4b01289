import type { Property } from '@manzil/contracts';

/** The i18n key of the price's period ('' for a total price). */
export function priceSuffixKey(priceType: Property['priceType']): string {
  switch (priceType) {
    case 'monthly':
      return 'perMonth';
    case 'yearly':
      return 'perYear';
    case 'per_sqft':
      return 'perSqft';
    default:
      return '';
  }
}

/** Spec 2: Ready / Under Construction, 'Available' as the fallback label; sold and rented are end states. */
export function statusKey(status: string | null | undefined): string {
  return status === 'ready' || status === 'under_construction' || status === 'sold' || status === 'rented'
    ? `status.${status}`
    : 'status.available';
}

/** A maps link for the coordinates (no third-party map is embedded in the page). */
export function mapsHref({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
}
