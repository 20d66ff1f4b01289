/**
 * The contact form's enquiry (spec 3 and 5): `POST /api/contact` from the home page, `GET /api/contact` for the
 * admin's messages viewer, and the `contact.enquiry.received.v1` event.
 */
import Type, { type Static } from 'typebox';

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

const name = Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.name });

export const ContactEnquiryInput = Type.Object({
  firstName: name,
  lastName: name,
  email: Type.String({ minLength: 3, maxLength: CONTACT_LIMITS.email, format: 'email' }),
  /** Optional (spec 5); empty is the same as absent. */
  phone: Type.Optional(
    Type.Union([
      Type.Literal(''),
      Type.String({ maxLength: CONTACT_LIMITS.phone, pattern: CONTACT_PHONE_PATTERN }),
    ]),
  ),
  subject: Type.Enum(CONTACT_SUBJECTS),
  message: Type.String({ minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.message }),
  /** The page language, so the agency answers in it. */
  lang: Type.Optional(Type.Enum(['en', 'ar'])),
  /**
   * The spam trap: a field people never see or fill. A request with it filled is answered like any other and
   * thrown away.
   */
  website: Type.Optional(Type.String({ maxLength: 500 })),
});
export type ContactEnquiryInput = Static<typeof ContactEnquiryInput>;

export const ContactEnquiryCreated = Type.Object({ id: Type.String() });
export type ContactEnquiryCreated = Static<typeof ContactEnquiryCreated>;

export const ContactEnquiry = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  subject: Type.Enum(CONTACT_SUBJECTS),
  message: Type.String(),
  lang: Type.Enum(['en', 'ar']),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ContactEnquiry = Static<typeof ContactEnquiry>;

export const CONTACT_PAGE_SIZE = 20;
export const CONTACT_MAX_PAGE_SIZE = 100;

export const ContactListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CONTACT_MAX_PAGE_SIZE })),
});
export type ContactListQuery = Static<typeof ContactListQuery>;

/** `GET /api/contact`: newest first. */
export const ContactEnquiryPage = Type.Object({
  messages: Type.Array(ContactEnquiry),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
});
export type ContactEnquiryPage = Static<typeof ContactEnquiryPage>;

export const CONTACT_PATH = '/api/contact';

export const CONTACT_ENQUIRY_RECEIVED = 'contact.enquiry.received.v1';

/** `contact.enquiry.received.v1`, key = the enquiry id, version 1. No message text: read it from the API. */
export const ContactEnquiryReceivedData = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  subject: Type.Enum(CONTACT_SUBJECTS),
  lang: Type.Enum(['en', 'ar']),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ContactEnquiryReceivedData = Static<typeof ContactEnquiryReceivedData>;

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
