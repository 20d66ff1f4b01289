import type { ContactEnquiryCreated, ContactEnquiryInput } from '@manzil/contracts';
import { apiFetch } from './fetch.ts';

/** `POST /api/contact`: sends the contact form; answers the new enquiry's id. */
export function sendContactEnquiry(input: ContactEnquiryInput): Promise<ContactEnquiryCreated> {
  return apiFetch('POST /api/contact', { body: input });
}
