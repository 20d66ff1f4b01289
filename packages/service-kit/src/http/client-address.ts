import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const PRIVATE = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^::1$/,
  /^::ffff:127\./,
  /^::ffff:10\./,
  /^::ffff:192\.168\./,
  /^::ffff:172\.(1[6-9]|2\d|3[01])\./,
  /^f[cd][0-9a-f]{2}:/i,
];

/**
 * The client a request is counted against by per-client limits (logins, enquiries, assistant messages): the
 * address the request came from, unless that is a loopback or private address (the gateway proxying in
 * distributed mode, or a reverse proxy in front of the site) that says whom it forwarded for: then the last
 * address it appended to X-Forwarded-For. A client cannot pick its own key by sending the header straight to a
 * public address.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined): string {
  const direct = peer ?? 'unknown';
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  if (!header || !PRIVATE.some((pattern) => pattern.test(direct))) return direct;
  const last = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last && isIP(last) ? last : direct;
}

/** `clientAddress` of a Fastify request. */
export function clientAddressOf(request: FastifyRequest): string {
  return clientAddress(request.socket.remoteAddress ?? request.ip, request.headers['x-forwarded-for']);
}
