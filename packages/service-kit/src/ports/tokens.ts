/** Claims of a verified admin token. */
export interface AdminClaims {
  sub: string;
  username: string;
  /** Session id (JWT `jti`), revocable by logout. */
  sid: string;
  exp: number;
}

/**
 * Answers whether a session was revoked (logged out, idle, ended) before its token expired. Gets the session id
 * and the (already signature-checked) token, so a check may ask the auth service about it.
 */
export type RevocationCheck = (sid: string, token: string) => boolean | Promise<boolean>;

/**
 * What the admin guard trusts (it verifies the tokens with @fastify/jwt): the auth service's public key and the
 * revocation check. Tokens are EdDSA, issuer `manzil-auth`, audience `manzil-admin` (see `ADMIN_TOKEN`).
 */
export interface AdminTokenTrust {
  /** The auth service's public key (PEM); null while it is not written yet (embedded mode, at start). */
  publicKey(): Promise<string | null>;
  /** Whether the session of a valid token ended before the token expired (logged out, idle, past 12 hours). */
  isRevoked(sid: string, token: string): Promise<boolean>;
  /** Installs the revocation check, e.g. fed by the auth service's session events. */
  setRevocationCheck(check: RevocationCheck): void;
  /** Seconds of clock difference tolerated between signer and verifier. */
  readonly clockToleranceSeconds: number;
}
