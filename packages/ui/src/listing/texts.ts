import { registerResources } from '@manzil/i18n';
import ar from './texts.ar.ts';
import en from './texts.en.ts';

/** The i18n namespace of the listing pieces' texts (facts, price periods, badges, statuses). */
export const LISTING_NS = 'listing';

registerResources(LISTING_NS, { en, ar });

export type PriceType = 'total' | 'monthly' | 'yearly' | 'per_sqft' | (string & {});

/** The `listing` key of a price's period ('' for a total price). */
export function priceSuffixKey(priceType: PriceType | null | undefined): string {
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

/** The `listing` key of an area unit's short name (m² or sq ft). */
export function areaUnitKey(unit: string | null | undefined): 'sqm' | 'sqft' {
  return unit === 'sqm' ? 'sqm' : 'sqft';
}

/**
 * "N bedrooms" in Arabic's six plural forms, the count always written (0 too), for texts of other namespaces
 * that count bedrooms this way (the assistant's filter chips, the map's listing preview).
 */
export const AR_BED_COUNTS = {
  beds_zero: '{{count}} غرفة نوم',
  beds_one: 'غرفة نوم واحدة',
  beds_two: 'غرفتا نوم',
  beds_few: '{{count}} غرف نوم',
  beds_many: '{{count}} غرفة نوم',
  beds_other: '{{count}} غرفة نوم',
};

/** "N bathrooms" in Arabic's six plural forms, the count always written, for the same callers as AR_BED_COUNTS. */
export const AR_BATH_COUNTS = {
  baths_zero: '{{count}} حمام',
  baths_one: 'حمام واحد',
  baths_two: 'حمامان',
  baths_few: '{{count}} حمامات',
  baths_many: '{{count}} حماماً',
  baths_other: '{{count}} حمام',
};
