import type { PropertyImageInput } from '@manzil/contracts';
import { ImageError, processImage, type StoredVariant, storeProcessedImage } from '@manzil/images';
import { type ObjectStorage, ValidationError } from '@manzil/service-kit';
import sharp from 'sharp';

/** An image as a property row keeps it: storage key, URL, sizes and variants; never bytes. */
export interface ResolvedImage {
  storageKey: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  variants: Record<string, StoredVariant>;
  alt: string;
  altAr: string;
}

export interface KnownImage {
  storageKey: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  variants: unknown;
}

const DATA_URL = /^data:([a-z0-9.+/-]+)?(?:;[a-z0-9=.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/\s]+={0,2}\s*$/;
const MEDIA_PREFIX = '/media/';

const invalid = (index: number, message: string) =>
  new ValidationError(message, [{ location: 'body', field: `images.${index}.url`, message }]);

/**
 * Turns the images of an admin payload into stored images. A data URL or bare base64 image (the spec's form) is
 * validated by its bytes, re-encoded (fit 1600x1200, JPEG quality 60, metadata stripped, card and thumbnail
 * variants, WebP) and stored, exactly as an upload to the media service would be; a `/media/...` URL from an
 * upload or an earlier save is kept after checking the stored file. Anything else is refused with a 400 naming
 * the image.
 */
export async function resolveImages(
  inputs: readonly PropertyImageInput[],
  storage: ObjectStorage,
  known: readonly KnownImage[] = [],
): Promise<ResolvedImage[]> {
  const byUrl = new Map(known.map((image) => [image.url, image]));
  const resolved: ResolvedImage[] = [];
  for (const [index, input] of inputs.entries()) {
    const url = input.url.trim();
    const text = { alt: input.alt?.trim() ?? '', altAr: input.altAr?.trim() ?? '' };
    const previous = byUrl.get(url);
    if (previous) {
      resolved.push({
        ...previous,
        variants: (previous.variants ?? {}) as Record<string, StoredVariant>,
        ...text,
      });
      continue;
    }
    if (url.startsWith(MEDIA_PREFIX)) {
      resolved.push({ ...(await fromStorage(url, storage, index)), ...text });
      continue;
    }
    const bytes = decode(url, index);
    try {
      const processed = await processImage(bytes);
      const stored = await storeProcessedImage(storage, processed, { prefix: 'images' });
      resolved.push({
        storageKey: stored.key,
        url: stored.url,
        contentType: stored.contentType,
        width: stored.width,
        height: stored.height,
        variants: stored.variants,
        ...text,
      });
    } catch (error) {
      if (error instanceof ImageError) throw invalid(index, imageMessage(error));
      throw error;
    }
  }
  return resolved;
}

function decode(url: string, index: number): Buffer {
  const prefix = DATA_URL.exec(url);
  const payload = prefix ? url.slice(prefix[0].length) : url;
  if (!prefix && (/^https?:/i.test(url) || !BASE64.test(url) || url.length < 16)) {
    throw invalid(index, 'An image must be a data URL, base64 image data or a /media/ URL from an upload.');
  }
  const bytes = Buffer.from(payload.replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) throw invalid(index, 'The image data is empty.');
  return bytes;
}

function imageMessage(error: ImageError): string {
  switch (error.code) {
    case 'unsupported_type':
      return 'The image must be a JPEG, PNG, WebP or AVIF picture.';
    case 'too_large':
      return 'The image is too large (at most 15 MB).';
    case 'too_many_pixels':
      return 'The image has too many pixels (at most 40 megapixels).';
    default:
      return 'The image could not be read.';
  }
}

/** A `/media/<key>` URL: the stored JPEG and the variants stored beside it (`images/<id>/card.jpg`...). */
async function fromStorage(
  url: string,
  storage: ObjectStorage,
  index: number,
): Promise<Omit<ResolvedImage, 'alt' | 'altAr'>> {
  const key = decodeURIComponent(url.slice(MEDIA_PREFIX.length).split('?')[0] ?? '');
  const main = await dimensions(storage, key).catch(() => null);
  if (!main) throw invalid(index, 'No stored image has this URL; upload it first.');
  const variants: Record<string, StoredVariant> = {};
  const folder = key.slice(0, key.lastIndexOf('/') + 1);
  const name = key.slice(folder.length).replace(/\.(jpe?g)$/i, '');
  if (folder && name === 'full') {
    for (const size of ['full', 'card', 'thumb']) {
      const jpegKey = `${folder}${size}.jpg`;
      const jpeg = size === 'full' ? main : await dimensions(storage, jpegKey).catch(() => null);
      if (!jpeg) continue;
      const webpKey = `${folder}${size}.webp`;
      const webp = await dimensions(storage, webpKey).catch(() => null);
      variants[size] = {
        jpeg: { key: jpegKey, url: `${MEDIA_PREFIX}${jpegKey}`, contentType: 'image/jpeg', ...jpeg },
        webp: webp
          ? { key: webpKey, url: `${MEDIA_PREFIX}${webpKey}`, contentType: 'image/webp', ...webp }
          : null,
      };
    }
  }
  return {
    storageKey: key,
    url: `${MEDIA_PREFIX}${key}`,
    contentType: 'image/jpeg',
    width: main.width,
    height: main.height,
    variants,
  };
}

async function dimensions(
  storage: ObjectStorage,
  key: string,
): Promise<{ width: number; height: number } | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  const meta = await sharp(Buffer.concat(chunks)).metadata();
  if (!meta.width || !meta.height) return null;
  return { width: meta.width, height: meta.height };
}
