import { ApiError, apiFetch } from '@manzil/api-client';

/** Where the admin token is kept between visits (spec 6: "a token kept in browser storage"). */
export const TOKEN_KEY = 'manzil.adminToken';

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(TOKEN_KEY, token);
    else window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage may be disabled (private mode): the session then lasts for the page only.
  }
}

/** POST /api/admin/auth/verify with the bearer token: true when the server accepts it. */
export async function verifyToken(token: string): Promise<boolean> {
  try {
    await apiFetch('/api/admin/auth/verify', { method: 'POST', token });
    return true;
  } catch {
    return false;
  }
}

export type LoginResult =
  | { ok: true; token: string }
  | { ok: false; reason: 'failed' | 'connection'; message?: string };

/** POST /api/admin/auth/login: the token, or the server's message on failure (spec 7 and 8). */
export async function login(username: string, password: string): Promise<LoginResult> {
  try {
    const body = await apiFetch<{ token?: string; message?: string }>('/api/admin/auth/login', {
      method: 'POST',
      body: { username, password },
    });
    if (body?.token) return { ok: true, token: body.token };
    return { ok: false, reason: 'failed', message: body?.message };
  } catch (error) {
    if (error instanceof ApiError) {
      let message: string | undefined;
      try {
        message = (JSON.parse(error.body) as { message?: string }).message;
      } catch {
        message = undefined;
      }
      return { ok: false, reason: 'failed', message };
    }
    return { ok: false, reason: 'connection' };
  }
}
