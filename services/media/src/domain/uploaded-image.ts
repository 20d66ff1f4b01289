import type { UploadedImage } from '@manzil/contracts';
import { type ProcessedImage, type StoredImage, srcsetOf } from '@manzil/images';

/** What an upload answers (and what `images/<id>/meta.json` keeps): URLs, sizes and srcsets, never bytes. */
export function toUploadedImage(
  stored: StoredImage,
  processed: ProcessedImage,
  filename: string | undefined,
): UploadedImage {
  const variants = Object.fromEntries(
    Object.entries(stored.variants).map(([name, variant]) => [
      name,
      {
        jpeg: fileOf(variant.jpeg),
        webp: variant.webp ? fileOf(variant.webp) : null,
      },
    ]),
  );
  return {
    id: stored.id,
    url: stored.url,
    width: stored.width,
    height: stored.height,
    contentType: 'image/jpeg',
    cardUrl: stored.variants.card?.jpeg.url ?? stored.url,
    thumbUrl: stored.variants.thumb?.jpeg.url ?? stored.url,
    srcset: srcsetOf(stored.variants, 'jpeg'),
    webpSrcset: srcsetOf(stored.variants, 'webp'),
    variants,
    source: {
      type: `image/${processed.source.type}`,
      width: processed.source.width,
      height: processed.source.height,
      bytes: processed.source.bytes,
      ...(filename ? { filename: cleanFilename(filename) } : {}),
    },
  };
}

function fileOf(file: { url: string; width: number; height: number; contentType: string }) {
  return { url: file.url, width: file.width, height: file.height, contentType: file.contentType };
}

/** The client's file name as a label only (never a path): no folders, no control characters, at most 200. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
}

/** Where an image's metadata is kept beside its files. */
export const metaKey = (id: string) => `images/${id}/meta.json`;
