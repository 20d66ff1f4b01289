import { useToastStore } from '@manzil/ui';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../auth/session.ts';
import AdminApp from '../exposed/AdminApp.tsx';
import HomeAdminPanel from '../exposed/HomeAdminPanel.tsx';
import { recordingFetch, signedIn } from '../test-support.ts';

const emirate = (id: number, nameEn: string, nameAr: string, enabled = true) => ({
  id,
  nameEn,
  nameAr,
  slug: nameEn.toLowerCase().replace(/\s+/g, '-'),
  enabled,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch that answers verify for the stored token and routes the rest to `handler`. */
function server(handler: Handler) {
  return recordingFetch((url, init) => {
    if (url === '/api/admin/auth/verify') {
      return jsonResponse({
        valid: true,
        username: 'admin',
        expiresAt: '2030-01-01T00:00:00Z',
        idleTimeoutSeconds: 1800,
      });
    }
    return handler(url, init);
  });
}

beforeEach(signedIn);
afterEach(() => vi.unstubAllGlobals());

describe('admin panel', { timeout: 20_000 }, () => {
  it('lists emirates with their state, creates one with the bearer token and refreshes the list', async () => {
    const emirates = [emirate(1, 'Abu Dhabi', 'أبوظبي'), emirate(2, 'Fujairah', 'الفجيرة', false)];
    const calls = server(async (url, init) => {
      if (url === '/api/admin/emirates' && init.method === 'POST') {
        const created = emirate(3, 'Ajman', 'عجمان');
        emirates.push(created);
        return jsonResponse(created, 201);
      }
      if (url === '/api/admin/emirates') return jsonResponse(emirates);
      return jsonResponse([]);
    });
    renderWithProviders(<AdminApp />, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin panel' })).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: 'Fujairah' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Disabled')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add emirate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add emirate' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Ajman' } });
    fireEvent.change(within(dialog).getByLabelText('Name (Arabic)'), { target: { value: 'عجمان' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('rowheader', { name: 'Ajman' })).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/admin/emirates');
    expect(post).toMatchObject({ auth: 'Bearer good.token', body: { nameEn: 'Ajman', nameAr: 'عجمان' } });
  });

  it('deletes an emirate after confirming, and keeps the focus in the tab (on Add) once its row is gone', async () => {
    let emirates = [emirate(1, 'Abu Dhabi', 'أبوظبي'), emirate(2, 'Ajman', 'عجمان')];
    server(async (url, init) => {
      if (url === '/api/admin/emirates/2' && init.method === 'DELETE') {
        emirates = emirates.filter((entry) => entry.id !== 2);
        return new Response(null, { status: 204 });
      }
      if (url === '/api/admin/emirates') return jsonResponse(emirates);
      return jsonResponse([]);
    });
    renderWithProviders(<AdminApp />, { route: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ajman' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete emirate?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Ajman' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add emirate' })),
    );
  });

  it("shows the server's reason when a delete is refused", async () => {
    server(async (url, init) => {
      if (init.method === 'DELETE') {
        return jsonResponse({ message: 'Abu Dhabi still has 12 area(s).' }, 409);
      }
      if (url === '/api/admin/emirates') return jsonResponse([emirate(1, 'Abu Dhabi', 'أبوظبي')]);
      return jsonResponse([]);
    });
    renderWithProviders(<AdminApp />, { route: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Abu Dhabi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete emirate?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Failed to delete emirate',
        description: 'Abu Dhabi still has 12 area(s).',
        tone: 'error',
      }),
    );
  });

  it('returns to the login with a message when the session ends mid-way (401)', async () => {
    server(async () => jsonResponse({ message: 'Session expired' }, 401));
    renderWithProviders(<AdminApp />, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeTruthy();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logs out: the token is removed here and revoked on the server', async () => {
    const calls = server(async () => jsonResponse([]));
    renderWithProviders(<AdminApp />, { route: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeTruthy();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() =>
      expect(
        calls.some((call) => call.url === '/api/admin/auth/logout' && call.auth === 'Bearer good.token'),
      ).toBe(true),
    );
  });
});

describe('home-page admin panel', { timeout: 20_000 }, () => {
  it('asks for the server login when there is no session', async () => {
    window.sessionStorage.clear();
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<HomeAdminPanel />, { route: '/?admin=true' });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('edits a content section as JSON and refuses invalid JSON', async () => {
    const content = {
      hero: { title: 'Find your home', subtitle: 'In Abu Dhabi' },
    };
    const calls = server(async (url, init) => {
      if (url === '/api/content/site' && init.method === 'PUT') return jsonResponse(content);
      if (url === '/api/content/site') return jsonResponse(content);
      return jsonResponse([]);
    });
    renderWithProviders(<HomeAdminPanel visible />, { route: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hero' });
    const editor = within(dialog).getByLabelText('Hero (JSON)') as HTMLTextAreaElement;
    expect(JSON.parse(editor.value)).toMatchObject({ title: 'Find your home' });
    fireEvent.change(editor, { target: { value: '{ "title": ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save & Update Website' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Invalid JSON format. Please check your content.',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(editor, { target: { value: '{ "title": "New homes", "subtitle": "Abu Dhabi" }' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save & Update Website' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      auth: 'Bearer good.token',
      body: { hero: { title: 'New homes', subtitle: 'Abu Dhabi' } },
    });
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ title: 'Content Updated', tone: 'success' }),
    );
  });
});
