/**
 * The auth service's public contract: admin login, token verification, logout and the session events.
 * Tokens are EdDSA JWTs (issuer `manzil-auth`, audience `manzil-admin`) verified by every service with the auth
 * public key; the session id (`jti`) is what logout revokes.
 */
import Type, { type Static } from 'typebox';

export * from './auth-rules.ts';

/** `POST /api/admin/auth/login`. */
export const LoginInput = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type LoginInput = Static<typeof LoginInput>;

/** Login and verify answer the session's token and its limits, so the client can warn before they end. */
export const AdminSession = Type.Object({
  token: Type.String(),
  username: Type.String(),
  /** The token's absolute expiry (login + 12 hours), ISO date-time. */
  expiresAt: Type.String({ format: 'date-time' }),
  /** Seconds without an admin request after which the session ends. */
  idleTimeoutSeconds: Type.Integer({ minimum: 1 }),
});
export type AdminSession = Static<typeof AdminSession>;

/** `POST /api/admin/auth/login` success. */
export const LoginResponse = AdminSession;
export type LoginResponse = AdminSession;

/** `POST /api/admin/auth/verify` (bearer only) success: the session is alive; its idle timer restarts. */
export const VerifyResponse = Type.Object({
  valid: Type.Literal(true),
  username: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  idleTimeoutSeconds: Type.Integer({ minimum: 1 }),
});
export type VerifyResponse = Static<typeof VerifyResponse>;

/** `POST /api/admin/auth/logout` (bearer only): the session is revoked everywhere. */
export const LogoutResponse = Type.Object({ loggedOut: Type.Literal(true) });
export type LogoutResponse = Static<typeof LogoutResponse>;

/**
 * `POST /api/admin/auth/password`: choose a new password, proving the current one (no token needed, so a first
 * sign-in that must change its generated password can finish). Limited like a login; on success every other
 * session of the account ends and a new session is answered, as by a login.
 */
export const ChangePasswordInput = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
    newPassword: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordInput = Static<typeof ChangePasswordInput>;

/** `GET /api/admin/auth/alerts` (admin): accounts under a password-guessing attack now. */
export const LoginAlertsResponse = Type.Object({
  /** The window failures are counted over, in seconds. */
  windowSeconds: Type.Integer({ minimum: 1 }),
  accounts: Type.Array(
    Type.Object({
      /** As typed by the guesser: an admin's name, or one that does not exist. */
      username: Type.String(),
      knownAccount: Type.Boolean(),
      failures: Type.Integer({ minimum: 0 }),
      clients: Type.Integer({ minimum: 0 }),
      firstAt: Type.String({ format: 'date-time' }),
      lastAt: Type.String({ format: 'date-time' }),
    }),
  ),
});
export type LoginAlertsResponse = Static<typeof LoginAlertsResponse>;
