import { type ContactEnquiryInput, isRealEmail, phoneDigits } from '@manzil/contracts';
import type { ValidationDetail } from '@manzil/service-kit';

/** What is stored: trimmed texts, an empty phone as null, the language defaulting to English. */
export interface CleanEnquiry {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: ContactEnquiryInput['subject'];
  message: string;
  lang: 'en' | 'ar';
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * Cleans a schema-valid enquiry and applies the rules a schema cannot say: names and message not blank once
 * trimmed, a real e-mail address, a phone with 6 to 15 digits. Answers the problems, or the clean enquiry.
 */
export function cleanEnquiry(
  input: ContactEnquiryInput,
): { ok: true; enquiry: CleanEnquiry } | { ok: false; problems: ValidationDetail[] } {
  const problems: ValidationDetail[] = [];
  const problem = (field: string, message: string) => problems.push({ location: 'body', field, message });
  const firstName = collapse(input.firstName);
  const lastName = collapse(input.lastName);
  const message = input.message.trim();
  const email = input.email.trim();
  const phone = input.phone?.trim() ? input.phone.trim() : null;
  if (!firstName) problem('firstName', 'must not be empty');
  if (!lastName) problem('lastName', 'must not be empty');
  if (!isRealEmail(email)) problem('email', 'must be a real e-mail address, like name@example.com');
  if (phone !== null) {
    const digits = phoneDigits(phone);
    if (digits < 6 || digits > 15) problem('phone', 'must have 6 to 15 digits');
  }
  if (message.length < 2) problem('message', 'must not be empty');
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    enquiry: {
      firstName,
      lastName,
      email: email.toLowerCase(),
      phone,
      subject: input.subject,
      message,
      lang: input.lang ?? 'en',
    },
  };
}

/** The spam trap: people never see the `website` field, so anything in it was filled by a bot. */
export function isSpam(input: ContactEnquiryInput): boolean {
  return !!input.website?.trim();
}
