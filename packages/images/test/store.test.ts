import { describe, expect, it } from 'vitest';
import { type ImageStorage, processImage, srcsetOf, storeProcessedImage } from '../src/index.ts';
import { png } from './fixtures.ts';

function memoryStorage() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const storage: ImageStorage = {
    async put(key, body, { contentType }) {
      objects.set(key, { body, contentType });
    },
  };
  return { storage, objects };
}

describe('storeProcessedImage', () => {
  it('stores every size as JPEG and WebP under content-addressed keys and answers URLs under /media', async () => {
    const processed = await processImage(await png(2400, 1800));
    const { storage, objects } = memoryStorage();
    const stored = await storeProcessedImage(storage, processed);

    const base = `images/${processed.id}`;
    expect(stored).toMatchObject({
      key: `${base}/full.jpg`,
      url: `/media/${base}/full.jpg`,
      width: 1600,
      height: 1200,
      contentType: 'image/jpeg',
    });
    expect([...objects.keys()].sort()).toEqual(
      ['card.jpg', 'card.webp', 'full.jpg', 'full.webp', 'thumb.jpg', 'thumb.webp'].map(
        (f) => `${base}/${f}`,
      ),
    );
    expect(objects.get(`${base}/card.webp`)?.contentType).toBe('image/webp');
    expect(stored.variants.card?.jpeg).toMatchObject({
      url: `/media/${base}/card.jpg`,
      width: 800,
      height: 600,
    });
    expect(stored.variants.thumb?.webp).toMatchObject({
      url: `/media/${base}/thumb.webp`,
      width: 320,
      height: 240,
    });
  });

  it('writes the main JPEG last, so its presence means the whole set is stored', async () => {
    const processed = await processImage(await png(500, 400));
    const order: string[] = [];
    await storeProcessedImage({ put: async (key) => void order.push(key) }, processed, {
      prefix: 'listings',
    });
    expect(order.at(-1)).toBe(`listings/${processed.id}/full.jpg`);
    expect(order).toHaveLength(6);
  });

  it('builds srcsets by ascending width, one entry per distinct width', async () => {
    const { storage } = memoryStorage();
    const stored = await storeProcessedImage(storage, await processImage(await png(2000, 1000)));
    const base = `/media/images/${stored.id}`;
    expect(srcsetOf(stored.variants, 'jpeg')).toBe(
      `${base}/thumb.jpg 320w, ${base}/card.jpg 800w, ${base}/full.jpg 1600w`,
    );
    expect(srcsetOf(stored.variants, 'webp')).toContain(`${base}/full.webp 1600w`);

    const small = await storeProcessedImage(storage, await processImage(await png(300, 200)));
    expect(srcsetOf(small.variants, 'jpeg').split(', ')).toHaveLength(1);
  });
});
