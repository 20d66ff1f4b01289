import { vi } from 'vitest';

/**
 * The site's API does not answer in these tests (every request gets 503): pages show the site content's built-in
 * copy. The warnings and errors that logs are expected, and kept out of the test output.
 */
export function withoutTheApi(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
}
