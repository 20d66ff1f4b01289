/*
 * The catalog's values and helpers a page reads (enumerations, limits, paths, feature labels), without the
 * schemas: a browser bundle imports them without TypeBox. catalog.ts builds the schemas from them and re-exports
 * them.
 */

// ---------------------------------------------------------------------------------------------- enumerations

export const LISTING_TYPES = ['sale', 'rent'] as const;
/** ready and under_construction are the filter values; sold and rented are end states a listing can show. */
export const PROPERTY_STATUSES = ['ready', 'under_construction', 'sold', 'rented'] as const;
export const PRICE_TYPES = ['total', 'per_sqft', 'monthly', 'yearly'] as const;
export const AREA_UNITS = ['sqft', 'sqm'] as const;
/** A property type's category (the admin's Property types tab offers these). */
export const PROPERTY_CATEGORIES = ['residential', 'commercial'] as const;
export const SORT_OPTIONS = ['newest', 'oldest', 'price_asc', 'price_desc', 'area_asc', 'area_desc'] as const;

/** Search page size defaults (spec section 9): properties page 12, hero search 20, related listings 6. */
export const SEARCH_DEFAULT_LIMIT = 12;
export const SEARCH_MAX_LIMIT = 50;

export const SQFT_PER_SQM = 10.763_910_416_7;

/**
 * Built-up area in sqft whatever unit it was entered in, so area filters and sorts compare like with like (the
 * catalog stores it, the search index computes it from a listing's `area` and `areaUnit`).
 */
export function toSqft(area: number | null | undefined, unit: 'sqft' | 'sqm'): number | null {
  if (area === null || area === undefined) return null;
  return unit === 'sqm' ? Math.round(area * SQFT_PER_SQM * 100) / 100 : area;
}

/** A map box as `GET /api/properties/search?bbox=` takes it: west, south, east, north in degrees. */
export interface MapBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/**
 * `minLng,minLat,maxLng,maxLat` as a box, or why it is not one (a message naming what is wrong). Longitudes lie in
 * -180..180, latitudes in -90..90, and each minimum is at most its maximum (a box across the antimeridian is not
 * supported: no listing is there).
 */
export function parseMapBox(text: string): MapBox | { error: string } {
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  if (parts.length !== 4 || parts.some((part) => part === '') || numbers.some((n) => !Number.isFinite(n))) {
    return { error: 'bbox must be four numbers: minLng,minLat,maxLng,maxLat.' };
  }
  const [minLng, minLat, maxLng, maxLat] = numbers as [number, number, number, number];
  if ([minLng, maxLng].some((lng) => lng < -180 || lng > 180))
    return { error: 'bbox longitudes must lie between -180 and 180.' };
  if ([minLat, maxLat].some((lat) => lat < -90 || lat > 90))
    return { error: 'bbox latitudes must lie between -90 and 90.' };
  if (minLng > maxLng) return { error: 'bbox minLng must not be greater than maxLng.' };
  if (minLat > maxLat) return { error: 'bbox minLat must not be greater than maxLat.' };
  return { minLng, minLat, maxLng, maxLat };
}

/** The box as the `bbox` parameter writes it. */
export const formatMapBox = (box: MapBox): string =>
  [box.minLng, box.minLat, box.maxLng, box.maxLat].join(',');

export const RELATED_LISTINGS_LIMIT = 6;
/** The admin list answers every listing up to this many per page. */
export const ADMIN_PROPERTIES_MAX_LIMIT = 1000;
/** Spec section 3: map default when a listing has no coordinates. */
export const DEFAULT_COORDINATES = { lat: 24.4539, lng: 54.3773 } as const;

/** Displayed reference (spec 3): 'ST-' plus the id padded to six digits. */
export function propertyReference(id: number): string {
  return `ST-${String(id).padStart(6, '0')}`;
}

// ---------------------------------------------------------------------------------------------- price and time

const DAY_MS = 86_400_000;
/** A price cut shows as "Price reduced" on cards and the listing for this many days after it was made. */
export const PRICE_REDUCED_DAYS = 30;

/**
 * "Price reduced by N%" when the listing's latest price change was a drop made in the last
 * `PRICE_REDUCED_DAYS` days (whole percent, at least 1); null otherwise.
 */
export function priceReduction(
  change: { oldPrice: number; newPrice: number; changedAt: string } | null | undefined,
  now: number = Date.now(),
): { percent: number; previousPrice: number; changedAt: string } | null {
  if (!change || !(change.newPrice < change.oldPrice) || change.oldPrice <= 0) return null;
  const age = now - Date.parse(change.changedAt);
  if (!(age >= -DAY_MS && age <= PRICE_REDUCED_DAYS * DAY_MS)) return null;
  const percent = Math.max(1, Math.round(((change.oldPrice - change.newPrice) / change.oldPrice) * 100));
  return { percent, previousPrice: change.oldPrice, changedAt: change.changedAt };
}

