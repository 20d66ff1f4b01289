import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import type { KitConfig } from '../config/kit-config.ts';
import type { AdminTokenTrust, RevocationCheck } from '../ports/tokens.ts';

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

export interface AdminTokenTrustOptions {
  /** Called with the session id of every otherwise valid token; `true` rejects it (logged out). */
  isRevoked?: RevocationCheck;
  /** Seconds of clock difference tolerated between signer and verifier (default 5). */
  clockToleranceSeconds?: number;
}

/**
 * Finds the auth public key: AUTH_PUBLIC_KEY, else the one derived from AUTH_PRIVATE_KEY, else the file
 * `DATA_DIR/keys/auth-public.pem`. The file is read lazily and until found: in embedded mode the auth
 * service writes it while the gateway is already building its context.
 */
function publicKeySource(config: Pick<KitConfig, 'auth' | 'dataDir'>): () => Promise<string | null> {
  const pem = config.auth.publicKeyPem ?? config.auth.privateKeyPem;
  if (pem) {
    const key = pemOf(createPublicKey(pem));
    return async () => key;
  }
  const file = join(config.dataDir, 'keys', PUBLIC_KEY_FILE);
  let cached: string | null = null;
  return async () => {
    if (cached) return cached;
    try {
      cached = pemOf(createPublicKey(await readFile(file, 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return cached;
  };
}

const pemOf = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }) as string;

/** The key and revocation check the admin guard verifies tokens with (see `adminGuard`). */
export function createAdminTokenTrust(
  config: Pick<KitConfig, 'auth' | 'dataDir'>,
  options: AdminTokenTrustOptions = {},
): AdminTokenTrust {
  let isRevoked = options.isRevoked;
  return {
    publicKey: publicKeySource(config),
    clockToleranceSeconds: options.clockToleranceSeconds ?? 5,
    async isRevoked(sid, token) {
      return isRevoked ? await isRevoked(sid, token) : false;
    },
    setRevocationCheck(check) {
      isRevoked = check;
    },
  };
}
