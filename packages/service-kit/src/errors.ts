/**
 * Errors a route may throw. The one error handler (`http/error-handler.ts`) maps them to the status and body
 * of ARCHITECTURE section 7, so routes never build error responses by hand.
 */

import type { ErrorCode, ValidationDetail } from '@manzil/contracts';

// The error body's shape lives in the contracts, which the frontends read too.
export type { ErrorCode, ValidationDetail };

/** An expected failure whose message is safe to show to the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly details: ValidationDetail[] = [],
    options?: { cause?: unknown },
  ) {
    super(400, 'validation', message, options);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required.', options?: { cause?: unknown }) {
    super(401, 'unauthorized', message, options);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.', options?: { cause?: unknown }) {
    super(403, 'forbidden', message, options);
  }
}

/** The credentials are right, but the password must be changed first (a generated first password). */
export class PasswordChangeRequiredError extends AppError {
  constructor(message = 'Choose a new password to finish signing in.', options?: { cause?: unknown }) {
    super(403, 'password_change_required', message, options);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.', options?: { cause?: unknown }) {
    super(404, 'not_found', message, options);
  }
}

/** 410: what was here is no longer offered (a listing whose advertising permit has expired). */
export class GoneError extends AppError {
  constructor(message = 'This is no longer available.', options?: { cause?: unknown }) {
    super(410, 'gone', message, options);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(409, 'conflict', message, options);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'The request is too large.', options?: { cause?: unknown }) {
    super(413, 'payload_too_large', message, options);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'This content type is not supported.', options?: { cause?: unknown }) {
    super(415, 'unsupported_media_type', message, options);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please wait a moment and try again.',
    options?: { cause?: unknown },
  ) {
    super(429, 'too_many_requests', message, options);
  }
}

/**
 * A dependency is down or the service is shutting down. The message is shown to the caller (keep it generic);
 * the cause is only logged.
 */
export class ServiceUnavailableError extends AppError {
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message = 'This service is temporarily unavailable. Please try again shortly.',
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(503, 'service_unavailable', message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
