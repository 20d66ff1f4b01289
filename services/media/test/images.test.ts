import type { UploadedImage, UploadImagesResponse } from '@manzil/contracts';
import { buildTestApp, signTestAdminToken, type TestApp } from '@manzil/test-utils';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mediaService from '../src/app.ts';
import { multipart, picture, upload } from './helpers.ts';

describe('POST /api/media/images', () => {
  let built: TestApp;
  let token: string;

  beforeAll(async () => {
    built = await buildTestApp(async (app, { ctx }) => {
      await app.register(mediaService, {
        ctx,
        limits: { maxBytes: 2 * 1024 * 1024, maxPixels: 20_000_000, maxFiles: 3 },
      });
    });
    token = await signTestAdminToken(built.ctx);
  });
  afterAll(() => built.close());

  const fetchBytes = async (url: string) => {
    const response = await built.app.inject({ url });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  it('re-encodes a photo to fit 1600x1200 as JPEG, strips metadata, and answers the URLs of every size', async () => {
    const response = await upload(built.app, token, [
      { filename: 'villa.jpg', bytes: await picture(3200, 2400, 'jpeg') },
    ]);
    expect(response.statusCode).toBe(201);
    const [image] = response.json<UploadImagesResponse>().images as [UploadedImage];
    expect(image).toMatchObject({
      url: `/media/images/${image.id}/full.jpg`,
      width: 1600,
      height: 1200,
      contentType: 'image/jpeg',
      cardUrl: `/media/images/${image.id}/card.jpg`,
      thumbUrl: `/media/images/${image.id}/thumb.jpg`,
      source: { type: 'image/jpeg', width: 3200, height: 2400, filename: 'villa.jpg' },
    });
    expect(image.srcset).toBe(
      `/media/images/${image.id}/thumb.jpg 320w, /media/images/${image.id}/card.jpg 800w, /media/images/${image.id}/full.jpg 1600w`,
    );
    expect(image.webpSrcset).toContain(`/media/images/${image.id}/full.webp 1600w`);

    const full = await fetchBytes(image.url);
    const meta = await sharp(full).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(full.includes(Buffer.from('Secret Model'))).toBe(false);
    // Quality 60 keeps a 1600x1200 photo small.
    expect(full.length).toBeLessThan(200_000);

    const card = await sharp(await fetchBytes(image.cardUrl)).metadata();
    expect([card.width, card.height]).toEqual([800, 600]);
    const thumbWebp = await sharp(await fetchBytes(image.variants.thumb?.webp?.url as string)).metadata();
    expect([thumbWebp.format, thumbWebp.width, thumbWebp.height]).toEqual(['webp', 320, 240]);
  });

  it.each(['png', 'webp', 'avif'] as const)('accepts a %s image and answers a JPEG', async (format) => {
    const response = await upload(built.app, token, [
      { filename: `room.${format}`, bytes: await picture(640, 480, format), type: `image/${format}` },
    ]);
    expect(response.statusCode).toBe(201);
    const [image] = response.json<UploadImagesResponse>().images;
    expect(image).toMatchObject({ width: 640, height: 480, source: { type: `image/${format}` } });
    expect((await sharp(await fetchBytes(image?.url as string)).metadata()).format).toBe('jpeg');
  });

  it('takes several files at once, in order, and the same bytes give the same URLs', async () => {
    const bytes = await picture(800, 600, 'png');
    const response = await upload(built.app, token, [
      { filename: 'a.png', bytes },
      { filename: 'b.jpg', bytes: await picture(1000, 500, 'jpeg') },
      { filename: 'a-again.png', bytes },
    ]);
    expect(response.statusCode).toBe(201);
    const images = response.json<UploadImagesResponse>().images;
    expect(images.map((image) => image.source.filename)).toEqual(['a.png', 'b.jpg', 'a-again.png']);
    expect(images[0]?.url).toBe(images[2]?.url);
    expect(images[1]).toMatchObject({ width: 1000, height: 500 });
  });

  it('answers what an upload answered at GET /api/media/images/{id}', async () => {
    const response = await upload(built.app, token, [
      { filename: 'x.png', bytes: await picture(400, 300, 'png') },
    ]);
    const [image] = response.json<UploadImagesResponse>().images as [UploadedImage];
    const again = await built.app.inject({ url: `/api/media/images/${image.id}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(image);
    expect((await built.app.inject({ url: `/api/media/images/${'0'.repeat(32)}` })).statusCode).toBe(404);
    const bad = await built.app.inject({ url: '/api/media/images/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ location: 'params', field: 'id' });
  });

  it('needs an admin token', async () => {
    const bytes = await picture(100, 100, 'png');
    expect((await upload(built.app, null, [{ filename: 'a.png', bytes }])).statusCode).toBe(401);
    expect((await upload(built.app, 'not-a-token', [{ filename: 'a.png', bytes }])).statusCode).toBe(401);
  });

  it('refuses a file that is not an image by its bytes, whatever its name and declared type (415)', async () => {
    const response = await upload(built.app, token, [
      {
        filename: 'photo.jpg',
        bytes: Buffer.from('<script>alert(1)</script>'.repeat(10)),
        type: 'image/jpeg',
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      message: '"photo.jpg" is not a JPEG, PNG, WebP or AVIF image. Choose a photo in one of these formats.',
    });
    const gif = await upload(built.app, token, [
      { filename: 'anim.gif', bytes: await picture(50, 50, 'gif') },
    ]);
    expect(gif.statusCode).toBe(415);
  });

  it('refuses a truncated image with a 400', async () => {
    const whole = await picture(800, 600, 'jpeg');
    const response = await upload(built.app, token, [{ filename: 'cut.jpg', bytes: whole.subarray(0, 400) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation',
      message: '"cut.jpg" could not be read as an image.',
      details: [{ location: 'body', field: 'file' }],
    });
  });

  it('refuses a file over the size limit and an image over the pixel limit (413)', async () => {
    const huge = Buffer.concat([await picture(100, 100, 'png'), Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await upload(built.app, token, [{ filename: 'big.png', bytes: huge }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      error: 'payload_too_large',
      message: 'Each image must be at most 2 MB.',
    });

    // 6000x4000 = 24 megapixels, over this app's 20; a flat PNG of that size is only a few kilobytes.
    const bomb = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const tooManyPixels = await upload(built.app, token, [{ filename: 'bomb.png', bytes: bomb }]);
    expect(tooManyPixels.statusCode).toBe(413);
    expect(tooManyPixels.json().message).toContain('"bomb.png" has more than 20 megapixels');
  });

  it('refuses more files than allowed at once (413), an empty upload and an empty file (400)', async () => {
    const bytes = await picture(60, 60, 'png');
    const four = await upload(
      built.app,
      token,
      [1, 2, 3, 4].map((n) => ({ filename: `${n}.png`, bytes })),
    );
    expect(four.statusCode).toBe(413);
    expect(four.json().message).toBe('Upload at most 3 images at once.');

    const noFile = await multipart([], { alt: 'nothing' });
    const none = await built.app.inject({
      method: 'POST',
      url: '/api/media/images',
      payload: noFile.payload,
      headers: { ...noFile.headers, authorization: `Bearer ${token}` },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      error: 'validation',
      details: [{ field: 'file', message: 'is required' }],
    });

    const empty = await upload(built.app, token, [{ filename: 'empty.png', bytes: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('"empty.png" is empty.');
  });

  it('refuses a body that is not multipart (415)', async () => {
    const response = await built.app.inject({
      method: 'POST',
      url: '/api/media/images',
      payload: { url: 'data:image/png;base64,AAAA' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('unsupported_media_type');
  });
});
