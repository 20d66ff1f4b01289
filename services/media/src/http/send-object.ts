import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Sendable {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
  /** The whole body, as a stream (no range asked) or bytes. */
  body: () => Promise<Readable | Buffer>;
  /** Bytes `start..end` inclusive; when absent, ranges are not offered. */
  range?: (start: number, end: number) => Promise<Readable | Buffer>;
}

const quoted = (etag: string) => (etag.startsWith('"') || etag.startsWith('W/') ? etag : `"${etag}"`);

function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const since = request.headers['if-modified-since'];
  if (since) {
    const at = Date.parse(since);
    return Number.isFinite(at) && Math.floor(lastModified.getTime() / 1000) * 1000 <= at;
  }
  return false;
}

/** `bytes=start-end`, `bytes=start-`, `bytes=-suffix`; one range only; null when absent or multi-range. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // other units or several ranges: answer the whole file, as allowed
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'invalid';
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * Sends a stored file with its content type, length, ETag and Last-Modified; answers 304 to a matching
 * conditional request and 206 to a single byte range (videos on phones ask for ranges).
 */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  file: Sendable,
  cacheControl: string,
): Promise<FastifyReply> {
  const etag = quoted(file.etag);
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', file.lastModified.toUTCString())
    .header('x-content-type-options', 'nosniff');
  if (file.range) reply.header('accept-ranges', 'bytes');
  if (notModified(request, etag, file.lastModified)) return reply.code(304).send();

  reply.header('content-type', file.contentType);
  // Any stored SVG is shown as a picture, never run as a document with scripts.
  if (file.contentType === 'image/svg+xml')
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  const range = file.range ? parseRange(request.headers.range, file.size) : null;
  if (range === 'invalid') {
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (range && file.range) {
    const ifRange = request.headers['if-range'];
    if (!ifRange || ifRange === etag) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(await file.range(range.start, range.end));
    }
  }
  reply.header('content-length', file.size);
  return reply.send(await file.body());
}
