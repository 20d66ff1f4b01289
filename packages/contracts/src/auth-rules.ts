/*
 * The admin session's limits and the login's one failure message, without the schemas: the admin's login form
 * imports them without TypeBox. auth.ts re-exports them with its schemas.
 */

/** Session limits (spec: staff sessions end after 30 minutes idle and 12 hours at most). */
export const ADMIN_SESSION = {
  idleTimeoutSeconds: 30 * 60,
  absoluteTimeoutSeconds: 12 * 60 * 60,
} as const;

/** Login limits: failures counted over a sliding window, per account (any username typed) and per client. */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 10,
  maxFailuresPerClient: 10,
} as const;

/** The one answer to a wrong username or password (the same for an unknown username). */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.';
