import type { AreaInput, EmirateInput, PropertyInput, PropertyTypeInput } from '@manzil/contracts';
import {
  AREA_UNITS,
  isCalendarDate,
  isPermitNumber,
  LISTING_TYPES,
  normalizePermitNumber,
  PRICE_TYPES,
  PROPERTY_CATEGORIES,
  PROPERTY_STATUSES,
} from '@manzil/contracts';

/** A field's problem as a translation key of the admin namespace (`validation.*`). */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export type Validated<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

// ---------------------------------------------------------------------------------------------- emirates

/** What every place (and property type) form holds: names in both languages, slug, enabled. */
export interface PlaceForm {
  nameEn: string;
  nameAr: string;
  slug: string;
  enabled: boolean;
}

export type EmirateForm = PlaceForm;

/** Spec 5: English and Arabic names required. An empty slug lets the server derive it from the English name. */
export function validateEmirate(form: EmirateForm): Validated<EmirateInput, keyof EmirateForm> {
  const errors: FieldErrors<keyof EmirateForm> = {};
  if (!form.nameEn.trim()) errors.nameEn = 'validation.required';
  if (!form.nameAr.trim()) errors.nameAr = 'validation.required';
  const slug = form.slug.trim();
  if (slug && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) errors.slug = 'validation.slug';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: { nameEn: form.nameEn.trim(), nameAr: form.nameAr.trim(), enabled: form.enabled, slug },
  };
}

// ---------------------------------------------------------------------------------------------- areas

export interface AreaForm extends EmirateForm {
  emirateId: string;
}

/** Spec 5: names required; the emirate chosen among enabled emirates (the caller passes their ids). */
export function validateArea(
  form: AreaForm,
  enabledEmirateIds: ReadonlySet<number>,
): Validated<AreaInput, keyof AreaForm> {
  const base = validateEmirate(form);
  const errors: FieldErrors<keyof AreaForm> = base.ok ? {} : { ...base.errors };
  const emirateId = Number(form.emirateId);
  if (!form.emirateId) errors.emirateId = 'validation.chooseEmirate';
  else if (!enabledEmirateIds.has(emirateId)) errors.emirateId = 'validation.enabledEmirate';
  if (!base.ok || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { ...base.value, emirateId } };
}

// ---------------------------------------------------------------------------------------------- property types

export interface PropertyTypeForm extends PlaceForm {
  category: string;
}

/** Names required, as for an emirate; the category one of `PROPERTY_CATEGORIES`. */
export function validatePropertyType(
  form: PropertyTypeForm,
): Validated<PropertyTypeInput, keyof PropertyTypeForm> {
  const base = validateEmirate(form);
  const errors: FieldErrors<keyof PropertyTypeForm> = base.ok ? {} : { ...base.errors };
  const category = PROPERTY_CATEGORIES.find((value) => value === form.category);
  if (!category) errors.category = 'validation.choose';
  if (!base.ok || !category) return { ok: false, errors };
  return { ok: true, value: { ...base.value, category } };
}

// ---------------------------------------------------------------------------------------------- properties

export interface PropertyImageForm {
  /** The stored image id when it came from the listing. */
  id?: number;
  url: string;
  thumbUrl: string;
  alt: string;
  altAr: string;
}

/** The property form as the inputs hold it: numbers as typed text. */
export interface PropertyForm {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: string;
  priceType: string;
  area: string;
  areaUnit: string;
  size: string;
  bedrooms: string;
  bathrooms: string;
  parkingSpaces: string;
  propertyTypeId: string;
  areaId: string;
  listingType: string;
  status: string;
  features: string[];
  images: PropertyImageForm[];
  lat: string;
  lng: string;
  referenceNo: string;
  permitNumber: string;
  /** `YYYY-MM-DD` from the date input, or empty. */
  permitExpiresOn: string;
  /** Shown on the website; a draft (false) may lack its permit. */
  published: boolean;
  isFeatured: boolean;
  truCheck: boolean;
  truBroker: boolean;
}

export type PropertyField = keyof PropertyForm | 'coordinates';

export function emptyPropertyForm(): PropertyForm {
  return {
    titleEn: '',
    titleAr: '',
    descriptionEn: '',
    descriptionAr: '',
    price: '',
    priceType: 'total',
    area: '',
    areaUnit: 'sqft',
    size: '',
    bedrooms: '',
    bathrooms: '',
    parkingSpaces: '',
    propertyTypeId: '',
    areaId: '',
    listingType: 'sale',
    status: 'ready',
    features: [],
    images: [],
    lat: '',
    lng: '',
    referenceNo: '',
    permitNumber: '',
    permitExpiresOn: '',
    published: true,
    isFeatured: false,
    truCheck: false,
    truBroker: false,
  };
}

