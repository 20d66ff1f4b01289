import { describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '../errors.ts';
import { remoteSessionCheck } from './remote-session-check.ts';

function fakeAuth(statuses: number[]) {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
    const status = statuses.shift() ?? 500;
    if (status === 0) throw new TypeError('fetch failed');
    return new Response(status === 200 ? '{"valid":true}' : '{}', { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('remote session check (distributed mode)', () => {
  it("asks the auth service's verify endpoint with the bearer and caches the answer briefly", async () => {
    let now = 0;
    const auth = fakeAuth([200, 401]);
    const check = remoteSessionCheck('http://auth:4105/', {
      fetch: auth.fetch,
      now: () => now,
      cacheMs: 10_000,
    });
    expect(await check('s1', 'token-a')).toBe(false);
    expect(await check('s1', 'token-a')).toBe(false);
    expect(auth.calls).toEqual([
      { url: 'http://auth:4105/api/admin/auth/verify', authorization: 'Bearer token-a' },
    ]);
    now = 10_001; // cache over: the session was logged out meanwhile
    expect(await check('s1', 'token-a')).toBe(true);
    expect(auth.calls).toHaveLength(2);
  });

  it('refuses with 503 (never lets through) when auth cannot answer', async () => {
    const down = remoteSessionCheck('http://auth:4105', { fetch: fakeAuth([0]).fetch });
    await expect(down('s1', 't')).rejects.toBeInstanceOf(ServiceUnavailableError);
    const failing = remoteSessionCheck('http://auth:4105', { fetch: fakeAuth([502]).fetch });
    await expect(failing('s1', 't')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
