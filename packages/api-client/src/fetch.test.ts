import { afterEach, describe, expect, it, vi } from 'vitest';
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
    await expect(apiFetch('/api/properties/emirates')).resolves.toEqual({ ok: 1 });
    const { url, init, headers } = sent(fn);
    expect(url).toBe('/api/properties/emirates');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends a JSON body with the JSON content type when there is a body', async () => {
    const fn = mockFetch(Response.json({ id: 1 }));
    await apiFetch('/api/contact', { method: 'POST', body: { firstName: 'Sara' } });
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
    await apiFetch('/api/media', { method: 'POST', body: form });
    const { init, headers } = sent(fn);
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('adds the bearer token for admin calls', async () => {
    const fn = mockFetch(Response.json([]));
    await apiFetch('/api/admin/emirates', { token: 'abc.def' });
    expect(sent(fn).headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('raises "{status}: {body}" with the status on a non-OK answer', async () => {
    mockFetch(new Response('{"message":"Property not found"}', { status: 404, statusText: 'Not Found' }));
    const error = await apiFetch('/api/properties/detail?id=9').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).message).toBe('404: {"message":"Property not found"}');
    expect((error as ApiError).status).toBe(404);
  });

  it("keeps the server's Retry-After in seconds (a 429 says how long to wait)", async () => {
    mockFetch(new Response('{}', { status: 429, headers: { 'retry-after': '120' } }));
    const error = (await apiFetch('/api/alerts', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(120);
    mockFetch(new Response('', { status: 500 }));
    expect(((await apiFetch('/x').catch((e: unknown) => e)) as ApiError).retryAfter).toBeUndefined();
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiFetch('/api/content/site')).rejects.toThrow('503: Service Unavailable');
  });

  it('resolves a 401 to null only when asked', async () => {
    mockFetch(new Response('no', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiFetch('/api/admin/auth/verify', { on401: 'null' })).resolves.toBeNull();
    mockFetch(new Response('no', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiFetch('/api/admin/auth/verify')).rejects.toMatchObject({
      status: 401,
      message: '401: no',
    });
  });

  it('returns text for non-JSON answers and undefined for 204', async () => {
    mockFetch(new Response('hello', { headers: { 'content-type': 'text/plain' } }));
    await expect(apiFetch('/x')).resolves.toBe('hello');
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/x', { method: 'DELETE' })).resolves.toBeUndefined();
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
