import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import S3rver from 's3rver';
import { describe, expect, it } from 'vitest';
import { createFsStorage } from '../../src/adapters/storage/fs-storage.ts';
import { connectS3Storage } from '../../src/adapters/storage/s3-storage.ts';
import { StartupError } from '../../src/config/config-error.ts';
import { describeObjectStorageContract } from '../contracts/object-storage-contract.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { closedPort, freePort } from '../helpers/ports.ts';

describeObjectStorageContract('files under DATA_DIR/media', async () => {
  const { dir, remove } = await tempDir('kit-media-');
  return { storage: createFsStorage(join(dir, 'media')), cleanup: remove };
});

/** s3rver: a small S3 implementation on a free port and a temp folder (keys S3RVER/S3RVER). */
async function startS3rver() {
  const { dir, remove } = await tempDir('kit-s3-');
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory: dir, silent: true });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await remove();
    },
  };
}

describeObjectStorageContract('S3 (s3rver)', async () => {
  const s3 = await startS3rver();
  const storage = await connectS3Storage({
    endpoint: s3.endpoint,
    bucket: 'manzil-media',
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
  });
  return { storage, cleanup: s3.stop };
});

describe('file storage', () => {
  it('keeps the object as a plain file and leaves no temp files', async () => {
    const { dir, remove } = await tempDir('kit-media-');
    try {
      const storage = createFsStorage(join(dir, 'media'));
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          storage.put('p/1.jpg', Buffer.from(`version ${i}`), { contentType: 'image/jpeg' }),
        ),
      );
      expect(await readdir(join(dir, 'media', 'p'))).toEqual(['1.jpg']);
      expect(await readFile(join(dir, 'media', 'p', '1.jpg'), 'utf8')).toMatch(/^version \d$/);
    } finally {
      await remove();
    }
  });
});

describe('S3 connection problems', () => {
  it('creates the bucket when missing', async () => {
    const s3 = await startS3rver();
    try {
      const config = {
        endpoint: s3.endpoint,
        bucket: 'fresh-bucket',
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        region: 'us-east-1',
      };
      await connectS3Storage(config);
      const again = await connectS3Storage(config);
      expect((await again.health()).ok).toBe(true);
    } finally {
      await s3.stop();
    }
  });

  it('names refused credentials', async () => {
    const s3 = await startS3rver();
    try {
      const error = await connectS3Storage({
        endpoint: s3.endpoint,
        bucket: 'manzil-media',
        accessKey: 'WRONG',
        secretKey: 'WRONG',
        region: 'us-east-1',
      }).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(StartupError);
      // The code depends on the server and request (a HEAD carries no error body).
      expect((error as Error).message).toMatch(
        /^S3 at http:\/\/127\.0\.0\.1:\d+ \(S3_ENDPOINT\) refused the credentials \((InvalidAccessKeyId|AccessDenied|SignatureDoesNotMatch)\)\. Check S3_ACCESS_KEY and S3_SECRET_KEY\.$/,
      );
    } finally {
      await s3.stop();
    }
  });

  it('stops the start with one line when the endpoint cannot be reached', async () => {
    const port = await closedPort();
    const error = await connectS3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'manzil-media',
      accessKey: 'a',
      secretKey: 'b',
      region: 'us-east-1',
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      `Cannot reach S3 at http://127.0.0.1:${port} (S3_ENDPOINT): connection refused. Start MinIO or unset S3_ENDPOINT to keep media under DATA_DIR/media.`,
    );
  });
});
