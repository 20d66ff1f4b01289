import { LOGIN_FAILED_MESSAGE } from '@manzil/contracts';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, TOKEN_KEY } from '../auth/session.ts';
import AdminApp from './AdminApp.tsx';
import HomeAdminPanel from './HomeAdminPanel.tsx';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminApp', { timeout: 20_000 }, () => {
  it('shows Verifying authentication... while a stored token is checked, then the login form', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'stored');
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithProviders(<AdminApp />, { route: '/admin' });
    expect((await screen.findAllByText('Verifying authentication...')).length).toBeGreaterThan(0);
    answer(jsonResponse({ message: 'Invalid token' }, 401));
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('shows the login form at once when no token is stored', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminApp />, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes a stored token the server rejects', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'expired');
    const fetchMock = vi.fn(async () => jsonResponse({ message: 'Invalid token' }, 401));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminApp />, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/auth/verify');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer expired');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logs in, keeps the token and shows the panel', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ token: 'signed.jwt' })),
    );
    renderWithProviders(<AdminApp />, { route: '/admin' });
    await screen.findByRole('heading', { name: 'Admin login' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admin panel' })).toBeTruthy();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('signed.jwt');
    // Not in localStorage, which outlives the tab and is shared by every tab of the site (issue 22).
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('does not use a token left in localStorage by an older version, and removes it', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'old.token');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminApp />, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("shows the server's message when the login is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Account disabled' }, 401)),
    );
    renderWithProviders(<AdminApp />, { route: '/admin' });
    await screen.findByRole('heading', { name: 'Admin login' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Account disabled'));
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('says Connection error when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithProviders(<AdminApp />, { route: '/admin' });
    await screen.findByRole('heading', { name: 'Admin login' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Connection error. Please try again.'),
    );
  });

  it('in Arabic: requires both fields and translates the refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: LOGIN_FAILED_MESSAGE }, 401)),
    );
    renderWithProviders(<AdminApp />, { route: '/ar/admin' });
    await screen.findByRole('heading', { name: 'دخول المشرف' });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(screen.getByRole('alert').textContent).toBe('يرجى إدخال اسم المستخدم وكلمة المرور.');
    fireEvent.change(screen.getByLabelText('اسم المستخدم'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('كلمة المرور'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('اسم المستخدم أو كلمة المرور غير صحيحة.'),
    );
  });
});

describe('HomeAdminPanel', () => {
  it('stays hidden unless admin=true', () => {
    const { unmount } = renderWithProviders(<HomeAdminPanel />, { route: '/' });
    expect(screen.queryByRole('heading', { name: 'Admin Access Required' })).toBeNull();
    unmount();
    renderWithProviders(<HomeAdminPanel />, { route: '/?admin=true' });
    expect(screen.getByRole('heading', { name: 'Admin Access Required' })).toBeTruthy();
  });
});
