import type { EncodedImage, ProcessedImage } from './process.ts';

/**
 * What storing needs from the object-storage port (`ObjectStorage` of @manzil/service-kit satisfies it); kept
 * structural so this package works with any store and stays free of the service kit.
 */
export interface ImageStorage {
  put(key: string, body: Buffer, options: { contentType: string }): Promise<unknown>;
}

export interface StoredFile {
  key: string;
  url: string;
  width: number;
  height: number;
  contentType: string;
}

export interface StoredVariant {
  jpeg: StoredFile;
  webp: StoredFile | null;
}

/** What a catalog keeps about an image: keys, URLs and sizes, never bytes. */
export interface StoredImage {
  id: string;
  /** The main JPEG. */
  key: string;
  url: string;
  width: number;
  height: number;
  contentType: 'image/jpeg';
  /** Every size by name (`full`, `card`, `thumb`...), each as JPEG and WebP. */
  variants: Record<string, StoredVariant>;
}

export interface StoreImageOptions {
  /** Key prefix inside the bucket (default `images`). */
  prefix?: string;
}

/** Public URL of a stored object: the media service serves the bucket under `/media/`. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/**
 * Stores every rendition under content-addressed keys (`images/<id>/<size>.<ext>`) and returns what to keep.
 * The main JPEG is written last, so its presence means the whole set is there; storing the same image again
 * rewrites identical bytes under identical keys (idempotent).
 */
export async function storeProcessedImage(
  storage: ImageStorage,
  processed: ProcessedImage,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  const base = `${options.prefix ?? 'images'}/${processed.id}`;
  const save = async (name: string, image: EncodedImage): Promise<StoredFile> => {
    const key = `${base}/${name}.${image.format === 'jpeg' ? 'jpg' : 'webp'}`;
    await storage.put(key, image.data, { contentType: image.contentType });
    return {
      key,
      url: mediaUrl(key),
      width: image.width,
      height: image.height,
      contentType: image.contentType,
    };
  };

  const [main, ...others] = processed.renditions;
  if (!main) throw new Error('a processed image has at least its main rendition');
  const variants: Record<string, StoredVariant> = {};
  await Promise.all(
    others.map(async (r) => {
      variants[r.name] = {
        jpeg: await save(r.name, r.jpeg),
        webp: r.webp ? await save(r.name, r.webp) : null,
      };
    }),
  );
  const mainWebp = main.webp ? await save(main.name, main.webp) : null;
  const mainJpeg = await save(main.name, main.jpeg);
  variants[main.name] = { jpeg: mainJpeg, webp: mainWebp };

  return {
    id: processed.id,
    key: mainJpeg.key,
    url: mainJpeg.url,
    width: mainJpeg.width,
    height: mainJpeg.height,
    contentType: 'image/jpeg',
    variants,
  };
}

/** `srcset` of one format, widths ascending, one entry per distinct width. */
export function srcsetOf(variants: Record<string, StoredVariant>, format: 'jpeg' | 'webp'): string {
  const byWidth = new Map<number, string>();
  for (const variant of Object.values(variants)) {
    const file = variant[format];
    if (file && !byWidth.has(file.width)) byWidth.set(file.width, file.url);
  }
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}
