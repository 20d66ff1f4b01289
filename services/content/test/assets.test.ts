import { buildTestContext, type TestContext } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentAssetsDir, HERO_ASSETS, publishHeroAssets } from '../src/assets.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestContext();
});
afterAll(() => ctx?.cleanup());

describe('hero assets', () => {
  it('ships a small hero video in two formats and a poster', async () => {
    const dir = contentAssetsDir();
    expect(dir).not.toBeNull();
    await publishHeroAssets(ctx.storage, ctx.log, dir);
    for (const [name, type] of Object.entries(HERO_ASSETS)) {
      const info = await ctx.storage.head(`assets/${name}`);
      expect(info?.contentType).toBe(type);
      // Kept light for phones: well under 300 KB each.
      expect(info?.size).toBeGreaterThan(1000);
      expect(info?.size).toBeLessThan(300_000);
    }
  });

  it('leaves an asset an operator replaced alone', async () => {
    await ctx.storage.put('assets/hero.mp4', Buffer.from('operator video'), { contentType: 'video/mp4' });
    await publishHeroAssets(ctx.storage, ctx.log);
    expect((await ctx.storage.head('assets/hero.mp4'))?.size).toBe('operator video'.length);
  });
});
