import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { KitConfig } from '../config/kit-config.ts';
import { UnauthorizedError } from '../errors.ts';
import type { AdminClaims, RevocationCheck, TokenVerifier } from '../ports/tokens.ts';

/** The token contract between the auth service (signer) and every verifier. */
export const ADMIN_TOKEN = {
  algorithm: 'EdDSA',
  issuer: 'manzil-auth',
  audience: 'manzil-admin',
} as const;

export const PUBLIC_KEY_FILE = 'auth-public.pem';
export const PRIVATE_KEY_FILE = 'auth-private.pem';

export interface SignAdminTokenInput {
  sub: string;
  username: string;
  /** Session id, becomes the JWT `jti`. */
  sid: string;
  /** Lifetime in seconds (default 8 hours). */
  ttlSeconds?: number;
  /** Issue time in seconds since the epoch (default now). */
  now?: number;
}

/** Signs an admin token (used by the auth service and by tests). */
export async function signAdminToken(privateKey: KeyObject, input: SignAdminTokenInput): Promise<string> {
  const now = input.now ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ username: input.username })
    .setProtectedHeader({ alg: ADMIN_TOKEN.algorithm, typ: 'JWT' })
    .setSubject(input.sub)
    .setJti(input.sid)
    .setIssuer(ADMIN_TOKEN.issuer)
    .setAudience(ADMIN_TOKEN.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + (input.ttlSeconds ?? 8 * 3600))
    .sign(privateKey);
}

export interface TokenVerifierOptions {
  /** Called with the session id of every otherwise valid token; `true` rejects it (logged out). */
  isRevoked?: RevocationCheck;
  /** Seconds of clock difference tolerated between signer and verifier (default 5). */
  clockToleranceSeconds?: number;
}

const EXPIRED = 'Your session has expired. Please sign in again.';
const INVALID = 'Your session is not valid. Please sign in again.';
const REVOKED = 'Your session has ended. Please sign in again.';

/**
 * Finds the auth public key: AUTH_PUBLIC_KEY, else the one derived from AUTH_PRIVATE_KEY, else the file
 * `DATA_DIR/keys/auth-public.pem`. The file is read lazily and until found: in embedded mode the auth
 * service writes it while the gateway is already building its context.
 */
function publicKeySource(config: Pick<KitConfig, 'auth' | 'dataDir'>): () => Promise<KeyObject | null> {
  const pem = config.auth.publicKeyPem ?? config.auth.privateKeyPem;
  if (pem) {
    const key = createPublicKey(pem);
    return async () => key;
  }
  const file = join(config.dataDir, 'keys', PUBLIC_KEY_FILE);
  let cached: KeyObject | null = null;
  return async () => {
    if (cached) return cached;
    try {
      cached = createPublicKey(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return cached;
  };
}

/** Verifies admin bearer tokens: only EdDSA, issuer `manzil-auth`, audience `manzil-admin`, not expired, not revoked. */
export function createTokenVerifier(
  config: Pick<KitConfig, 'auth' | 'dataDir'>,
  options: TokenVerifierOptions = {},
): TokenVerifier {
  const publicKey = publicKeySource(config);
  let isRevoked = options.isRevoked;
  return {
    setRevocationCheck(check) {
      isRevoked = check;
    },
    async verify(token) {
      const key = await publicKey();
      if (!key) throw new UnauthorizedError(INVALID);
      let claims: AdminClaims;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ADMIN_TOKEN.algorithm],
          issuer: ADMIN_TOKEN.issuer,
          audience: ADMIN_TOKEN.audience,
          requiredClaims: ['sub', 'jti', 'exp'],
          clockTolerance: options.clockToleranceSeconds ?? 5,
        });
        if (typeof payload.username !== 'string') throw new errors.JWTInvalid('username claim missing');
        claims = {
          sub: payload.sub as string,
          username: payload.username,
          sid: payload.jti as string,
          exp: payload.exp as number,
        };
      } catch (error) {
        throw new UnauthorizedError(error instanceof errors.JWTExpired ? EXPIRED : INVALID, { cause: error });
      }
      if (isRevoked && (await isRevoked(claims.sid, token))) throw new UnauthorizedError(REVOKED);
      return claims;
    },
  };
}
