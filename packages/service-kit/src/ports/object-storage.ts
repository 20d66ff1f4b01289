import type { Readable } from 'node:stream';
import type { HealthCheck } from './health.ts';

export interface StoredObjectInfo {
  key: string;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

export interface PutOptions {
  contentType: string;
}

/** The object storage port: files under `DATA_DIR/media` by default, S3/MinIO with `S3_ENDPOINT`. */
export interface ObjectStorage extends HealthCheck {
  readonly adapter: 'fs' | 's3';
  put(key: string, body: Buffer, options: PutOptions): Promise<StoredObjectInfo>;
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
