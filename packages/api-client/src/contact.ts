import {
  CONTACT_PATH,
  type ContactEnquiryCreated,
  type ContactEnquiryInput,
  type ContactEnquiryPage,
} from '@manzil/contracts';
import { apiFetch, toQueryString } from './fetch.ts';

/** `POST /api/contact`: sends the contact form; answers the new enquiry's id. */
export function sendContactEnquiry(input: ContactEnquiryInput): Promise<ContactEnquiryCreated> {
  return apiFetch<ContactEnquiryCreated>(CONTACT_PATH, { method: 'POST', body: input });
}

/** `GET /api/contact` (admin): contact messages newest first, `limit` per page (default 20). */
export function fetchContactMessages(
  token: string | null,
  { page = 1, limit }: { page?: number; limit?: number } = {},
): Promise<ContactEnquiryPage> {
  return apiFetch<ContactEnquiryPage>(`${CONTACT_PATH}${toQueryString({ page, limit })}`, { token });
}
