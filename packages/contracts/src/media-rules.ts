/*
 * The media limits and sizes a page reads (upload limits, re-encoding, the listing photo's `sizes`), without the
 * schemas: a browser bundle imports them without TypeBox. media.ts re-exports them with its schemas.
 */

/** Limits of one upload (also enforced server-side): bytes per file, pixels per image, files per request. */
export const MEDIA_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxFiles: 10,
} as const;

/** What the upload accepts, decided by the file's bytes (the declared content type is not trusted). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Spec section 9: fit 1600x1200, JPEG quality 0.6. */
export const IMAGE_MAX_WIDTH = 1600;
export const IMAGE_MAX_HEIGHT = 1200;
export const IMAGE_JPEG_QUALITY = 60;

/**
 * How wide a listing page's main photo shows (its `sizes`), so the browser picks the right variant from the
 * srcset. The gateway preloads the first photo with the same value: it must match the gallery's to be reused.
 */
export const LISTING_PHOTO_SIZES = '(min-width: 1200px) 760px, 100vw';
