import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors.ts';
import type { ObjectStorage } from '../../src/ports/object-storage.ts';

export interface StorageUnderTest {
  storage: ObjectStorage;
  cleanup?: () => Promise<void>;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const md5 = (body: Buffer) => createHash('md5').update(body).digest('hex');

/** What every object storage adapter must do, run on the file system and on S3 (s3rver, or S3_ENDPOINT). */
export function describeObjectStorageContract(name: string, create: () => Promise<StorageUnderTest>): void {
  describe(`object storage contract: ${name}`, () => {
    let under: StorageUnderTest;
    beforeEach(async () => {
      under = await create();
    });
    afterEach(async () => {
      await under.storage.close();
      await under.cleanup?.();
    });

    it('stores an object and gives back its bytes, type, size and ETag', async () => {
      const body = Buffer.from('a photo of the corniche');
      const put = await under.storage.put('properties/12/cover.webp', body, { contentType: 'image/webp' });
      expect(put).toMatchObject({
        key: 'properties/12/cover.webp',
        size: body.length,
        contentType: 'image/webp',
        etag: md5(body),
      });

      const head = await under.storage.head('properties/12/cover.webp');
      expect(head).toMatchObject({ size: body.length, contentType: 'image/webp', etag: md5(body) });
      expect(head?.lastModified).toBeInstanceOf(Date);

      const got = await under.storage.get('properties/12/cover.webp');
      expect(got).not.toBeNull();
      expect(await bytesOf((got as NonNullable<typeof got>).body)).toEqual(body);
    });

    it('replaces an object written again under the same key', async () => {
      await under.storage.put('a.txt', Buffer.from('first'), { contentType: 'text/plain' });
      await under.storage.put('a.txt', Buffer.from('second version'), { contentType: 'text/markdown' });
      const got = await under.storage.get('a.txt');
      expect(got).toMatchObject({ size: 14, contentType: 'text/markdown' });
      expect((await bytesOf((got as NonNullable<typeof got>).body)).toString()).toBe('second version');
    });

    it('answers null for a missing object and deletes quietly', async () => {
      expect(await under.storage.get('nothing/here.jpg')).toBeNull();
      expect(await under.storage.head('nothing/here.jpg')).toBeNull();
      await under.storage.put('gone.txt', Buffer.from('x'), { contentType: 'text/plain' });
      await under.storage.delete('gone.txt');
      await under.storage.delete('gone.txt');
      expect(await under.storage.head('gone.txt')).toBeNull();
    });

    it.each(['../etc/passwd', '/etc/passwd', 'a/../../b', '.hidden/x', 'a//b', 'a\\b', '', 'dir/'])(
      'refuses the unsafe key %j',
      async (key) => {
        await expect(under.storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
          ValidationError,
        );
        await expect(under.storage.get(key)).rejects.toThrow(ValidationError);
      },
    );

    it('reports its health', async () => {
      expect(await under.storage.health()).toMatchObject({
        name: 'storage',
        adapter: under.storage.adapter,
        ok: true,
      });
    });
  });
}
