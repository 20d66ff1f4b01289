import { apiFetch } from '@manzil/api-client';
import type { CreateAlertInput, CreateAlertResponse } from '@manzil/contracts';

/** `POST /api/alerts`: saves the search with the address; 202 once the confirmation e-mail is on its way. */
export function createAlert(input: CreateAlertInput): Promise<CreateAlertResponse> {
  return apiFetch('POST /api/alerts', { body: input });
}
