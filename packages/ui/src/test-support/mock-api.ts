import { vi } from 'vitest';
import { jsonResponse } from '../testing.tsx';

type Handler = unknown | ((url: URL) => unknown | Response);

/**
 * Stubs `fetch` with answers by path (no MSW): `mockApi({ '/api/properties/search': body })`. A handler may be a
 * function of the URL, or answer a `Response` itself. The site content answers `{}` (its built-in defaults);
 * other unknown paths answer 404. Returns the mock, whose calls list the requested URLs.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[url.pathname] ?? (url.pathname === '/api/content/site' ? {} : undefined);
    if (handler === undefined) return new Response('', { status: 404, statusText: 'Not Found' });
    const body = typeof handler === 'function' ? (handler as (url: URL) => unknown)(url) : handler;
    return body instanceof Response ? body : jsonResponse(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetched for a path, as URL objects (to check their query). */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, pathname: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);
}