/** Typed numbers accept Latin and Arabic-Indic digits and thousands separators. */
export function parseNumber(text: string): number | null {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[,\u066c\s]/g, '')
    .replace(/\u066b/g, '.');
  if (latin === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(latin)) return Number.NaN;
  return Number(latin);
}

const COUNT_FIELDS = ['bedrooms', 'bathrooms', 'parkingSpaces'] as const;

/**
 * Spec 5: titles in both languages required; price required and numeric; area, size, bedrooms, bathrooms and
 * parking optional numbers (empty becomes null); type and area chosen from the lists.
 */
export function validateProperty(form: PropertyForm): Validated<PropertyInput, PropertyField> {
  const errors: FieldErrors<PropertyField> = {};
  if (!form.titleEn.trim()) errors.titleEn = 'validation.required';
  if (!form.titleAr.trim()) errors.titleAr = 'validation.required';

  const price = parseNumber(form.price);
  if (price === null) errors.price = 'validation.required';
  else if (Number.isNaN(price)) errors.price = 'validation.number';
  else if (price <= 0) errors.price = 'validation.positive';

  const optional = (field: 'area' | 'size') => {
    const value = parseNumber(form[field]);
    if (value !== null && (Number.isNaN(value) || value < 0)) errors[field] = 'validation.number';
    return value;
  };
  const area = optional('area');
  const size = optional('size');
  const counts = {} as Record<(typeof COUNT_FIELDS)[number], number | null>;
  for (const field of COUNT_FIELDS) {
    const value = parseNumber(form[field]);
    if (value !== null && (Number.isNaN(value) || !Number.isInteger(value) || value < 0 || value > 100)) {
      errors[field] = 'validation.count';
    }
    counts[field] = value;
  }
  if (!form.propertyTypeId) errors.propertyTypeId = 'validation.choose';
  if (!form.areaId) errors.areaId = 'validation.choose';

  const lat = parseNumber(form.lat);
  const lng = parseNumber(form.lng);
  let coordinates: { lat: number; lng: number } | null = null;
  if (lat !== null || lng !== null) {
    if (lat === null || lng === null || Number.isNaN(lat) || Number.isNaN(lng)) {
      errors.coordinates = 'validation.coordinates';
    } else if (Math.abs(lat) > 90 || Math.abs(lng) > 180) errors.coordinates = 'validation.coordinates';
    else coordinates = { lat, lng };
  }

  // The regulator's format, shared with the catalog (packages/contracts): a published listing needs a permit.
  const permitNumber = normalizePermitNumber(form.permitNumber);
  if (permitNumber && !isPermitNumber(permitNumber)) errors.permitNumber = 'validation.permitFormat';
  else if (!permitNumber && form.published) errors.permitNumber = 'validation.permitRequired';
  const permitExpiresOn = form.permitExpiresOn.trim();
  if (permitExpiresOn && !isCalendarDate(permitExpiresOn)) errors.permitExpiresOn = 'validation.date';

  if (Object.keys(errors).length) return { ok: false, errors };
  const pick = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
    (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  return {
    ok: true,
    value: {
      titleEn: form.titleEn.trim(),
      titleAr: form.titleAr.trim(),
      descriptionEn: form.descriptionEn.trim(),
      descriptionAr: form.descriptionAr.trim(),
      price: price as number,
      priceType: pick(form.priceType, PRICE_TYPES, 'total'),
      area,
      areaUnit: pick(form.areaUnit, AREA_UNITS, 'sqft'),
      size,
      bedrooms: counts.bedrooms,
      bathrooms: counts.bathrooms,
      parkingSpaces: counts.parkingSpaces,
      propertyTypeId: Number(form.propertyTypeId),
      areaId: Number(form.areaId),
      listingType: pick(form.listingType, LISTING_TYPES, 'sale'),
      status: pick(form.status, PROPERTY_STATUSES, 'ready'),
      features: form.features.map((feature) => feature.trim()).filter(Boolean),
      images: form.images.map((image) => ({
        ...(image.id ? { id: image.id } : {}),
        url: image.url,
        alt: image.alt.trim(),
        altAr: image.altAr.trim(),
        type: 'image/jpeg',
      })),
      coordinates,
      referenceNo: form.referenceNo.trim() || null,
      permitNumber: permitNumber || null,
      permitExpiresOn: permitExpiresOn || null,
      published: form.published,
      isFeatured: form.isFeatured,
      truCheck: form.truCheck,
      truBroker: form.truBroker,
    },
  };
}

/** Spec 5: a feature is added only when non-empty after trim (and not twice). */
export function addFeature(features: readonly string[], typed: string): string[] {
  const feature = typed.trim();
  if (!feature || features.includes(feature)) return [...features];
  return [...features, feature];
}
