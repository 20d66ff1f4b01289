/**
 * The body of every error answer (ARCHITECTURE section 7), shared by the services that write it (service-kit's
 * error handler) and the frontends that read it (api-client's `ApiError`). Types only: a page that reads an
 * error body downloads nothing for it.
 */

export type ErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  /** 403: the right password, but a generated one the admin must change before a session starts. */
  | 'password_change_required'
  | 'not_found'
  /** 410: it was here and is gone for good (a listing no longer advertised). */
  | 'gone'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'service_unavailable'
  /** Any other 4xx (405, 406...) raised by Fastify or a plugin. */
  | 'bad_request'
  | 'internal';

/** One problem found in a request, e.g. `{ location: 'querystring', field: 'limit', message: 'must be at most 100' }`. */
export interface ValidationDetail {
  location: 'body' | 'querystring' | 'params' | 'headers' | string;
  /** Dotted path inside the location (`images.0.url`); empty for the location itself. */
  field: string;
  message: string;
}

/** Body of every error answer: 400 carries `details`, a 5xx the request id (its details are only in the log). */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  details?: ValidationDetail[];
  requestId?: string;
}
