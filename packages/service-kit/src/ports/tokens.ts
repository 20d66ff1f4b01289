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

/** Verifies admin bearer tokens with the auth service's public key (algorithm, expiry and audience checked). */
export interface TokenVerifier {
  /** Resolves the claims of a valid token; rejects with an `UnauthorizedError` (401) otherwise. */
  verify(token: string): Promise<AdminClaims>;
  /** Installs the revocation check, e.g. fed by the auth service's session events. */
  setRevocationCheck(check: RevocationCheck): void;
}
