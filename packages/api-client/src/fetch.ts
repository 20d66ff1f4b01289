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
      const parsed = JSON.parse(this.body) as unknown;
      if (!parsed || typeof parsed !== 'object') return null;
      const body = parsed as Partial<ErrorBody>;
      if (typeof body.message !== 'string' && !Array.isArray(body.details)) return null;
      return body as ErrorBody;
    } catch {
      return null;
    }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Raised for a 401 on an admin call: the session ended on the server (logout elsewhere, idle, 12 hours). */
export class SessionEndedError extends ApiError {
  constructor(statusText: string, body: string) {
    super(401, statusText, body);
    this.name = 'SessionEndedError';
  }
}

/** The problems a 400 names, one per field (`details` of the error body); none for anything else. */
export function validationDetails(error: unknown): ValidationDetail[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const details = error.problem?.details;
  return Array.isArray(details) ? details.filter((detail) => detail && typeof detail === 'object') : [];
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
  const { path } = routeRequest(route, init.params);
  const { query } = init;
  if (!query) return path;
  if (query instanceof URLSearchParams) {
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  }
  return `${path}${toQueryString(query)}`;
}

/** Sends one call of `route`; a 401 raises `on401`'s error when given (the admin's SessionEndedError). */
export async function request<R extends ApiRoute>(
  route: R,
  init: RouteInit<R> = {} as RouteInit<R>,
  on401?: (statusText: string, body: string) => Error,
): Promise<ApiAnswer<R>> {
  const { body, token, query: _query, params: _params, headers: givenHeaders, ...rest } = init;
  const where = init as PathInit;
  const { method } = routeRequest(route, where.params);
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

  const response = await transport(routePath(route, where), {
    ...rest,
    method,
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
  return (await request(route, init)).data;
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
      return await request(
        route,
        { ...init, token: token() } as RouteInit<typeof route>,
        (statusText, body) => {
          return new SessionEndedError(statusText, body);
        },
      );
    } catch (error) {
      if (error instanceof SessionEndedError) onSessionEnded();
      throw error;
    }
  };
}
