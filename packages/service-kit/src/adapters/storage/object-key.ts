import { ValidationError } from '../../errors.ts';

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Accepts only plain relative keys (`properties/12/cover.webp`): no absolute paths, no `..` or hidden segments,
 * no backslashes. The same rule applies to every adapter, so a key valid on a laptop is valid on S3.
 */
export function assertSafeKey(key: string): string {
  const segments = key.split('/');
  const ok =
    key.length > 0 &&
    key.length <= 512 &&
    segments.every((segment) => SEGMENT.test(segment) && segment !== '..');
  if (!ok) {
    throw new ValidationError(`"${key.slice(0, 100)}" is not a valid storage key.`, [
      {
        location: 'key',
        field: '',
        message: 'must be relative, with segments of letters, digits, ".", "_" or "-"',
      },
    ]);
  }
  return key;
}

const TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  json: 'application/json',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  webp: 'image/webp',
};

/** Content type from the key's extension, for objects stored without metadata. */
export function contentTypeFromKey(key: string): string {
  return TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
