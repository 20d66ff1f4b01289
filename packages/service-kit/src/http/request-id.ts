import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// An incoming id ends up in logs and response headers: accept only short, plain tokens.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps the caller's `x-request-id` (so one id follows a request through gateway and services), else a UUID. */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}
