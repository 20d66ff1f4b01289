/**
 * The contact form's enquiry (spec 3 and 5): `POST /api/contact` from the home page, `GET /api/contact` for the
 * admin's messages viewer, and the `contact.enquiry.received.v1` event.
 */
import Type, { type Static } from 'typebox';
import { CONTACT_LIMITS, CONTACT_PHONE_PATTERN, CONTACT_SUBJECTS } from './contact-rules.ts';

export {
  CONTACT_LIMITS,
  CONTACT_PATH,
  CONTACT_PHONE_PATTERN,
  CONTACT_SUBJECTS,
  type ContactSubject,
  isRealEmail,
  phoneDigits,
} from './contact-rules.ts';

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
