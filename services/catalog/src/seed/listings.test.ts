import { isPermitNumber, PERMIT_EXPIRY_WARNING_DAYS, PROPERTY_STATUSES } from '@manzil/contracts';
import { describe, expect, it } from 'vitest';
import { AREAS } from './data/areas.ts';
import { PROPERTY_TYPES } from './data/property-types.ts';
import { SALE_PRICE_BOUNDS, SIZE_RANGES } from './data/specs.ts';
import { exteriorKind } from './images/pool.ts';
import { generateListings, SEED_EPOCH, SEED_PERMITS_EXPIRING_SOON } from './listings.ts';

const listings = generateListings();
const areaOf = (slug: string) => AREAS.find((a) => a.slug === slug);

/** Metres between two points (haversine). */
function distance(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('generateListings', () => {
  it('is deterministic: two runs give identical listings', () => {
    expect(generateListings()).toEqual(listings);
  });

  it('has over 150 listings covering both listing types, every status and every type', () => {
    expect(listings.length).toBeGreaterThanOrEqual(150);
    expect(new Set(listings.map((l) => l.listingType))).toEqual(new Set(['sale', 'rent']));
    expect(new Set(listings.map((l) => l.status))).toEqual(new Set(PROPERTY_STATUSES));
    expect(new Set(listings.map((l) => l.typeSlug))).toEqual(new Set(PROPERTY_TYPES.map((t) => t.slug)));
    expect(listings.filter((l) => areaOf(l.areaSlug)?.emirate === 'abu-dhabi').length).toBeGreaterThan(
      listings.length * 0.8,
    );
  });

  it('keeps every listing consistent: type, rooms, size, price and status agree', () => {
    for (const l of listings) {
      const area = areaOf(l.areaSlug);
      expect(area?.types).toContain(l.typeSlug);
      if (l.bedrooms === 0) expect(['apartment', 'hotel-apartment']).toContain(l.typeSlug);
      expect(l.bathrooms).toBeGreaterThanOrEqual(1);
      const [min, max] = SIZE_RANGES[l.typeSlug][l.bedrooms] ?? [0, 0];
      expect(l.areaSqft).toBeGreaterThanOrEqual(min - 5);
      expect(l.areaSqft).toBeLessThanOrEqual(max + 5);
      if (l.listingType === 'sale') {
        const [low, high] = SALE_PRICE_BOUNDS[l.typeSlug];
        expect(l.priceType).toBe('total');
        expect(l.price).toBeGreaterThanOrEqual(low);
        expect(l.price).toBeLessThanOrEqual(high + 60_000);
        expect(['ready', 'under_construction', 'sold']).toContain(l.status);
      } else {
        expect(['yearly', 'monthly']).toContain(l.priceType);
        expect(['ready', 'rented']).toContain(l.status);
        if (l.priceType === 'yearly') expect(l.price).toBeGreaterThanOrEqual(45_000);
      }
      if (l.status === 'under_construction') expect(area?.offPlan).toBe(true);
    }
  });

  it('places every listing inside its community', () => {
    for (const l of listings) {
      const area = areaOf(l.areaSlug);
      if (!area) throw new Error(`unknown area ${l.areaSlug}`);
      expect(distance(area, l)).toBeLessThanOrEqual(area.radiusM);
    }
  });

  it('gives each listing 3 to 8 distinct pictures, the first showing its kind of building', () => {
    for (const l of listings) {
      expect(l.images.length).toBeGreaterThanOrEqual(3);
      expect(l.images.length).toBeLessThanOrEqual(8);
      expect(new Set(l.images.map((i) => i.index)).size).toBe(l.images.length);
      expect(l.images[0]?.kind).toBe(exteriorKind(l.typeSlug));
    }
  });

  it('dates listings over the 12 months before the seed epoch, never after it', () => {
    const yearAgo = SEED_EPOCH.getTime() - 366 * 86_400_000;
    for (const l of listings) {
      expect(l.createdAt.getTime()).toBeGreaterThan(yearAgo);
      expect(l.updatedAt.getTime()).toBeGreaterThanOrEqual(l.createdAt.getTime());
      expect(l.updatedAt.getTime()).toBeLessThanOrEqual(SEED_EPOCH.getTime());
      expect(l.version).toBe(1 + l.priceChanges.length);
      expect(l.priceChanges.at(-1)?.newPrice ?? l.price).toBe(l.price);
    }
    const created = listings.map((l) => l.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('has unique references, a valid permit on every listing and a few featured ones', () => {
    expect(new Set(listings.map((l) => l.referenceNo)).size).toBe(listings.length);
    expect(listings.every((l) => isPermitNumber(l.permitNumber))).toBe(true);
    expect(new Set(listings.map((l) => l.permitNumber)).size).toBe(listings.length);
    expect(listings.filter((l) => l.isFeatured)).toHaveLength(8);
    expect(listings.some((l) => l.priceChanges.length > 0)).toBe(true);
  });

  it('gives every permit a future expiry, a few of them within the admin warning window', () => {
    expect(listings.every((l) => l.permitExpiresInDays > 0)).toBe(true);
    const soon = listings.filter((l) => l.permitExpiresInDays <= PERMIT_EXPIRY_WARNING_DAYS);
    expect(soon).toHaveLength(SEED_PERMITS_EXPIRING_SOON);
  });

  it('cuts the price of six available sales shortly before seeding, three of them featured', () => {
    const cut = listings.filter((l) => l.priceChanges.some((c) => c.daysBeforeSeeding !== undefined));
    expect(cut).toHaveLength(6);
    expect(cut.filter((l) => l.isFeatured)).toHaveLength(3);
    for (const l of cut) {
      expect(l.listingType).toBe('sale');
      const [change] = l.priceChanges;
      expect(change?.newPrice).toBe(l.price);
      expect(change?.oldPrice).toBeGreaterThan(l.price);
      expect(change?.daysBeforeSeeding).toBeGreaterThanOrEqual(2);
      expect(change?.daysBeforeSeeding).toBeLessThanOrEqual(20);
    }
  });

  it('writes bilingual copy that names the community and never leaks placeholders', () => {
    for (const l of listings) {
      const area = areaOf(l.areaSlug);
      const english = `${l.titleEn} ${l.descriptionEn}`;
      const arabic = `${l.titleAr} ${l.descriptionAr}`;
      expect(l.titleEn).toContain(area?.nameEn);
      expect(l.titleAr).toContain(area?.nameAr);
      expect(l.descriptionEn).toContain(area?.highlightEn);
      expect(l.descriptionAr).toContain(area?.highlightAr);
      expect(english).not.toMatch(/undefined|NaN|\bnull\b|\s{2}|[Ll]orem/);
      expect(arabic).not.toMatch(/undefined|NaN|\bnull\b|\s{2}/);
      expect(arabic).toMatch(/[\u0600-\u06FF]/);
      expect(english).not.toMatch(/[\u0600-\u06FF]/);
    }
    expect(new Set(listings.map((l) => l.titleEn)).size).toBeGreaterThan(listings.length * 0.9);
  });
});
