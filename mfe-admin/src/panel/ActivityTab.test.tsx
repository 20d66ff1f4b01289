import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, TOKEN_KEY } from '../auth/session.ts';
import AdminApp from '../exposed/AdminApp.tsx';

const entries = [
  {
    id: 'b',
    at: '2026-11-26T10:05:00.000Z',
    service: 'catalog',
    username: 'sara',
    action: 'update',
    kind: 'listing',
    targetId: '12',
    client: '203.0.113.9',
    requestId: 'r2',
  },
  {
    id: 'a',
    at: '2026-11-26T10:00:00.000Z',
    service: 'auth',
    username: 'sara',
    action: 'sign-in',
    kind: 'session',
    targetId: null,
    client: '203.0.113.9',
    requestId: 'r1',
  },
];

function server() {
  const urls: string[] = [];
  const methods: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      urls.push(url);
      methods.push(init.method ?? 'GET');
      if (url === '/api/admin/auth/verify') {
        return jsonResponse({
          valid: true,
          username: 'sara',
          expiresAt: '2030-01-01T00:00:00Z',
          idleTimeoutSeconds: 1800,
        });
      }
      if (url.startsWith('/api/admin/activity')) {
        const kind = new URL(url, 'http://x').searchParams.get('kind');
        return jsonResponse({
          entries: kind ? entries.filter((entry) => entry.kind === kind) : entries,
          unavailable: kind ? [] : ['media'],
        });
      }
      return jsonResponse([]);
    }),
  );
  return { urls, methods };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(TOKEN_KEY, 'good.token');
  resetSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('the Activity view', { timeout: 20_000 }, () => {
  it('lists who did what to which record, when and from where, newest first, and filters by kind', async () => {
    const { urls, methods } = server();
    renderWithProviders(<AdminApp />, { route: '/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('sara');
    expect(rows[0]?.textContent).toContain('Updated · Listing');
    expect(rows[0]?.textContent).toContain('12');
    expect(rows[0]?.textContent).toContain('203.0.113.9');
    expect(rows[1]?.textContent).toContain('Signed in · Session');
    expect(screen.getByRole('status').textContent).toContain('media');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'session' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(urls.some((url) => url.includes('/api/admin/activity?') && url.includes('kind=session'))).toBe(
      true,
    );
    // Read-only: the view never sends anything but GETs to the activity route.
    expect(urls.filter((url, i) => url.startsWith('/api/admin/activity') && methods[i] !== 'GET')).toEqual(
      [],
    );
    expect(screen.queryByRole('button', { name: /delete|edit/i })).toBeNull();
  });

  it('speaks Arabic on /ar/admin', async () => {
    server();
    renderWithProviders(<AdminApp />, { route: '/ar/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'سجل النشاط' }));
    const table = await screen.findByRole('table');
    expect(table.textContent).toContain('سجل الدخول');
    expect(table.textContent).toContain('عدّل · عقار');
  });
});
