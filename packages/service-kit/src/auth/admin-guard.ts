import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../errors.ts';
import type { AdminClaims, TokenVerifier } from '../ports/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for admin routes: a valid `Authorization: Bearer <token>` or 401. Sets `request.admin`. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The verified admin, set by `requireAdmin`; null on public routes. */
    admin: AdminClaims | null;
  }
}

export interface AdminGuardOptions {
  tokens: TokenVerifier;
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i;

/**
 * Decorates the server with `requireAdmin`. Registering it again (each service plugin does, and the gateway
 * mounts them all in one server) keeps the first one.
 */
export const adminGuard = fp(
  async (app: FastifyInstance, { tokens }: AdminGuardOptions) => {
    if (app.hasDecorator('requireAdmin')) return;
    if (!app.hasRequestDecorator('admin')) app.decorateRequest('admin', null);
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
        if (!token) throw new UnauthorizedError('Sign in as an administrator to continue.');
        request.admin = await tokens.verify(token);
      } catch (error) {
        reply.header('www-authenticate', 'Bearer');
        throw error;
      }
    });
  },
  { name: 'manzil-admin-guard', fastify: '5.x' },
);
