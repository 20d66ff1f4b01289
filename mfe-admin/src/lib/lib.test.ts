import { describe, expect, it } from 'vitest';
import { fitWithin, move } from './images.ts';
import { areaSlug, emirateSlug } from './slug.ts';
import {
  addFeature,
  emptyPropertyForm,
  parseNumber,
  validateArea,
  validateEmirate,
  validateProperty,
} from './validation.ts';

describe('admin validation (spec 5)', () => {
  it('requires both emirate names and a well-formed slug when one is typed', () => {
    expect(validateEmirate({ nameEn: ' ', nameAr: '', slug: '', enabled: true })).toEqual({
      ok: false,
      errors: { nameEn: 'validation.required', nameAr: 'validation.required' },
    });
    expect(
      validateEmirate({ nameEn: 'Dubai', nameAr: 'دبي', slug: 'Bad Slug', enabled: true }),
    ).toMatchObject({
      ok: false,
      errors: { slug: 'validation.slug' },
    });
    expect(validateEmirate({ nameEn: ' Dubai ', nameAr: 'دبي', slug: '', enabled: false })).toEqual({
      ok: true,
      value: { nameEn: 'Dubai', nameAr: 'دبي', slug: '', enabled: false },
    });
  });

  it('requires an area to belong to an enabled emirate', () => {
    const form = { nameEn: 'Yas Island', nameAr: 'جزيرة ياس', slug: '', enabled: true, emirateId: '' };
    expect(validateArea(form, new Set([1]))).toMatchObject({
      errors: { emirateId: 'validation.chooseEmirate' },
    });
    expect(validateArea({ ...form, emirateId: '2' }, new Set([1]))).toMatchObject({
      errors: { emirateId: 'validation.enabledEmirate' },
    });
    expect(validateArea({ ...form, emirateId: '1' }, new Set([1]))).toMatchObject({
      ok: true,
      value: { emirateId: 1 },
    });
  });

  it('checks a listing: titles, a positive price, optional numbers that become null, type and area', () => {
    const empty = validateProperty(emptyPropertyForm());
    expect(empty).toMatchObject({
      ok: false,
      errors: {
        titleEn: 'validation.required',
        titleAr: 'validation.required',
        price: 'validation.required',
        propertyTypeId: 'validation.choose',
        areaId: 'validation.choose',
      },
    });
    const form = {
      ...emptyPropertyForm(),
      titleEn: 'Villa',
      titleAr: 'فيلا',
      price: '٤٬٢٥٠٬٠٠٠',
      bedrooms: '5',
      propertyTypeId: '2',
      areaId: '7',
      features: [' Pool ', ''],
      referenceNo: '  ',
      permitNumber: ' 20261234567 ',
    };
    const checked = validateProperty(form);
    expect(checked).toMatchObject({
      ok: true,
      value: {
        price: 4_250_000,
        bedrooms: 5,
        bathrooms: null,
        area: null,
        propertyTypeId: 2,
        areaId: 7,
        features: ['Pool'],
        coordinates: null,
        referenceNo: null,
        permitNumber: '20261234567',
        permitExpiresOn: null,
        published: true,
      },
    });
    expect(validateProperty({ ...form, bedrooms: '2.5', lat: '24.4' })).toMatchObject({
      ok: false,
      errors: { bedrooms: 'validation.count', coordinates: 'validation.coordinates' },
    });
    expect(validateProperty({ ...form, price: 'abc' })).toMatchObject({
      errors: { price: 'validation.number' },
    });
    expect(validateProperty({ ...form, price: '0' })).toMatchObject({
      errors: { price: 'validation.positive' },
    });
  });

  it('publishes a listing only with a permit number in the regulator format; a draft may lack it', () => {
    const form = {
      ...emptyPropertyForm(),
      titleEn: 'Villa',
      titleAr: 'فيلا',
      price: '1000000',
      propertyTypeId: '2',
      areaId: '7',
    };
    expect(validateProperty(form)).toEqual({
      ok: false,
      errors: { permitNumber: 'validation.permitRequired' },
    });
    expect(validateProperty({ ...form, permitNumber: 'P-77' })).toEqual({
      ok: false,
      errors: { permitNumber: 'validation.permitFormat' },
    });
    expect(validateProperty({ ...form, published: false, permitNumber: '123' })).toEqual({
      ok: false,
      errors: { permitNumber: 'validation.permitFormat' },
    });
    expect(validateProperty({ ...form, published: false })).toMatchObject({
      ok: true,
      value: { published: false, permitNumber: null },
    });
    expect(
      validateProperty({ ...form, permitNumber: '٢٠٢٦١٢٣٤٥٦٧', permitExpiresOn: '2027-01-31' }),
    ).toMatchObject({ ok: true, value: { permitNumber: '20261234567', permitExpiresOn: '2027-01-31' } });
    expect(validateProperty({ ...form, permitNumber: '20261234567', permitExpiresOn: '2027-02-30' })).toEqual(
      { ok: false, errors: { permitExpiresOn: 'validation.date' } },
    );
  });

  it('reads Latin and Arabic-Indic digits', () => {
    expect(parseNumber('1,250.5')).toBe(1250.5);
    expect(parseNumber('١٢٣')).toBe(123);
    expect(parseNumber('')).toBeNull();
    expect(Number.isNaN(parseNumber('12a'))).toBe(true);
  });

  it('adds a feature only when it is not empty and not already there', () => {
    expect(addFeature(['Pool'], '  ')).toEqual(['Pool']);
    expect(addFeature(['Pool'], ' Pool ')).toEqual(['Pool']);
    expect(addFeature(['Pool'], 'Gym')).toEqual(['Pool', 'Gym']);
  });
});

describe('slugs (spec 3)', () => {
  it('derives emirate and area slugs from the English name', () => {
    expect(emirateSlug(' Umm Al Quwain ')).toBe('umm-al-quwain');
    expect(areaSlug("Al Reem Island (Shams) 'A'")).toBe('al-reem-island-shams-a');
  });
});

describe('images', () => {
  it('fits a photo within 1600x1200 keeping its proportions, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 1000)).toEqual({ width: 1600, height: 533 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('moves an image earlier or later', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
