import { PASSWORD_CHANGE_REQUIRED } from '@manzil/contracts';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, useSession } from '../auth/session.ts';
import AdminApp from '../exposed/AdminApp.tsx';
import { ChangePasswordDialog } from '../panel/ChangePasswordDialog.tsx';
import { OverviewTab } from '../panel/OverviewTab.tsx';

beforeEach(() => {
  window.sessionStorage.clear();
  resetSession();
});
afterEach(() => vi.unstubAllGlobals());

const GENERATED = 'Gx7kPq2mWz9RtY4nHb8cVd3s';
const CHOSEN = 'our-own-Long-passphrase';

/** The server: the generated password must be changed; the change answers a session. */
function server() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (url === '/api/admin/auth/login') {
      return jsonResponse(
        { error: PASSWORD_CHANGE_REQUIRED, message: 'Choose a new password to finish signing in.' },
        403,
      );
    }
    if (url === '/api/admin/auth/password') {
      expect(body).toEqual({ username: 'admin', currentPassword: GENERATED, newPassword: CHOSEN });
      return jsonResponse({ token: 'new.session', username: 'admin' });
    }
    return jsonResponse({ message: 'unexpected' }, 500);
  });
}

async function signInWithGenerated(lang: 'en' | 'ar' = 'en') {
  renderWithProviders(<AdminApp />, { route: lang === 'ar' ? '/ar/admin' : '/admin' });
  await screen.findByRole('heading', { level: 1 });
  fireEvent.change(screen.getByLabelText(lang === 'ar' ? 'اسم المستخدم' : 'Username'), {
    target: { value: 'admin' },
  });
  fireEvent.change(screen.getByLabelText(lang === 'ar' ? 'كلمة المرور' : 'Password'), {
    target: { value: GENERATED },
  });
  fireEvent.click(screen.getByRole('button', { name: lang === 'ar' ? 'تسجيل الدخول' : 'Sign in' }));
}

describe('the first sign-in with a generated password', { timeout: 20_000 }, () => {
  it('asks for a new password, checks it with the server rules, then signs in', async () => {
    const fetchMock = server();
    vi.stubGlobal('fetch', fetchMock);
    await signInWithGenerated();
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();

    const next = screen.getByLabelText('New password');
    const again = screen.getByLabelText('Type the new password again');
    const save = screen.getByRole('button', { name: 'Save and sign in' });
    fireEvent.change(next, { target: { value: 'Password2024!' } });
    fireEvent.change(again, { target: { value: 'Password2024!' } });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password is too common or too easy to guess.',
    );
    fireEvent.change(next, { target: { value: CHOSEN } });
    fireEvent.change(again, { target: { value: `${CHOSEN}x` } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The two passwords differ.'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/auth/login']);

    fireEvent.change(again, { target: { value: CHOSEN } });
    fireEvent.click(save);
    expect(await screen.findByRole('heading', { name: 'Admin panel' })).toBeTruthy();
    expect(useSession.getState().token).toBe('new.session');
  });

  it('speaks Arabic on an Arabic page', async () => {
    vi.stubGlobal('fetch', server());
    await signInWithGenerated('ar');
    expect(await screen.findByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('كلمة المرور الجديدة'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ وتسجيل الدخول' }));
    expect((await screen.findByRole('alert')).textContent).toBe('يجب ألا تقل كلمة المرور عن 12 حرفاً.');
  });
});

describe('the overview', { timeout: 20_000 }, () => {
  it('warns when an account is under a password-guessing attack', async () => {
    useSession.setState({ status: 'authenticated', token: 'a.token', username: 'admin' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/admin/auth/alerts'
          ? jsonResponse({
              windowSeconds: 900,
              accounts: [
                {
                  username: 'admin',
                  knownAccount: true,
                  failures: 42,
                  clients: 17,
                  firstAt: '2026-11-26T09:00:00.000Z',
                  lastAt: '2026-11-26T09:10:00.000Z',
                },
              ],
            })
          : jsonResponse([]),
      ),
    );
    renderWithProviders(<OverviewTab onAction={() => undefined} />, { route: '/admin' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sign-in attack in progress');
    expect(alert.textContent).toContain('42 failed sign-ins for the account');
    expect(alert.textContent).toContain('from 17 clients in the last 15 minutes');
  });
});

describe('a signed-in admin changing their password', { timeout: 20_000 }, () => {
  it('needs the current password; the new session replaces the token and the dialog closes', async () => {
    useSession.setState({ status: 'authenticated', token: 'old.token', username: 'admin' });
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      return body.currentPassword === 'the-current-one'
        ? jsonResponse({ token: 'fresh.token', username: 'admin' })
        : jsonResponse({ error: 'unauthorized', message: 'Invalid username or password.' }, 401);
    });
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderWithProviders(<ChangePasswordDialog onClose={onClose} />, { route: '/admin' });
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'not-it' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: CHOSEN } });
    fireEvent.change(screen.getByLabelText('Type the new password again'), { target: { value: CHOSEN } });
    const save = screen.getAllByRole('button', { name: 'Change password' }).at(-1) as HTMLElement;
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password.');
    expect(useSession.getState().token).toBe('old.token');

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'the-current-one' } });
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(useSession.getState().token).toBe('fresh.token');
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('/api/admin/auth/password');
    expect(JSON.parse(String(init.body))).toEqual({
      username: 'admin',
      currentPassword: 'the-current-one',
      newPassword: CHOSEN,
    });
  });
});