/** Whole days since a listing was listed (0 on its first day; never negative). */
export function daysOnMarket(createdAt: string, now: number = Date.now()): number {
  const since = Date.parse(createdAt);
  if (!Number.isFinite(since)) return 0;
  return Math.max(0, Math.floor((now - since) / DAY_MS));
}

/**
 * AED per square foot of built-up area, rounded: of the price for a sale, of a year's rent for a rental (a
 * monthly rent counts twelve times); the price itself when it is already per sqft; null without an area.
 */
export function pricePerSqft(listing: {
  price: number;
  priceType: string;
  area: number | null;
  areaUnit: 'sqft' | 'sqm';
}): number | null {
  if (listing.priceType === 'per_sqft') return listing.price;
  const sqft = toSqft(listing.area, listing.areaUnit);
  if (!sqft) return null;
  const price = listing.priceType === 'monthly' ? listing.price * 12 : listing.price;
  return Math.round(price / sqft);
}

// ---------------------------------------------------------------------------------------------- permits

/**
 * The regulator's permit check, with `{permit}` where the number goes: the QR code on a listing opens it. The
 * site content's `company.permitCheckUrl` replaces it.
 */
export const DEFAULT_PERMIT_CHECK_URL = 'https://www.adrec.gov.ae/en/madhmoun/permit-check?permit={permit}';

/** The check URL of one permit (the number URL-encoded into the pattern). */
export function permitCheckUrl(permit: string, pattern: string = DEFAULT_PERMIT_CHECK_URL): string {
  const template = pattern.includes('{permit}') ? pattern : DEFAULT_PERMIT_CHECK_URL;
  return template.replaceAll('{permit}', encodeURIComponent(permit.trim()));
}

/**
 * The format of an ADREC (Abu Dhabi Real Estate Centre) "Madhmoun" advertising permit number, as the permits the
 * agency is issued read: eleven digits, the four-digit year of issue (20xx) followed by a seven-digit serial, e.g.
 * `20261234567`. The admin form and the catalog both check it with `isPermitNumber`, so they never disagree.
 */
export const PERMIT_NUMBER_PATTERN = '^20[0-9]{2}[0-9]{7}$';
export const PERMIT_NUMBER_EXAMPLE = '20261234567';

/** A typed permit number as stored: trimmed, Arabic-Indic digits as Latin ones, spaces and hyphens dropped. */
export function normalizePermitNumber(text: string): string {
  return text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, '');
}

/** The (normalised) text is a permit number in the regulator's format. */
export function isPermitNumber(text: string): boolean {
  return new RegExp(PERMIT_NUMBER_PATTERN).test(text);
}

/** The admin list flags listings whose permit expires within this many days. */
export const PERMIT_EXPIRY_WARNING_DAYS = 14;
/** Abu Dhabi time (UTC+4, no daylight saving): a permit is valid to the end of its expiry date there. */
const ABU_DHABI_OFFSET_MS = 4 * 3_600_000;

/** Today's date in Abu Dhabi, `YYYY-MM-DD`. */
export function abuDhabiToday(now: number = Date.now()): string {
  return new Date(now + ABU_DHABI_OFFSET_MS).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` date that exists on the calendar. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export type PermitExpiryState = 'none' | 'valid' | 'expiring' | 'expired';

/**
 * Where a permit stands on `now`: `expired` once its expiry date has passed in Abu Dhabi (valid through that
 * whole day), `expiring` when it ends within `PERMIT_EXPIRY_WARNING_DAYS` days, `none` without a date.
 */
export function permitExpiryState(
  expiresOn: string | null | undefined,
  now: number = Date.now(),
): PermitExpiryState {
  if (!expiresOn) return 'none';
  const today = abuDhabiToday(now);
  if (expiresOn < today) return 'expired';
  return permitDaysLeft(expiresOn, now) <= PERMIT_EXPIRY_WARNING_DAYS ? 'expiring' : 'valid';
}

/** Whole days from today (Abu Dhabi) to the expiry date: 0 on the last valid day, negative once expired. */
export function permitDaysLeft(expiresOn: string, now: number = Date.now()): number {
  const today = Date.parse(`${abuDhabiToday(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - today) / DAY_MS);
}

/** The permit of a listing with this expiry date has expired (`now` in Abu Dhabi is past the date). */
export const permitHasExpired = (expiresOn: string | null | undefined, now: number = Date.now()): boolean =>
  permitExpiryState(expiresOn, now) === 'expired';

