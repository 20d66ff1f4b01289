import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../errors.ts';
import type { AdminClaims, AdminTokenTrust } from '../ports/tokens.ts';
import { ADMIN_TOKEN } from './admin-tokens.ts';

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
  tokens: AdminTokenTrust;
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i;

const MISSING = 'Sign in as an administrator to continue.';
const EXPIRED = 'Your session has expired. Please sign in again.';
const INVALID = 'Your session is not valid. Please sign in again.';
const REVOKED = 'Your session has ended. Please sign in again.';

const bearerOf = (request: FastifyRequest) => BEARER.exec(request.headers.authorization ?? '')?.[1];

/** The payload of a token @fastify/jwt accepted. */
interface AdminPayload {
  sub: string;
  jti: string;
  exp: number;
  username?: unknown;
}

/**
 * A rejection of @fastify/jwt (or of fast-jwt under it: a malformed token, another algorithm) as the 401 a caller
 * reads; anything else (the session check could not answer: 503) is left as it is.
 */
function rejectionOf(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^(FST|FAST)_JWT_/.test(code)) return error;
  if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') return new UnauthorizedError(EXPIRED, { cause: error });
  if (code === 'FST_JWT_AUTHORIZATION_TOKEN_UNTRUSTED')
    return new UnauthorizedError(REVOKED, { cause: error });
  return new UnauthorizedError(INVALID, { cause: error });
}

/**
 * Decorates the server with `requireAdmin`, which verifies admin bearer tokens with @fastify/jwt: only EdDSA with
 * the auth service's public key, issuer `manzil-auth`, audience `manzil-admin`, `sub`, `jti` and `exp` present,
 * not expired, and a session that was not ended (`tokens.isRevoked`). Every service registers it; registering it
 * again (the gateway mounts them all in one server) keeps the first one.
 */
export const adminGuard = fp(
  async (app: FastifyInstance, { tokens }: AdminGuardOptions) => {
    if (app.hasDecorator('requireAdmin')) return;
    if (!app.hasRequestDecorator('admin')) app.decorateRequest('admin', null);
    await app.register(fastifyJwt, {
      secret: async () => {
        const key = await tokens.publicKey();
        if (!key) throw new UnauthorizedError(INVALID);
        return key;
      },
      decoratorName: 'adminToken',
      verify: {
        algorithms: [ADMIN_TOKEN.algorithm],
        allowedIss: ADMIN_TOKEN.issuer,
        allowedAud: ADMIN_TOKEN.audience,
        requiredClaims: ['sub', 'jti', 'exp'],
        clockTolerance: tokens.clockToleranceSeconds * 1000,
        extractToken: bearerOf,
      },
      trusted: async (request, decoded) => {
        const { jti } = decoded as AdminPayload;
        return !(await tokens.isRevoked(jti, bearerOf(request) as string));
      },
    });
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        if (!bearerOf(request)) throw new UnauthorizedError(MISSING);
        let payload: AdminPayload;
        try {
          payload = await request.jwtVerify<AdminPayload>();
        } catch (error) {
          throw rejectionOf(error);
        }
        if (typeof payload.username !== 'string') throw new UnauthorizedError(INVALID);
        request.admin = { sub: payload.sub, username: payload.username, sid: payload.jti, exp: payload.exp };
      } catch (error) {
        reply.header('www-authenticate', 'Bearer');
        throw error;
      }
    });
  },
  { name: 'manzil-admin-guard', fastify: '5.x' },
);
