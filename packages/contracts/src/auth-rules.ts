/*
 * The admin session's limits and the login's one failure message, without the schemas: the admin's login form
 * imports them without TypeBox. auth.ts re-exports them with its schemas.
 */

/** Session limits (spec: staff sessions end after 30 minutes idle and 12 hours at most). */
export const ADMIN_SESSION = {
  idleTimeoutSeconds: 30 * 60,
  absoluteTimeoutSeconds: 12 * 60 * 60,
} as const;

/**
 * Login limits, failures counted over a sliding window. A client (an IPv4 address, an IPv6 /64) is refused after
 * `maxFailuresPerClient` failures whatever usernames it tried, and after `maxFailuresPerPair` on one account. An
 * account is never locked: from `accountAttackThreshold` failures on it (from any clients) it is "under attack"
 * (a warning in the log and on the admin overview), and a client that has already failed on it waits a delay
 * that doubles with every further failure on the account, from `accountDelayBaseSeconds` up to
 * `accountDelayMaxSeconds`, before its next try there. A client that has not failed on it signs in at once.
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  maxFailuresPerClient: 10,
  maxFailuresPerPair: 5,
  accountAttackThreshold: 10,
  accountDelayBaseSeconds: 2,
  accountDelayMaxSeconds: 5 * 60,
} as const;

/** The one answer to a wrong username or password (the same for an unknown username). */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.';

/**
 * The `error` of the 403 a login answers when the password is right but was generated at the first start: the
 * admin chooses a new one (`POST /api/admin/auth/password`) before a session starts.
 */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** The admin password rules: the admin command line, ADMIN_PASSWORD and the change-password form share them. */
export const ADMIN_PASSWORD_RULES = { minLength: 12, maxLength: 256 } as const;

/** Why a password is refused: shown translated by the admin, in English by the server. */
export type PasswordProblemCode = 'too_short' | 'too_long' | 'common' | 'username';

/**
 * A small list of the passwords (and password stems) found first in breach corpora and guessing dictionaries.
 * Compared after lower-casing, with digits and symbols around the word taken off, and common letter-for-digit
 * swaps undone: `Password2024!` and `P@ssw0rd123456` are both `password`.
 */
const COMMON_STEMS = new Set(
  (
    'password passwort passe motdepasse contrasena senha parola qwerty qwertyuiop qwertyuiopasdfghjkl ' +
    'asdfghjkl zxcvbnm qazwsx qazwsxedc qwertz azerty abc abcdef abcdefgh abcdefghijkl letmein welcome ' +
    'welcomehome admin administrator root superuser login changeme changeit default secret iloveyou ' +
    'monkey dragon master sunshine princess football baseball shadow trustno superman batman starwars ' +
    'whatever freedom hello helloworld computer internet access manzil abudhabi dubai uae emirates ' +
    'property realestate realty test tester testing guest user demo sample example'
  ).split(' '),
);

const FULL_COMMON = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123123123123',
  '123456123456',
  '111111111111',
  '000000000000',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'qwertyuiop123',
  'qwerty123456',
  'password1234',
  'password12345',
  'password123456',
  'iloveyou1234',
  'abcd1234abcd',
  'abc123abc123',
]);

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

function isTrivial(password: string): boolean {
  const lower = password.toLowerCase();
  if (FULL_COMMON.has(lower)) return true;
  if (new Set(lower).size <= 3) return true; // aaaaaaaaaaaa, abababababab
  const stem = lower.replace(/^[^a-z@$]+|[^a-z]+$/g, '');
  const unleet = stem.replace(/[01347@$5]/g, (c) => LEET[c] ?? c);
  if (COMMON_STEMS.has(stem) || COMMON_STEMS.has(unleet)) return true;
  // A run of the keyboard or the alphabet (abcdefghijklm, 123456789...) or one stem said twice.
  const sequential = 'abcdefghijklmnopqrstuvwxyz 01234567890 qwertyuiopasdfghjklzxcvbnm';
  if (lower.length >= 8 && sequential.includes(lower)) return true;
  const half = lower.length / 2;
  return (
    Number.isInteger(half) &&
    COMMON_STEMS.has(lower.slice(0, half).replace(/[^a-z]+$/, '')) &&
    lower.slice(0, half) === lower.slice(half)
  );
}

/**
 * The reason a new admin password is refused, or null when it is acceptable: at least 12 characters not
 * counting the username (the username is no secret), at most 256, and not a known-breached or trivial one.
 */
export function adminPasswordProblem(
  password: string,
  username: string,
): { code: PasswordProblemCode; message: string } | null {
  const { minLength, maxLength } = ADMIN_PASSWORD_RULES;
  if (password.length > maxLength)
    return { code: 'too_long', message: `The password must be at most ${maxLength} characters long.` };
  if (password.length < minLength)
    return { code: 'too_short', message: `The password must be at least ${minLength} characters long.` };
  const name = username.trim().toLowerCase();
  if (name && password.toLowerCase() === name)
    return { code: 'username', message: 'The password must not be the username.' };
  if (name && password.toLowerCase().replaceAll(name, '').length < minLength)
    return {
      code: 'username',
      message: `The password must have at least ${minLength} characters besides the username.`,
    };
  if (isTrivial(password))
    return {
      code: 'common',
      message: 'This password is too common or too easy to guess (it appears in lists of leaked passwords).',
    };
  return null;
}
