import { ApiError } from '@manzil/api-client';

export interface AdminFetchInit extends Omit<RequestInit, 'body'> {
  body?: unknown;
  token: string | null;
}

export interface AdminAnswer<T> {
  data: T;
  headers: Headers;
}

/** Raised for a 401: the session ended on the server (logout elsewhere, 30 minutes idle, 12 hours). */
export class SessionEndedError extends ApiError {}

/**
 * An admin API call (spec 7): the bearer token on every request, cookies included, JSON only when there is a
 * body; a non-OK answer becomes an ApiError `'{status}: {body}'`, a 401 a SessionEndedError. Answers the
 * body and the headers (the properties list carries its total in `x-total-count`).
 */
export async function adminFetch<T>(path: string, init: AdminFetchInit): Promise<AdminAnswer<T>> {
  const { body, token, headers: given, ...rest } = init;
  const headers = new Headers(given);
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (body instanceof FormData) requestBody = body;
    else {
      headers.set('Content-Type', 'application/json');
      requestBody = JSON.stringify(body);
    }
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, { ...rest, headers, body: requestBody, credentials: 'include' });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    if (response.status === 401) throw new SessionEndedError(401, response.statusText, text);
    throw new ApiError(response.status, response.statusText, text);
  }
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const type = response.headers.get('content-type') ?? '';
  const data = (type.includes('json') ? await response.json() : await response.text()) as T;
  return { data, headers: response.headers };
}

interface ErrorBody {
  message?: string;
  details?: Array<{ field?: string; message?: string }>;
}

function parseBody(error: ApiError): ErrorBody | null {
  try {
    const parsed = JSON.parse(error.body) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * What a failure toast says under its title (spec 8: "description from error details or message"): the
 * server's message and each field problem, or the error's own message.
 */
export function errorDescription(error: unknown): string {
  if (error instanceof ApiError) {
    const body = parseBody(error);
    if (body?.details?.length) {
      return body.details
        .map((detail) => (detail.field ? `${detail.field}: ${detail.message ?? ''}` : (detail.message ?? '')))
        .join('; ');
    }
    if (body?.message) return body.message;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The fields a 400 names, with their messages, so a form can mark them. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const out: Record<string, string> = {};
  for (const detail of parseBody(error)?.details ?? []) {
    if (detail.field) out[detail.field.split('.')[0] as string] = detail.message ?? '';
  }
  return out;
}
