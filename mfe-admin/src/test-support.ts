import { useToastStore } from '@manzil/ui';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSession, TOKEN_KEY } from './auth/session.ts';

/** A request the admin made, as the fake server saw it. */
export interface RecordedCall {
  url: string;
  method: string;
  auth: string | null;
  body: unknown;
}

/** Replaces `fetch` with `handler`, recording every call (its JSON body parsed). */
export function recordingFetch(
  handler: (url: string, init: RequestInit) => Response | Promise<Response>,
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({
        url,
        method: init.method ?? 'GET',
        auth: new Headers(init.headers).get('Authorization'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return handler(url, init);
    }),
  );
  return calls;
}

/** A tab with a stored admin token (`good.token`) and no toast showing, as after signing in. */
export function signedIn(): void {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(TOKEN_KEY, 'good.token');
  resetSession();
  useToastStore.getState().dismiss();
}

/**
 * Each test of the file starts signed in, with the console's error log silenced (the failures the tests cause
 * are logged), and ends with `fetch` and the spies restored.
 */
export function signedInForEachTest(): void {
  beforeEach(() => {
    signedIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
