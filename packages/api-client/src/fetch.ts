import {
  type ApiRoute,
  type ErrorBody,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  routeRequest,
  type ValidationDetail,
} from '@manzil/contracts';

/**
 * The one way the frontends call the API (spec 7): cookies always sent; a JSON body and JSON content type
 * only when there is a body; a non-OK answer becomes an `ApiError` whose message is
 * `'{status}: {body text or status text}'` and which carries the status and the error body of the contracts.
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

  /** The error body (ARCHITECTURE section 7: `{ error, message, details? }`), or null when the answer had none. */
  get problem(): ErrorBody | null {
    try {
      const body = JSON.parse(this.body) as ErrorBody | null;
      return body && typeof body === 'object' ? body : null;
    } catch {
      return null;
    }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The problems a 400 names, one per field (`details` of the error body); none for anything else. */
export function validationDetails(error: unknown): ValidationDetail[] {
  const details = isApiError(error) && error.status === 400 && error.problem?.details;
  return Array.isArray(details) ? details : [];
}

type QueryValue = string | number | boolean | null | undefined;

/** Builds a query string, leaving out empty values and 'all' (spec 2: "Empty or 'all' values are omitted"). */
export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === 'all') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type HasBody<R extends ApiRoute> = [RouteBody<R>] extends [never] ? false : true;
type HasParams<R extends ApiRoute> = [keyof RouteParams<R>] extends [never] ? false : true;

/** What a call of route `R` may give: its body and path parameters are required when the route has them. */
export type RouteInit<R extends ApiRoute> = Omit<RequestInit, 'body' | 'method'> & {
  /** The query string: a record (empty and 'all' values left out, see toQueryString) or the exact parameters. */
  query?: Record<string, QueryValue> | URLSearchParams;
  /** Bearer token for admin calls (spec 7: every admin request other than login carries it). */
  token?: string | null;
} & (HasBody<R> extends true ? { body: RouteBody<R> } : { body?: never }) &
  (HasParams<R> extends true ? { params: RouteParams<R> } : { params?: never });

/** The init argument: required when the route has a body or path parameters, optional otherwise. */
export type RouteArgs<R extends ApiRoute> =
  HasBody<R> extends true
    ? [init: RouteInit<R>]
    : HasParams<R> extends true
      ? [init: RouteInit<R>]
      : [init?: RouteInit<R>];

export interface ApiAnswer<R extends ApiRoute> {
  data: RouteAnswer<R>;
  headers: Headers;
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

interface PathInit {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue> | URLSearchParams;
}

/** The path a call of `route` requests: its parameters filled in, then the query string. */
export function routePath(route: ApiRoute, init: PathInit = {}): string {
  const { query = {} } = init;
  const search = query instanceof URLSearchParams ? `?${query}`.replace(/^\?$/, '') : toQueryString(query);
  return routeRequest(route, init.params).path + search;
}

/** Sends one call of `route`, answering the body and the headers; a 401 raises `on401`'s error when given. */
export async function apiRequest<R extends ApiRoute>(
  route: R,
  init: RouteInit<R> = {} as RouteInit<R>,
  on401?: (statusText: string, body: string) => Error,
): Promise<ApiAnswer<R>> {
  const { body, token, query: _query, params: _params, headers: givenHeaders, ...rest } = init;
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

  const response = await transport(routePath(route, init as PathInit), {
    ...rest,
    method: route.split(' ')[0],
    headers,
    body: requestBody,
    credentials: 'include',
  });

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    if (response.status === 401 && on401) throw on401(response.statusText, text);
    const wait = Number(response.headers.get('retry-after') || Number.NaN);
    throw new ApiError(response.status, response.statusText, text, wait >= 0 ? wait : undefined);
  }
  let data: unknown;
  if (response.status !== 204) {
    const type = response.headers.get('content-type') ?? '';
    data = type.includes('json') ? await response.json() : await response.text();
  }
  return { data: data as RouteAnswer<R>, headers: response.headers };
}

/**
 * Calls a route of the API (`'GET /api/properties/search'`, `'PUT /api/admin/emirates/:id'`...) and answers what
 * the contracts say it answers: the caller names the route, never the type.
 */
export async function apiFetch<R extends ApiRoute>(
  route: R,
  ...[init]: RouteArgs<R>
): Promise<RouteAnswer<R>> {
  return (await apiRequest(route, init)).data;
}
