// Test helpers for the server renderers (`@manzil/ui/server-testing`), for tests in the Node environment
// (`// @vitest-environment node`): the gateway's fetch as a stub, what it was asked, and a global fetch that fails
// the test, since a server-drawn page must read the API only through the fetch it is given.
import { resetSiteContentCache } from '@manzil/api-client';
import type { ServerFetch } from '@manzil/contracts/server-render';
import { afterEach, beforeEach, vi } from 'vitest';

/** An answer by path: a JSON body, a `Response`, or a function of the URL giving either. */
export type GatewayRoute = unknown | ((url: URL) => unknown);

/** The gateway's fetch: JSON (or the `Response`) of the route of each path, 404 for any other path. */
export function gatewayFetch(routes: Record<string, GatewayRoute>) {
  return vi.fn<ServerFetch>(async (path) => {
    const url = new URL(path, 'http://gateway');
    const route = routes[url.pathname];
    if (route === undefined) return new Response('', { status: 404, statusText: 'Not Found' });
    const body = typeof route === 'function' ? (route as (url: URL) => unknown)(url) : route;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The URLs a gateway fetch stub was asked for, in order. */
export const requestedUrls = (fetch: ReturnType<typeof gatewayFetch>): URL[] =>
  fetch.mock.calls.map(([path]) => new URL(path, 'http://gateway'));

/** Every `href` in drawn HTML, in order. */
export const hrefsOf = (html: string): string[] =>
  [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href ?? '');

/** The query keys of a drawn page's dehydrated queries. */
export const queryKeysOf = (queries: unknown[]): unknown[][] =>
  queries.map((query) => (query as { queryKey: unknown[] }).queryKey);

/**
 * Before each test: an empty site-content cache and a global `fetch` that throws ("global fetch used"); after
 * each: the real globals and mocks back.
 */
export function forbidGlobalFetch(): void {
  beforeEach(() => {
    resetSiteContentCache();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new Error('global fetch used');
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
