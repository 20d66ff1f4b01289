import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType, ImageError, type ProcessedImage, processImage } from '../src/index.ts';
import { avif, colourAt, gif, jpeg, png, rotatedJpegWithExif, webp } from './fixtures.ts';

const sizes = (p: ProcessedImage) =>
  Object.fromEntries(p.renditions.map((r) => [r.name, [r.jpeg.width, r.jpeg.height]]));

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageError);
  return (error as ImageError).code;
}

describe('processImage', () => {
  it('fits a large image inside 1600x1200 and makes card and thumbnail sizes, as JPEG and WebP', async () => {
    const result = await processImage(await png(4000, 2000));
    expect(result.source).toMatchObject({ type: 'png', width: 4000, height: 2000 });
    expect(sizes(result)).toEqual({ full: [1600, 800], card: [800, 400], thumb: [320, 160] });
    for (const r of result.renditions) {
      expect(detectImageType(r.jpeg.data)).toBe('jpeg');
      expect(r.jpeg.contentType).toBe('image/jpeg');
      expect(r.webp && detectImageType(r.webp.data)).toBe('webp');
      expect([r.webp?.width, r.webp?.height]).toEqual([r.jpeg.width, r.jpeg.height]);
      const meta = await sharp(r.jpeg.data).metadata();
      expect([meta.width, meta.height]).toEqual([r.jpeg.width, r.jpeg.height]);
    }
  });

  it('limits by height too and never enlarges a small image', async () => {
    expect(sizes(await processImage(await jpeg(1000, 3000)))).toEqual({
      full: [400, 1200],
      card: [200, 600],
      thumb: [80, 240],
    });
    expect(sizes(await processImage(await webp(400, 300)))).toEqual({
      full: [400, 300],
      card: [400, 300],
      thumb: [320, 240],
    });
  });

  it('accepts AVIF input', async () => {
    const result = await processImage(await avif(64, 48));
    expect(result.source.type).toBe('avif');
    expect(sizes(result).full).toEqual([64, 48]);
  });

  it('flattens transparency on white and turns greyscale into sRGB', async () => {
    const transparent = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const flat = (await processImage(transparent)).renditions[0]?.jpeg.data as Buffer;
    const meta = await sharp(flat).metadata();
    expect([meta.channels, meta.space, meta.hasAlpha]).toEqual([3, 'srgb', false]);
    const { data } = await sharp(flat).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(240);

    const grey = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777777' } })
      .greyscale()
      .png()
      .toBuffer();
    expect((await sharp((await processImage(grey)).renditions[0]?.jpeg.data).metadata()).space).toBe('srgb');
  });

  it('applies the EXIF orientation and strips every metadata block', async () => {
    const input = await rotatedJpegWithExif(600, 300);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const result = await processImage(input);
    const full = result.renditions[0]?.jpeg.data as Buffer;
    const meta = await sharp(full).metadata();
    expect([meta.width, meta.height]).toEqual([300, 600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(full.includes(Buffer.from('Secret Model'))).toBe(false);
    // Rotated 90° clockwise: the red left half is now on top.
    expect(await colourAt(full, { left: 100, top: 50, width: 100, height: 100 })).toBe('red');
    expect(await colourAt(full, { left: 100, top: 450, width: 100, height: 100 })).toBe('blue');
  });

  it('uses the requested quality: lower quality gives fewer bytes', async () => {
    const input = await png(1200, 900);
    const low = await processImage(input, { quality: 30, webp: false, variants: [] });
    const high = await processImage(input, { quality: 95, webp: false, variants: [] });
    expect(low.renditions).toHaveLength(1);
    expect(low.renditions[0]?.webp).toBeNull();
    expect(low.renditions[0]?.jpeg.data.length).toBeLessThan(high.renditions[0]?.jpeg.data.length ?? 0);
  });

  it('gives the same content id for the same input and options, another for other options', async () => {
    const input = await png(300, 200);
    const a = await processImage(input);
    const b = await processImage(Buffer.from(input));
    const c = await processImage(input, { quality: 80 });
    expect(a.id).toMatch(/^[0-9a-f]{32}$/);
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
  });

  it('refuses formats other than JPEG, PNG, WebP and AVIF', async () => {
    expect(await refusal(processImage(await gif(10, 10)))).toBe('unsupported_type');
    expect(await refusal(processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe(
      'unsupported_type',
    );
  });

  it('refuses inputs over the byte and pixel limits', async () => {
    expect(await refusal(processImage(await png(100, 100), { maxBytes: 100 }))).toBe('too_large');
    expect(await refusal(processImage(await png(2000, 2000), { maxPixels: 1_000_000 }))).toBe(
      'too_many_pixels',
    );
  });

  it('refuses a file that starts like an image but is not one', async () => {
    const truncated = (await jpeg(200, 200)).subarray(0, 40);
    expect(await refusal(processImage(truncated))).toBe('invalid_image');
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    expect(await refusal(processImage(fake))).toBe('invalid_image');
  });
});
