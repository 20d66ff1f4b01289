import { createHash, randomBytes } from 'node:crypto';

/** A token for a one-click link: 192 random bits, URL-safe (32 characters). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What the database keeps of a confirmation token: a link from the database alone confirms nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
