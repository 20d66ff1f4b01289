import { availableParallelism } from 'node:os';
import { type ImageStorage, processImage, type StoredImage, storeProcessedImage } from '@manzil/images';
import sharp from 'sharp';
import { mapLimit } from '../../lib/map-limit.ts';
import type { PoolImage } from './pool.ts';
import { sceneSvg } from './scenes.ts';

/**
 * Draws each picture (SVG), runs it through the same pipeline as an upload (@manzil/images: JPEG + WebP in three
 * sizes) and stores it. Keys are content-addressed, so rendering the pool again rewrites the same objects.
 */
export async function storePoolImages(
  storage: ImageStorage,
  images: readonly PoolImage[],
): Promise<Map<number, StoredImage>> {
  // One picture per core: sharp already uses libvips threads inside each.
  const stored = await mapLimit(images, availableParallelism(), async (image) => {
    const png = await sharp(Buffer.from(sceneSvg(image.kind, image.seed)))
      .png({ compressionLevel: 0 })
      .toBuffer();
    return [
      image.index,
      await storeProcessedImage(storage, await processImage(png, { webpEffort: 2 }), { prefix: 'seed' }),
    ] as const;
  });
  return new Map(stored);
}
