/**
 * The one way the frontends call the API (spec 7): cookies always sent; a JSON body and JSON content type
 * only when there is a body; a non-OK answer becomes an `ApiError` whose message is
 * `'{status}: {body text or status text}'` and which carries the status.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The response body as text ('' when empty). */
  readonly body: string;
  /** Seconds the server asks to wait before trying again (its `Retry-After` on a 429 or 503), when it says. */
  readonly retryAfter: number | undefined;

  constructor(status: number, statusText: string, body: string, retryAfter?: number) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** A value sent as JSON; FormData, Blob and URLSearchParams are sent as they are (uploads). */
  body?: unknown;
  /** Bearer token for admin calls (spec 7: every admin request other than login carries it). */
  token?: string | null;
  /** 'null' resolves a 401 to null instead of throwing (spec 7: "the default fetch may treat 401 as null"). */
  on401?: 'throw' | 'null';
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

/** How requests leave: the browser's fetch, or the gateway's own answers while a page is rendered on the server. */
let transport: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init);

/**
 * Where apiFetch sends its requests. A server renderer (dist-server/render.mjs) has no origin for `/api/...`, so the
 * gateway gives it a fetch that answers from the site itself. Browser code never calls this.
 */
export function setApiTransport(next: (path: string, init: RequestInit) => Promise<Response>): void {
  transport = next;
}

/** A request through the current transport, for the package's own calls that need the raw response. */
export function sendRequest(path: string, init: RequestInit): Promise<Response> {
  return transport(path, init);
}

export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, token, on401 = 'throw', headers: givenHeaders, ...rest } = init;
  const headers = new Headers(givenHeaders);
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      headers.set('Content-Type', 'application/json');
      requestBody = JSON.stringify(body);
    }
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await transport(path, { ...rest, headers, body: requestBody, credentials: 'include' });

  if (response.status === 401 && on401 === 'null') return null as T;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const wait = Number(response.headers.get('retry-after') || Number.NaN);
    throw new ApiError(response.status, response.statusText, text, wait >= 0 ? wait : undefined);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return (await response.json()) as T;
  return (await response.text()) as T;
}

/** Builds a query string, leaving out empty values and 'all' (spec 2: "Empty or 'all' values are omitted"). */
export function toQueryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === 'all') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
