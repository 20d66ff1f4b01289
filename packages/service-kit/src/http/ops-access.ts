import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

/**
 * True when the request came straight from this machine: the socket's peer is a loopback address (never the
 * address a proxy reported) and no proxy forwarded it. A reverse proxy on the same host adds a forwarding
 * header, so a visitor reaching the site through it is not local.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket?.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * preHandler of `/readyz` and `/metrics` on the public port when no `OPS_PORT` is set: only a direct request from
 * this machine (a container's own health check, a local script) gets them; anyone else gets the 404 of a path
 * that does not exist, so the site does not tell the world its dependencies, latencies and traffic.
 */
export async function localOpsOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (isDirectLocalRequest(request)) return undefined;
  return reply.code(404).send({
    error: 'not_found',
    message: `No route matches ${request.method} ${request.url.split('?')[0]}.`,
  });
}
