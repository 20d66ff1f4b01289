import type { Property } from '@manzil/contracts';
import { expect } from 'vitest';

/**
 * Asserts what a visitor sees of a seeded listing wherever the public API answers it (the detail, the search):
 * its reference, its place and type names in both languages, and image URLs (never inlined image data).
 */
export function expectPublicListing(listing: Property): void {
  expect(listing).toMatchObject({
    reference: `ST-${String(listing.id).padStart(6, '0')}`,
    areaName: expect.any(String),
    areaNameAr: expect.stringMatching(/[\u0600-\u06FF]/),
    emirateName: expect.any(String),
    emirateNameAr: expect.stringMatching(/[\u0600-\u06FF]/),
    propertyTypeName: expect.any(String),
    propertyTypeNameAr: expect.stringMatching(/[\u0600-\u06FF]/),
  });
  expect(listing.images[0]?.url).toMatch(/^\/media\/seed\/[0-9a-f]{32}\/full\.jpg$/);
  expect(listing.images[0]?.srcset).toMatch(/ 320w, .* 800w, .* 1200w$/);
}
