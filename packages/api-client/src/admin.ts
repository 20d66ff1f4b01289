// The shared singleton (not './fetch.ts'): this module is bundled by the admin alone, and its errors must be the
// ApiError every remote checks with isApiError.
import {
  type ApiAnswer,
  ApiError,
  apiRequest,
  isApiError,
  type RouteArgs,
  type RouteInit,
  validationDetails,
} from '@manzil/api-client';
import type { ApiRoute } from '@manzil/contracts';

/** Raised for a 401 on an admin call: the session ended on the server (logout elsewhere, idle, 12 hours). */
export class SessionEndedError extends ApiError {
  constructor(statusText: string, body: string) {
    super(401, statusText, body);
    this.name = 'SessionEndedError';
  }
}

/** The fields a 400 names (the top-level name of a dotted path), with their messages, so a form can mark them. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const detail of validationDetails(error)) {
    if (detail.field) out[detail.field.split('.')[0] as string] = detail.message ?? '';
  }
  return out;
}

/**
 * What a failure toast says under its title (spec 8: "description from error details or message"): each field
 * problem, else the server's message, else the error's own message.
 */
export function errorDescription(error: unknown): string {
  if (isApiError(error)) {
    const problem = error.problem;
    if (problem?.details?.length) {
      return problem.details
        .map((detail) => (detail.field ? `${detail.field}: ${detail.message ?? ''}` : (detail.message ?? '')))
        .join('; ');
    }
    return problem?.message || error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export interface AdminFetchOptions {
  /** The session's bearer token (read at each call: a new sign-in is picked up). */
  token: () => string | null;
  /** Called on a 401: the session ended on the server, the admin signs in again. */
  onSessionEnded: () => void;
}

/** An admin call: answers the body and the headers (the properties list carries its total in `x-total-count`). */
export type AdminFetch = <R extends ApiRoute>(route: R, ...[init]: RouteArgs<R>) => Promise<ApiAnswer<R>>;

/**
 * The admin's calls (spec 7): each carries the session's bearer token; a 401 ends the session (`onSessionEnded`)
 * and rejects with a SessionEndedError; other failures are ApiErrors with the contracts' error body.
 */
export function createAdminFetch({ token, onSessionEnded }: AdminFetchOptions): AdminFetch {
  return async (route, ...[init]) => {
    try {
      const sessionEnded = (statusText: string, body: string) => new SessionEndedError(statusText, body);
      return await apiRequest(route, { ...init, token: token() } as RouteInit<typeof route>, sessionEnded);
    } catch (error) {
      if (error instanceof SessionEndedError) onSessionEnded();
      throw error;
    }
  };
}
