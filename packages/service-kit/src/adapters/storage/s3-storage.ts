import { Client } from 'minio';
import { StartupError } from '../../config/config-error.ts';
import type { S3Config } from '../../config/kit-config.ts';
import type {
  ObjectStorage,
  PutOptions,
  StoredObject,
  StoredObjectInfo,
} from '../../ports/object-storage.ts';
import { assertSafeKey } from './object-key.ts';

const NOT_FOUND = new Set(['NoSuchKey', 'NotFound', 'NoSuchObject']);
const REFUSED = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied']);

const codeOf = (error: unknown) => (error as { code?: string }).code;

function reasonOf(error: unknown): string {
  const code = codeOf(error);
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND') return 'host not found';
  return ((error as Error).message ?? String(error)).split('\n')[0] ?? 'unknown error';
}

/** The S3 client for S3_ENDPOINT: path-style (MinIO, s3rver and most self-hosted S3 need it). */
export function s3ClientFor(config: S3Config): Client {
  const url = new URL(config.endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    region: config.region,
    pathStyle: true,
  });
}

const unquote = (etag: string) => etag.replace(/^"|"$/g, '');

/**
 * MinIO or any S3 behind the object storage port. On start the bucket is checked and created when missing;
 * an unreachable endpoint or refused keys stop the start with one line.
 */
export async function connectS3Storage(config: S3Config): Promise<ObjectStorage> {
  const client = s3ClientFor(config);
  const { bucket } = config;
  try {
    if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, config.region);
  } catch (error) {
    const code = codeOf(error);
    if (code && REFUSED.has(code)) {
      throw new StartupError(
        `S3 at ${config.endpoint} (S3_ENDPOINT) refused the credentials (${code}). Check S3_ACCESS_KEY and S3_SECRET_KEY.`,
      );
    }
    if (code === 'BucketAlreadyOwnedByYou') {
      // created meanwhile by another process
    } else {
      throw new StartupError(
        `Cannot reach S3 at ${config.endpoint} (S3_ENDPOINT): ${reasonOf(error)}. Start MinIO or unset S3_ENDPOINT to keep media under DATA_DIR/media.`,
      );
    }
  }

  async function head(key: string): Promise<StoredObjectInfo | null> {
    try {
      const stat = await client.statObject(bucket, assertSafeKey(key));
      return {
        key,
        size: stat.size,
        contentType: String(stat.metaData['content-type'] ?? 'application/octet-stream'),
        etag: unquote(stat.etag),
        lastModified: stat.lastModified,
      };
    } catch (error) {
      if (NOT_FOUND.has(codeOf(error) ?? '')) return null;
      throw error;
    }
  }

  return {
    adapter: 's3',
    async put(key: string, body: Buffer, options: PutOptions) {
      const uploaded = await client.putObject(bucket, assertSafeKey(key), body, body.length, {
        'Content-Type': options.contentType,
      });
      return {
        key,
        size: body.length,
        contentType: options.contentType,
        etag: unquote(uploaded.etag),
        lastModified: new Date(),
      };
    },
    async get(key: string): Promise<StoredObject | null> {
      const info = await head(key);
      if (!info) return null;
      try {
        return { ...info, body: await client.getObject(bucket, key) };
      } catch (error) {
        if (NOT_FOUND.has(codeOf(error) ?? '')) return null; // deleted between the two calls
        throw error;
      }
    },
    head,
    async delete(key: string) {
      await client.removeObject(bucket, assertSafeKey(key));
    },
    async health() {
      const started = performance.now();
      try {
        const exists = await client.bucketExists(bucket);
        if (!exists)
          return { name: 'storage', adapter: 's3', ok: false, detail: `bucket ${bucket} is missing` };
        return {
          name: 'storage',
          adapter: 's3',
          ok: true,
          latencyMs: Math.round(performance.now() - started),
        };
      } catch (error) {
        return { name: 'storage', adapter: 's3', ok: false, detail: reasonOf(error) };
      }
    },
    async close() {},
  };
}
