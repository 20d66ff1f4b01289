import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_POOL } from './pool.ts';
import { sceneSvg } from './scenes.ts';

describe('sceneSvg', () => {
  it('draws every kind of picture as a valid 1200x800 image', async () => {
    const kinds = [...new Map(IMAGE_POOL.map((p) => [p.kind, p])).values()];
    expect(kinds).toHaveLength(8);
    for (const picture of kinds) {
      const meta = await sharp(Buffer.from(sceneSvg(picture.kind, picture.seed))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['svg', 1200, 800]);
    }
  });

  it('is reproducible per seed and varies between seeds', () => {
    const [a, b] = IMAGE_POOL.filter((p) => p.kind === 'villa');
    if (!a || !b) throw new Error('the pool has villas');
    expect(sceneSvg('villa', a.seed)).toBe(sceneSvg('villa', a.seed));
    expect(sceneSvg('villa', a.seed)).not.toBe(sceneSvg('villa', b.seed));
  });

  it('has 48 pictures with distinct seeds', () => {
    expect(IMAGE_POOL).toHaveLength(48);
    expect(new Set(IMAGE_POOL.map((p) => p.seed)).size).toBe(48);
  });
});
