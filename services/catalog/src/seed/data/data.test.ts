import { describe, expect, it } from 'vitest';
import { slugify } from '../../domain/slug.ts';
import { generateListings } from '../listings.ts';
import { AREAS } from './areas.ts';
import { EMIRATES } from './emirates.ts';
import { PROPERTY_TYPES } from './property-types.ts';
import { BEDROOM_WEIGHTS, RENT_BOUNDS, SALE_PRICE_BOUNDS, SIZE_RANGES, YEARLY_RENT } from './specs.ts';

const arabic = /^[\u0600-\u06FF\s]+$/;

describe('seed reference data', () => {
  it('has the seven emirates with Arabic names and spec slugs', () => {
    expect(EMIRATES).toHaveLength(7);
    for (const e of EMIRATES) {
      expect(e.slug).toBe(slugify(e.nameEn));
      expect(e.nameAr).toMatch(arabic);
    }
  });

  it('has unique communities, mostly in Abu Dhabi, each with Arabic name, spec slug and a known emirate', () => {
    expect(AREAS.length).toBeGreaterThanOrEqual(36);
    expect(AREAS.filter((a) => a.emirate === 'abu-dhabi').length).toBeGreaterThanOrEqual(29);
    expect(new Set(AREAS.map((a) => a.slug)).size).toBe(AREAS.length);
    const emirates = new Set(EMIRATES.map((e) => e.slug));
    for (const a of AREAS) {
      expect(a.slug).toBe(slugify(a.nameEn));
      expect(a.nameAr).toMatch(arabic);
      expect(emirates.has(a.emirate)).toBe(true);
      expect(a.views.length).toBeGreaterThan(0);
      expect(a.types.length).toBeGreaterThan(0);
      expect(a.radiusM).toBeGreaterThanOrEqual(500);
      // Inside the UAE.
      expect(a.lat).toBeGreaterThan(22.6);
      expect(a.lat).toBeLessThan(26.1);
      expect(a.lng).toBeGreaterThan(51.5);
      expect(a.lng).toBeLessThan(56.4);
    }
  });

  it('gives every type a size range and a rent for each of its bedroom counts, prices in order', () => {
    for (const t of PROPERTY_TYPES) {
      expect(t.slug).toBe(slugify(t.nameEn));
      for (const [bedrooms] of BEDROOM_WEIGHTS[t.slug]) {
        expect(SIZE_RANGES[t.slug][bedrooms]).toBeDefined();
        expect(YEARLY_RENT[t.slug][bedrooms]).toBeDefined();
      }
      expect(SALE_PRICE_BOUNDS[t.slug][0]).toBeLessThan(SALE_PRICE_BOUNDS[t.slug][1]);
      expect(RENT_BOUNDS[t.slug][0]).toBeGreaterThanOrEqual(45_000);
    }
  });

  it('gives every community some demo listings', () => {
    const used = new Set(generateListings().map((l) => l.areaSlug));
    expect(used.size).toBe(AREAS.length);
  });
});
