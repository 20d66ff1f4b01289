import type { ErrorBody } from '@manzil/contracts';
import {
  AppError,
  type ErrorCode,
  INTERNAL_ERROR_MESSAGE,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '../errors.ts';
import { type SchemaError, toValidationDetails, validationMessage } from './validation-message.ts';

/** Body of every error answer (ARCHITECTURE section 7), as the contracts define it. */
export type { ErrorBody };

export interface ErrorResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: ErrorBody;
  /** 5xx: log at error level with the stack; 4xx: an expected outcome, log briefly. */
  severity: 'error' | 'info';
}

const CODES_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  410: 'gone',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** Messages for the 4xx errors Fastify itself raises; its own wording is written for developers. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object or no content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

interface FastifyLikeError {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
  validation?: SchemaError[];
  validationContext?: string;
}

function internal(statusCode: number, requestId: string): ErrorResponse {
  return {
    statusCode,
    headers: {},
    body: { error: 'internal', message: INTERNAL_ERROR_MESSAGE, requestId },
    severity: 'error',
  };
}

// Connection-level failures of a database (server restarting, network cut, pool exhausted): the request may
// succeed shortly, so the caller gets 503 with Retry-After rather than a 500.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  'P1001', // Prisma: can't reach database server
  'P1002',
  'P1017', // Prisma: server has closed the connection
  'P2024', // Prisma: timed out fetching a connection from the pool
]);
const UNAVAILABLE_MESSAGES =
  /connection terminated|connection refused|server closed the connection|timeout exceeded when trying to connect|can't reach database server|connect ECONNREFUSED|DatabaseNotReachable|Client has encountered a connection error/i;

/** Whether `error` (or what caused it) says a dependency's connection is down, rather than a bug. */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, kind } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    kind?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof kind === 'string' && /^(DatabaseNotReachable|ConnectionClosed|SocketTimeout)$/.test(kind))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isConnectionFailure(cause, depth + 1);
}

/** Maps anything thrown in a request to the status, headers and body the caller sees. */
export function toErrorResponse(error: unknown, requestId: string): ErrorResponse {
  if (!(error instanceof AppError) && isConnectionFailure(error)) {
    return toErrorResponse(new ServiceUnavailableError(undefined, { retryAfterSeconds: 5 }), requestId);
  }
  if (error instanceof ServiceUnavailableError) {
    return {
      statusCode: 503,
      headers: error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {},
      body: { error: error.code, message: error.message, requestId },
      severity: 'error',
    };
  }
  if (error instanceof ValidationError) {
    return {
      statusCode: 400,
      headers: {},
      body: { error: 'validation', message: error.message, details: error.details },
      severity: 'info',
    };
  }
  if (error instanceof AppError) {
    if (error.statusCode >= 500) return internal(error.statusCode, requestId);
    const headers: Record<string, string> =
      error instanceof TooManyRequestsError
        ? { 'retry-after': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) }
        : {};
    return {
      statusCode: error.statusCode,
      headers,
      body: { error: error.code, message: error.message },
      severity: 'info',
    };
  }

  const candidate = (error ?? {}) as FastifyLikeError;
  if (Array.isArray(candidate.validation)) {
    const details = toValidationDetails(candidate.validation, candidate.validationContext ?? 'body');
    return {
      statusCode: 400,
      headers: {},
      body: { error: 'validation', message: validationMessage(details), details },
      severity: 'info',
    };
  }
  const status = typeof candidate.statusCode === 'number' ? candidate.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = CODES_BY_STATUS[status] ?? 'bad_request';
    const known = typeof candidate.code === 'string' ? FASTIFY_MESSAGES[candidate.code] : undefined;
    const message = known ?? (typeof candidate.message === 'string' ? candidate.message : 'Bad request.');
    const body: ErrorBody = { error: code, message };
    if (code === 'validation') body.details = [];
    return { statusCode: status, headers: {}, body, severity: 'info' };
  }
  return internal(status >= 500 && status < 600 ? status : 500, requestId);
}
