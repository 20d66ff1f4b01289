import { createHash } from 'node:crypto';
import { ServiceUnavailableError } from '../errors.ts';
import type { RevocationCheck } from '../ports/tokens.ts';

export interface RemoteSessionCheckOptions {
  /** How long an answer is reused for the same token (default 10 s): a logout is seen everywhere within it. */
  cacheMs?: number;
  /** Time to wait for the auth service (default 3 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

const VERIFY_PATH = '/api/admin/auth/verify';
const MAX_ENTRIES = 5_000;

/**
 * The session check of a service running in its own process (distributed mode): the token's signature is
 * checked locally, then the auth service is asked whether its session is still alive (not logged out, not idle
 * for 30 minutes, not past 12 hours) with `POST /api/admin/auth/verify`, which also restarts the idle timer.
 * Answers are cached per token for a few seconds. When auth cannot answer, admin requests get a 503 (never
 * let through unchecked). In embedded mode the auth plugin installs its own in-process check instead.
 */
export function remoteSessionCheck(
  authBaseUrl: string,
  options: RemoteSessionCheckOptions = {},
): RevocationCheck {
  const cacheMs = options.cacheMs ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { revoked: boolean; until: number }>();
  const url = `${authBaseUrl.replace(/\/+$/, '')}${VERIFY_PATH}`;

  return async (_sid, token) => {
    const key = createHash('sha256').update(token).digest('base64url');
    const cached = cache.get(key);
    const at = now();
    if (cached && cached.until > at) return cached.revoked;

    let status: number;
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      throw new ServiceUnavailableError(
        'Your sign-in could not be checked right now. Please try again shortly.',
        {
          cause: error,
          retryAfterSeconds: 5,
        },
      );
    }
    if (status !== 200 && status !== 401) {
      throw new ServiceUnavailableError(
        'Your sign-in could not be checked right now. Please try again shortly.',
        {
          cause: new Error(`${url} answered ${status}`),
          retryAfterSeconds: 5,
        },
      );
    }
    const revoked = status === 401;
    if (cache.size >= MAX_ENTRIES) {
      for (const [entryKey, entry] of cache) if (entry.until <= at) cache.delete(entryKey);
      if (cache.size >= MAX_ENTRIES) cache.clear();
    }
    cache.set(key, { revoked, until: at + cacheMs });
    return revoked;
  };
}
