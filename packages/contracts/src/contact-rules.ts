/*
 * The contact form's rules and its path (spec 5), without the schemas: the home page's form imports them without
 * TypeBox. contact.ts builds the schemas from them and re-exports them.
 */

export const CONTACT_PATH = '/api/contact';

/** Spec 5: the subject choices. */
export const CONTACT_SUBJECTS = ['buying', 'selling', 'investment', 'management', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Length limits the form and the server share. */
export const CONTACT_LIMITS = {
  name: 80,
  email: 254,
  phone: 32,
  message: 5000,
  /** A message shorter than this says nothing an agent can answer. */
  messageMin: 2,
} as const;

/** Digits, spaces, brackets, dashes and dots, with an optional leading +: at least 6 digits in all. */
export const CONTACT_PHONE_PATTERN = '^\\+?[0-9 ().-]{6,32}$';

/**
 * A real e-mail address, stricter than the format check: one @, a local part of at most 64 characters with no
 * leading, trailing or doubled dot, and a domain of labels (letters, digits, inner hyphens) ending in a
 * top-level domain of two or more letters. `sara@example` or `sara@@x.ae` are refused.
 */
export function isRealEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > CONTACT_LIMITS.email) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || email.indexOf('@') !== at) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (local.length > 64 || !/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || domain.length > 253) return false;
  const tld = labels[labels.length - 1] ?? '';
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/.test(tld)) return false;
  return labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label));
}

/** The number of digits in a phone number (a real one has 6 to 15). */
export function phoneDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}
