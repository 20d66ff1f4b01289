import { randomBytes } from 'node:crypto';
import { ADMIN_PASSWORD_RULES, adminPasswordProblem } from '@manzil/contracts';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane. The parameters travel inside the
 * stored PHC string, so raising them later still verifies old hashes.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum in the typings, so spelled as its value)
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

export const MIN_PASSWORD_LENGTH = ADMIN_PASSWORD_RULES.minLength;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False (never a throw) for a wrong password or a malformed stored hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verified against when the username is unknown, so both take the same time. */
export function decoyHash(): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'));
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password of `length` characters from an unambiguous alphabet (~5.8 bits each: 24 → ~140 bits). */
export function generatePassword(length = 24): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (const byte of bytes) {
    // Rejection sampling keeps every character equally likely.
    if (byte >= ALPHABET.length * Math.floor(256 / ALPHABET.length)) continue;
    out += ALPHABET[byte % ALPHABET.length];
    if (out.length === length) return out;
  }
  return out + generatePassword(length - out.length);
}

/**
 * The reason a new password is refused, or null when it is acceptable: the rules of the contracts
 * (`adminPasswordProblem`), shared with ADMIN_PASSWORD and the admin's change-password form.
 */
export function passwordProblem(password: string, username: string): string | null {
  return adminPasswordProblem(password, username)?.message ?? null;
}

/** Usernames are matched case-insensitively and stored lowercased. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,64}$/;
