import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadImagesResponse } from '@manzil/contracts';
import { buildTestApp, signTestAdminToken, type TestApp } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mediaService, { defaultAssetsDir } from '../src/app.ts';
import { picture, upload } from './helpers.ts';

describe('serving /media/* and /api/assets/*', () => {
  let built: TestApp;
  let assetsDir: string;
  let imageUrl: string;
  const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

  beforeAll(async () => {
    assetsDir = await mkdtemp(join(tmpdir(), 'media-assets-'));
    await writeFile(join(assetsDir, 'hero.mp4'), video);
    await mkdir(join(assetsDir, 'avatars'));
    await writeFile(join(assetsDir, 'avatars', 'sara.webp'), await picture(64, 64, 'webp'));
    await writeFile(join(assetsDir, 'family.jpg'), await picture(300, 200, 'jpeg'));
    built = await buildTestApp(async (app, { ctx }) => {
      await app.register(mediaService, { ctx, assetsDir });
    });
    const token = await signTestAdminToken(built.ctx);
    const response = await upload(built.app, token, [
      { filename: 'a.png', bytes: await picture(400, 300, 'png') },
    ]);
    imageUrl = (response.json<UploadImagesResponse>().images[0]?.url as string) ?? '';
  });
  afterAll(async () => {
    await built.close();
    await rm(assetsDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => built.app.inject({ url, headers });

  it('serves stored media with its type, length, ETag and a year of immutable caching', async () => {
    const response = await get(imageUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const webp = await get(imageUrl.replace('full.jpg', 'card.webp'));
    expect(webp.headers['content-type']).toBe('image/webp');

    const again = await get(imageUrl, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD without a body', async () => {
    const response = await built.app.inject({ method: 'HEAD', url: imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.length).toBe(0);
  });

  it.each(['/media/images/0123456789abcdef0123456789abcdef/full.jpg', '/media/nothing-here.jpg', '/media/'])(
    'answers 404 for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    '/media/../../etc/passwd',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/images/..%2f..%2f..%2fetc%2fpasswd',
    '/media/.meta/images/x.json',
    '/media/%2fetc%2fpasswd',
    '/media/images%5c..%5c..%5cpackage.json',
    '/api/assets/../package.json',
    '/api/assets/%2e%2e%2fpackage.json',
    '/api/assets/..%2f..%2fpackage.json',
  ])('never leaves the store: %s is a 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"name"');
  });

  it('serves built-in assets with their content types and a day of caching', async () => {
    const family = await get('/api/assets/family.jpg');
    expect(family.statusCode).toBe(200);
    expect(family.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    });
    expect((await get('/api/assets/avatars/sara.webp')).headers['content-type']).toBe('image/webp');
    const hero = await get('/api/assets/hero.mp4');
    expect(hero.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes' });
    expect(hero.rawPayload.equals(video)).toBe(true);
    const revalidated = await get('/api/assets/hero.mp4', { 'if-none-match': String(hero.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect((await get('/api/assets/missing.png')).statusCode).toBe(404);
  });

  it('answers byte ranges so video plays and seeks on phones', async () => {
    const first = await get('/api/assets/hero.mp4', { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers).toMatchObject({ 'content-range': 'bytes 0-99/1000', 'content-length': '100' });
    expect(first.rawPayload.equals(video.subarray(0, 100))).toBe(true);
    const tail = await get('/api/assets/hero.mp4', { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(video.subarray(990))).toBe(true);
    const open = await get('/api/assets/hero.mp4', { range: 'bytes=900-' });
    expect(open.headers['content-range']).toBe('bytes 900-999/1000');
    const outside = await get('/api/assets/hero.mp4', { range: 'bytes=5000-6000' });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */1000');
  });

  it('prefers an asset stored under assets/ in object storage over the built-in one', async () => {
    const replacement = await picture(120, 80, 'jpeg');
    await built.ctx.storage.put('assets/family.jpg', replacement, { contentType: 'image/jpeg' });
    const family = await get('/api/assets/family.jpg');
    expect(family.rawPayload.equals(replacement)).toBe(true);
    const part = await get('/api/assets/family.jpg', { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(replacement.subarray(0, 10))).toBe(true);
  });

  it('ships a placeholder picture for listings without photos', async () => {
    expect(defaultAssetsDir()).toBeNull();
    const plain = await buildTestApp(async (app, { ctx }) => {
      await app.register(mediaService, { ctx });
    });
    try {
      const response = await plain.app.inject({ url: '/api/assets/placeholder.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    } finally {
      await plain.close();
    }
  });
});