/** The permit QR code's picture: SVG (any size, for print) or PNG (what a page shows: no SVG document to build). */
export const PERMIT_QR_FORMATS = ['svg', 'png'] as const;
export type PermitQrFormat = (typeof PERMIT_QR_FORMATS)[number];

/**
 * `GET /api/properties/permit-qr?id=&format=`: the QR code of a listing's permit check, drawn by the catalog, as SVG
 * (the default) or PNG.
 */
export const permitQrPath = (id: number, format: PermitQrFormat = 'svg'): string =>
  `/api/properties/permit-qr?id=${id}${format === 'svg' ? '' : `&format=${format}`}`;

/** Sold and rented listings are closed: never offered as available. */
export const CLOSED_STATUSES = ['sold', 'rented'] as const;
export const isClosedStatus = (status: string): boolean => status === 'sold' || status === 'rented';

// ---------------------------------------------------------------------------------------------- features

/**
 * Listing features are stored as stable keys (`private_pool`) and translated here, so a listing's features read
 * correctly in both languages and can be filtered on. An admin may also type a free-text feature: it has no entry
 * here and is shown as typed (`featureLabel` falls back to the text itself).
 */
export const FEATURE_LABELS = {
  balcony: { en: 'Balcony', ar: 'شرفة' },
  built_in_wardrobes: { en: 'Built-in wardrobes', ar: 'خزائن ملابس مدمجة' },
  central_ac: { en: 'Central air conditioning', ar: 'تكييف مركزي' },
  chiller_free: { en: 'Chiller free', ar: 'شامل رسوم التبريد' },
  covered_parking: { en: 'Covered parking', ar: 'موقف سيارات مغطى' },
  shared_pool: { en: 'Shared swimming pool', ar: 'مسبح مشترك' },
  private_pool: { en: 'Private swimming pool', ar: 'مسبح خاص' },
  shared_gym: { en: 'Shared gym', ar: 'صالة رياضية مشتركة' },
  private_garden: { en: 'Private garden', ar: 'حديقة خاصة' },
  maids_room: { en: "Maid's room", ar: 'غرفة خادمة' },
  drivers_room: { en: "Driver's room", ar: 'غرفة سائق' },
  study: { en: 'Study', ar: 'غرفة مكتب' },
  majlis: { en: 'Majlis', ar: 'مجلس' },
  walk_in_closet: { en: 'Walk-in closet', ar: 'غرفة ملابس' },
  storage_room: { en: 'Storage room', ar: 'غرفة تخزين' },
  laundry_room: { en: 'Laundry room', ar: 'غرفة غسيل' },
  roof_terrace: { en: 'Roof terrace', ar: 'تراس على السطح' },
  jacuzzi: { en: 'Jacuzzi', ar: 'جاكوزي' },
  sea_view: { en: 'Sea view', ar: 'إطلالة على البحر' },
  canal_view: { en: 'Canal view', ar: 'إطلالة على القناة' },
  golf_view: { en: 'Golf course view', ar: 'إطلالة على ملعب الغولف' },
  city_view: { en: 'City skyline view', ar: 'إطلالة على أفق المدينة' },
  mangrove_view: { en: 'Mangrove view', ar: 'إطلالة على أشجار القرم' },
  community_view: { en: 'Community view', ar: 'إطلالة على المجتمع السكني' },
  beach_access: { en: 'Direct beach access', ar: 'وصول مباشر إلى الشاطئ' },
  security: { en: '24/7 security', ar: 'أمن على مدار الساعة' },
  concierge: { en: 'Concierge service', ar: 'خدمة الكونسيرج' },
  kids_play_area: { en: "Children's play area", ar: 'منطقة ألعاب للأطفال' },
  bbq_area: { en: 'Barbecue area', ar: 'منطقة شواء' },
  tennis_court: { en: 'Tennis court', ar: 'ملعب تنس' },
  pets_allowed: { en: 'Pets allowed', ar: 'يُسمح بالحيوانات الأليفة' },
  kitchen_appliances: { en: 'Kitchen appliances', ar: 'أجهزة المطبخ' },
  furnished: { en: 'Fully furnished', ar: 'مفروشة بالكامل' },
  smart_home: { en: 'Smart home system', ar: 'نظام المنزل الذكي' },
  mosque_nearby: { en: 'Mosque nearby', ar: 'مسجد قريب' },
  schools_nearby: { en: 'Schools nearby', ar: 'مدارس قريبة' },
  shops_nearby: { en: 'Shops nearby', ar: 'متاجر قريبة' },
} as const satisfies Record<string, { en: string; ar: string }>;

export type FeatureKey = keyof typeof FEATURE_LABELS;

export function featureLabel(feature: string, lang: 'en' | 'ar'): string {
  const known = (FEATURE_LABELS as Record<string, { en: string; ar: string }>)[feature];
  return known ? known[lang] : feature;
}
