import { CONTACT_PATH, type ContactEnquiryCreated, type ContactEnquiryInput } from '@manzil/contracts';
import { apiFetch } from './fetch.ts';

/** `POST /api/contact`: sends the contact form; answers the new enquiry's id. */
export function sendContactEnquiry(input: ContactEnquiryInput): Promise<ContactEnquiryCreated> {
  return apiFetch<ContactEnquiryCreated>(CONTACT_PATH, { method: 'POST', body: input });
}
