import { ApiError, apiFetch } from '@manzil/api-client';
import { type AdminSession, PASSWORD_CHANGE_REQUIRED } from '@manzil/contracts';
import { create } from 'zustand';

/**
 * Where the admin token is kept (spec 6: "a token kept in browser storage"): `sessionStorage`, so it lives only
 * as long as the tab and is not shared with other tabs or left on the machine after the browser closes
 * (issue 22; ASVS 3.2.3). A token an older version left in `localStorage` is removed.
 */
export const TOKEN_KEY = 'manzil.adminToken';

export function storedToken(): string | null {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage may be disabled.
  }
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(TOKEN_KEY, token);
    else window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage may be disabled (private mode): the session then lasts for the page only.
  }
}

/** Why the login form shows: nothing special, the session ended on the server, or the admin logged out. */
export type LoginNotice = 'sessionEnded' | null;

export type SessionStatus = 'unknown' | 'verifying' | 'anonymous' | 'authenticated';

interface SessionState {
  status: SessionStatus;
  token: string | null;
  username: string | null;
  notice: LoginNotice;
  /** Checks the stored token with the server once per page (both exposed components share this store). */
  verify(): Promise<void>;
  signedIn(session: Pick<AdminSession, 'token' | 'username'>): void;
  /** A 401 in the middle of the session: forget the token and send the admin back to the login form. */
  expire(): void;
  logout(): Promise<void>;
}

let verifying: Promise<void> | null = null;

/**
 * The admin session, shared by `/admin` and the home-page panel: one token, one verification, and any 401
 * from an admin request ends the session everywhere on the page.
 */
export const useSession = create<SessionState>((set, get) => ({
  status: 'unknown',
  token: null,
  username: null,
  notice: null,
  verify() {
    if (get().status === 'authenticated' || get().status === 'anonymous') return Promise.resolve();
    verifying ??= (async () => {
      const token = storedToken();
      if (!token) {
        set({ status: 'anonymous', token: null });
        return;
      }
      set({ status: 'verifying' });
      const answer = await verifyToken(token);
      if (answer.valid) {
        set({ status: 'authenticated', token, username: answer.username });
      } else {
        // Spec 8: a token the server refuses is removed.
        storeToken(null);
        set({ status: 'anonymous', token: null, username: null });
      }
    })().finally(() => {
      verifying = null;
    });
    return verifying;
  },
  signedIn({ token, username }) {
    storeToken(token);
    set({ status: 'authenticated', token, username, notice: null });
  },
  expire() {
    if (get().status !== 'authenticated') return;
    storeToken(null);
    set({ status: 'anonymous', token: null, username: null, notice: 'sessionEnded' });
  },
  async logout() {
    const { token } = get();
    storeToken(null);
    set({ status: 'anonymous', token: null, username: null, notice: null });
    // Revoke it on the server too; the page forgets it whatever the answer.
    if (token) await apiFetch('POST /api/admin/auth/logout', { token }).catch(() => undefined);
  },
}));

/** Test helper: back to the state of a fresh page. */
export function resetSession(): void {
  verifying = null;
  useSession.setState({ status: 'unknown', token: null, username: null, notice: null });
}

/** POST /api/admin/auth/verify with the bearer token. A network failure counts as not verified. */
export async function verifyToken(token: string): Promise<{ valid: boolean; username: string | null }> {
  try {
    const answer = await apiFetch('POST /api/admin/auth/verify', { token });
    return { valid: true, username: answer?.username ?? null };
  } catch {
    return { valid: false, username: null };
  }
}

export type LoginResult =
  | { ok: true; token: string; username: string }
  /** `mustChange`: the password was right but generated at the first start; a new one must be chosen. */
  | { ok: false; reason: 'failed' | 'locked' | 'connection' | 'mustChange'; message?: string };

const messageOf = (error: ApiError) => error.problem?.message;

/** POST /api/admin/auth/login: the token, or the server's message on failure (spec 7 and 8). */
export async function login(username: string, password: string): Promise<LoginResult> {
  try {
    const body = await apiFetch('POST /api/admin/auth/login', { body: { username, password } });
    if (body?.token) return { ok: true, token: body.token, username: body.username ?? username };
    return { ok: false, reason: 'failed' };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 403 && error.problem?.error === PASSWORD_CHANGE_REQUIRED) {
        return { ok: false, reason: 'mustChange', message: messageOf(error) };
      }
      return { ok: false, reason: error.status === 429 ? 'locked' : 'failed', message: messageOf(error) };
    }
    return { ok: false, reason: 'connection' };
  }
}

export type ChangePasswordResult =
  | { ok: true; token: string; username: string }
  | { ok: false; reason: 'invalid' | 'rejected' | 'locked' | 'failed' | 'connection'; message?: string };

/**
 * POST /api/admin/auth/password: a new password, proving the current one (the first sign-in with a generated
 * password, or an admin changing theirs). Success answers a new session, as a login does.
 */
export async function changePassword(
  username: string,
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordResult> {
  try {
    const body = await apiFetch('POST /api/admin/auth/password', {
      body: { username, currentPassword, newPassword },
    });
    if (body?.token) return { ok: true, token: body.token, username: body.username ?? username };
    return { ok: false, reason: 'failed' };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, reason: 'connection' };
    const reason =
      error.status === 401
        ? 'invalid'
        : error.status === 400
          ? 'rejected'
          : error.status === 429
            ? 'locked'
            : 'failed';
    return { ok: false, reason, message: messageOf(error) };
  }
}
