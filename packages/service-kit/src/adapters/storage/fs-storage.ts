import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../fs/private-files.ts';
import type {
  ObjectStorage,
  PutOptions,
  StoredObject,
  StoredObjectInfo,
} from '../../ports/object-storage.ts';
import { assertSafeKey, contentTypeFromKey } from './object-key.ts';

interface Metadata {
  contentType: string;
  etag: string;
}

/** Write to a temp file beside the target, then rename: readers see the old file or the new one, never half. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  await ensurePrivateDir(dirname(file));
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data, { mode: PRIVATE_FILE_MODE });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under `root` (`DATA_DIR/media`); content type and ETag in a sidecar under `root/.meta`
 * (keys cannot start with a dot, so the two never collide).
 */
export function createFsStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => join(root, assertSafeKey(key));
  const metaOf = (key: string) => join(root, '.meta', `${assertSafeKey(key)}.json`);

  async function info(key: string): Promise<StoredObjectInfo | null> {
    let stats: Awaited<ReturnType<typeof stat>>;
    try {
      stats = await stat(fileOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!stats.isFile()) return null;
    let meta: Metadata | null = null;
    try {
      meta = JSON.parse(await readFile(metaOf(key), 'utf8')) as Metadata;
    } catch (error) {
      if (!isMissing(error) && !(error instanceof SyntaxError)) throw error;
    }
    return {
      key,
      size: stats.size,
      contentType: meta?.contentType ?? contentTypeFromKey(key),
      etag: meta?.etag ?? `${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}`,
      lastModified: stats.mtime,
    };
  }

  return {
    adapter: 'fs',
    async put(key: string, body: Buffer, options: PutOptions) {
      const file = fileOf(key);
      const etag = createHash('md5').update(body).digest('hex');
      await writeAtomically(file, body);
      await writeAtomically(
        metaOf(key),
        JSON.stringify({ contentType: options.contentType, etag } satisfies Metadata),
      );
      const stats = await stat(file);
      return { key, size: body.length, contentType: options.contentType, etag, lastModified: stats.mtime };
    },
    async get(key: string): Promise<StoredObject | null> {
      const found = await info(key);
      return found ? { ...found, body: createReadStream(fileOf(key)) } : null;
    },
    head: info,
    async delete(key: string) {
      await rm(fileOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },
    async health() {
      const started = performance.now();
      try {
        await ensurePrivateDir(root);
        await access(root, constants.W_OK);
        return {
          name: 'storage',
          adapter: 'fs',
          ok: true,
          latencyMs: Math.round(performance.now() - started),
        };
      } catch (error) {
        return {
          name: 'storage',
          adapter: 'fs',
          ok: false,
          detail: `${root} is not writable: ${(error as Error).message}`,
        };
      }
    },
    async close() {},
  };
}
