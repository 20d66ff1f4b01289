import type { AdminEmirate, ContactEnquiryInput, PropertyInput, SearchResponse } from '@manzil/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminFetch, errorDescription, fieldErrors, SessionEndedError } from './admin.ts';
import { type ApiError, apiFetch, isApiError, toQueryString } from './fetch.ts';

function mockFetch(response: Response) {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fn);
  return fn;
}

function sent(fn: ReturnType<typeof mockFetch>) {
  const [url, init] = fn.mock.calls[0] ?? [];
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('always sends cookies and sends no body or content type on a GET', async () => {
    const fn = mockFetch(Response.json({ ok: 1 }));
    await expect(apiFetch('GET /api/properties/emirates')).resolves.toEqual({ ok: 1 });
    const { url, init, headers } = sent(fn);
    expect(url).toBe('/api/properties/emirates');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends a JSON body with the JSON content type when there is a body', async () => {
    const fn = mockFetch(Response.json({ id: 1 }));
    const enquiry = { firstName: 'Sara' } as ContactEnquiryInput;
    await apiFetch('POST /api/contact', { body: enquiry });
    const { init, headers } = sent(fn);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"firstName":"Sara"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.credentials).toBe('include');
  });

  it('sends form data as it is, letting the browser set the content type', async () => {
    const fn = mockFetch(Response.json({}));
    const form = new FormData();
    form.set('file', 'x');
    await apiFetch('POST /api/media/images', { body: form });
    const { init, headers } = sent(fn);
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('adds the bearer token for admin calls', async () => {
    const fn = mockFetch(Response.json([]));
    await apiFetch('GET /api/admin/emirates', { token: 'abc.def' });
    expect(sent(fn).headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('raises "{status}: {body}" with the status on a non-OK answer', async () => {
    mockFetch(new Response('{"message":"Property not found"}', { status: 404, statusText: 'Not Found' }));
    const error = await apiFetch('GET /api/properties/detail', { query: { id: 9 } }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).message).toBe('404: {"message":"Property not found"}');
    expect((error as ApiError).status).toBe(404);
  });

  it("keeps the server's Retry-After in seconds (a 429 says how long to wait)", async () => {
    mockFetch(new Response('{}', { status: 429, headers: { 'retry-after': '120' } }));
    const error = (await apiFetch('GET /api/search/status').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(120);
    mockFetch(new Response('', { status: 500 }));
    expect(
      ((await apiFetch('GET /api/search/status').catch((e: unknown) => e)) as ApiError).retryAfter,
    ).toBeUndefined();
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiFetch('GET /api/content/site')).rejects.toThrow('503: Service Unavailable');
  });

  it('returns text for non-JSON answers and undefined for 204', async () => {
    mockFetch(new Response('hello', { headers: { 'content-type': 'text/plain' } }));
    await expect(apiFetch('GET /api/search/status')).resolves.toBe('hello');
    const fn = mockFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('DELETE /api/admin/areas/:id', { params: { id: 4 } })).resolves.toBeUndefined();
    expect(sent(fn).url).toBe('/api/admin/areas/4');
    expect(sent(fn).init.method).toBe('DELETE');
  });
});

describe('routes', () => {
  it('fills the path parameters and the query string of the route', async () => {
    const fn = mockFetch(Response.json({ properties: [], total: 0, totalPages: 0 }));
    await apiFetch('GET /api/properties/search', {
      query: { listingType: 'sale', emirateId: 'all', page: 2 },
    });
    expect(sent(fn).url).toBe('/api/properties/search?listingType=sale&page=2');
    expect(sent(fn).init.method).toBe('GET');
    const put = mockFetch(Response.json({ id: 7 }));
    await apiFetch('PUT /api/admin/emirates/:id', {
      params: { id: 7 },
      body: { nameEn: 'Dubai', nameAr: 'دبي' },
      query: new URLSearchParams({ q: 'all' }),
    });
    expect(sent(put).url).toBe('/api/admin/emirates/7?q=all');
    expect(sent(put).init.method).toBe('PUT');
  });

  it('answers the type the contracts give the route, and refuses a misused route at compile time', async () => {
    mockFetch(Response.json({ properties: [], total: 0, totalPages: 0 }));
    const answer: SearchResponse = await apiFetch('GET /api/properties/search');
    expect(answer.total).toBe(0);
    mockFetch(Response.json([]));
    // @ts-expect-error the emirates list is not a search answer
    const wrong: SearchResponse = await apiFetch('GET /api/admin/emirates');
    expect(wrong).toEqual([]);
    const calls = [
      // @ts-expect-error a route the contracts do not have
      () => apiFetch('GET /api/nowhere'),
      // @ts-expect-error a POST of an emirate needs its body
      () => apiFetch('POST /api/admin/emirates'),
      // @ts-expect-error the body must be an emirate's input
      () => apiFetch('POST /api/admin/emirates', { body: { name: 'Dubai' } }),
      // @ts-expect-error the path parameter is required
      () => apiFetch('DELETE /api/admin/emirates/:id', {}),
      // @ts-expect-error a GET takes no body
      () => apiFetch('GET /api/admin/emirates', { body: { nameEn: 'x' } }),
    ];
    expect(calls).toHaveLength(5);
  });

  it('surfaces the error body of the contracts, with the fields a 400 names', async () => {
    const body = {
      error: 'validation',
      message: 'slug: already used',
      details: [{ location: 'body', field: 'slug', message: 'already used' }],
    };
    mockFetch(Response.json(body, { status: 400 }));
    const error = await apiFetch('POST /api/admin/emirates', { body: { nameEn: 'a', nameAr: 'b' } }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.problem).toEqual(body);
    expect(fieldErrors(error)).toEqual({ slug: 'already used' });
    expect(errorDescription(error)).toBe('slug: already used');
  });
});

describe('createAdminFetch', () => {
  const emirate = { id: 3, nameEn: 'Dubai' } as AdminEmirate;

  it('sends the bearer token of the session at each call and answers the body with the headers', async () => {
    let token = 'first.token';
    const admin = createAdminFetch({ token: () => token, onSessionEnded: vi.fn() });
    const fn = mockFetch(Response.json([emirate], { headers: { 'x-total-count': '41' } }));
    const answer = await admin('GET /api/admin/properties', { query: new URLSearchParams({ page: '2' }) });
    expect(sent(fn).url).toBe('/api/admin/properties?page=2');
    expect(sent(fn).headers.get('Authorization')).toBe('Bearer first.token');
    expect(sent(fn).init.credentials).toBe('include');
    expect(answer.headers.get('x-total-count')).toBe('41');
    token = 'second.token';
    const again = mockFetch(Response.json(emirate));
    await admin('PUT /api/admin/emirates/:id', {
      params: { id: 3 },
      body: { nameEn: 'Dubai', nameAr: 'دبي' },
    });
    expect(sent(again).headers.get('Authorization')).toBe('Bearer second.token');
    expect(sent(again).headers.get('Content-Type')).toBe('application/json');
  });

  it('signs out on a 401 and rejects with a SessionEndedError', async () => {
    const onSessionEnded = vi.fn();
    const admin = createAdminFetch({ token: () => 'old.token', onSessionEnded });
    mockFetch(Response.json({ error: 'unauthorized', message: 'Session expired.' }, { status: 401 }));
    const error = await admin('GET /api/admin/emirates').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionEndedError);
    expect(isApiError(error) && error.status).toBe(401);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('surfaces any other failure as an ApiError with its error body and field names, without signing out', async () => {
    const onSessionEnded = vi.fn();
    const admin = createAdminFetch({ token: () => 't', onSessionEnded });
    mockFetch(
      Response.json(
        {
          error: 'validation',
          message: 'body/images/0/url must match format "uri"',
          details: [{ location: 'body', field: 'images.0.url', message: 'must match format "uri"' }],
        },
        { status: 400 },
      ),
    );
    const error = await admin('POST /api/admin/properties', {
      body: {} as PropertyInput,
    }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(SessionEndedError);
    expect(fieldErrors(error)).toEqual({ images: 'must match format "uri"' });
    expect(errorDescription(error)).toBe('images.0.url: must match format "uri"');
    mockFetch(Response.json({ error: 'conflict', message: 'Dubai still has 3 area(s).' }, { status: 409 }));
    const conflict = await admin('DELETE /api/admin/emirates/:id', { params: { id: 3 } }).catch(
      (e: unknown) => e,
    );
    expect(fieldErrors(conflict)).toEqual({});
    expect(errorDescription(conflict)).toBe('Dubai still has 3 area(s).');
    expect(errorDescription(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('toQueryString', () => {
  it("omits empty and 'all' values", () => {
    expect(
      toQueryString({
        listingType: 'sale',
        location: '',
        emirateId: 'all',
        page: 1,
        bedrooms: 0,
        x: undefined,
      }),
    ).toBe('?listingType=sale&page=1&bedrooms=0');
    expect(toQueryString({})).toBe('');
  });
});
