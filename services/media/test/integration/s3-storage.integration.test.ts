import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadImagesResponse } from '@manzil/contracts';
import { connectS3Storage, type S3Config, s3ClientFor } from '@manzil/service-kit';
import { buildTestApp, signTestAdminToken, type TestApp } from '@manzil/test-utils';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mediaService from '../../src/app.ts';
import { picture, upload } from '../helpers.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The media service on the S3 adapter: s3rver (a small S3 implementation) on a free port, reached with the minio
 * client in path-style, as MinIO is in `docker compose up`.
 */
describe('media on S3 storage (s3rver, path-style)', () => {
  let dir: string;
  let s3: S3rver;
  let config: S3Config;
  let built: TestApp;
  let token: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-s3-'));
    const port = await freePort();
    s3 = new S3rver({ address: '127.0.0.1', port, directory: dir, silent: true });
    await s3.run();
    config = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'manzil-media',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    };
    const storage = await connectS3Storage(config);
    built = await buildTestApp(
      async (app, { ctx }) => {
        await app.register(mediaService, { ctx, assetsDir: null });
      },
      { adapters: { storage } },
    );
    token = await signTestAdminToken(built.ctx);
  });
  afterAll(async () => {
    await built?.close();
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores every size in the bucket with its content type and serves it back', async () => {
    const response = await upload(built.app, token, [
      { filename: 'pool.webp', bytes: await picture(2000, 1000, 'webp') },
    ]);
    expect(response.statusCode).toBe(201);
    const [image] = response.json<UploadImagesResponse>().images;
    const id = image?.id as string;

    const client = s3ClientFor(config);
    const keys: string[] = [];
    for await (const item of client.listObjectsV2(config.bucket, `images/${id}/`, true)) {
      if (item.name) keys.push(item.name);
    }
    expect(keys.sort()).toEqual(
      ['card.jpg', 'card.webp', 'full.jpg', 'full.webp', 'meta.json', 'thumb.jpg', 'thumb.webp'].map(
        (name) => `images/${id}/${name}`,
      ),
    );
    const stat = await client.statObject(config.bucket, `images/${id}/full.jpg`);
    expect(stat.metaData['content-type']).toBe('image/jpeg');
    expect((await client.statObject(config.bucket, `images/${id}/card.webp`)).metaData['content-type']).toBe(
      'image/webp',
    );

    const served = await built.app.inject({ url: image?.url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 800 });
    expect((await built.app.inject({ url: `/media/images/${id}/missing.jpg` })).statusCode).toBe(404);
  });

  it('serves an asset put in the bucket under assets/', async () => {
    const client = s3ClientFor(config);
    const avatar = await picture(64, 64, 'png');
    await client.putObject(config.bucket, 'assets/avatars/omar.png', avatar, avatar.length, {
      'Content-Type': 'image/png',
    });
    const response = await built.app.inject({ url: '/api/assets/avatars/omar.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(avatar)).toBe(true);
  });
});
