import { useToastStore } from '@manzil/ui';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, TOKEN_KEY } from '../auth/session.ts';
import AdminApp from '../exposed/AdminApp.tsx';

const dated = { createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z' };
const emirates = [
  { id: 1, nameEn: 'Abu Dhabi', nameAr: 'أبوظبي', slug: 'abu-dhabi', enabled: true, ...dated },
];
const areas = [
  {
    id: 12,
    nameEn: 'Al Reem Island',
    nameAr: 'جزيرة الريم',
    slug: 'al-reem-island',
    emirateId: 1,
    enabled: true,
  },
];
const types = [{ id: 2, nameEn: 'Apartment', nameAr: 'شقة', slug: 'apartment', category: 'residential' }];

const reem = {
  listingType: 'rent',
  areas: 'al-reem-island',
  propertyTypeId: 2,
  bedrooms: '2',
  maxPrice: 150_000,
};
const alert = (id: string, email: string, confirmed: boolean, lastSentAt: string | null = null) => ({
  id,
  email,
  language: id === 'a2' ? 'ar' : 'en',
  search: reem,
  searchKey: 'listingType=rent&areas=al-reem-island&propertyTypeId=2&bedrooms=2&maxPrice=150000',
  confirmed,
  createdAt: '2026-11-25T09:00:00.000Z',
  lastSentAt,
});

function alertsAnswer(removed: string[] = []) {
  const kept = [
    alert('a1', 'sara@example.com', true, '2026-11-26T07:00:00.000Z'),
    alert('a2', 'omar@example.com', false),
  ].filter((item) => !removed.includes(item.id));
  const searches = [
    {
      searchKey: kept[0]?.searchKey ?? '',
      search: reem,
      subscribers: kept.length,
      confirmed: kept.filter((item) => item.confirmed).length,
      alerts: kept,
    },
    {
      searchKey: 'listingType=sale&bbox=54.3,24.4,54.6,24.6',
      search: { listingType: 'sale', bbox: '54.3,24.4,54.6,24.6' },
      subscribers: 1,
      confirmed: 1,
      alerts: [{ ...alert('a3', 'lina@example.com', true), search: { listingType: 'sale' } }],
    },
  ];
  return { searches, total: kept.length + 1 };
}

const mail = (n: number) => ({
  id: `m${n}`,
  to: `visitor${n}@example.com`,
  subject: n % 2 ? `New homes for your search (${n})` : 'Confirm your alert',
  date: new Date(Date.UTC(2026, 10, 26, 10, 0, 0) - n * 60_000).toISOString(),
  text: `Hello ${n},\nThree new listings match.\nUnsubscribe: http://x/api/alerts/unsubscribe?token=t${n}`,
  kind: n % 2 ? 'digest' : 'confirmation',
});

interface Options {
  empty?: boolean;
}

function server({ empty = false }: Options = {}) {
  const calls: Array<{ url: string; method: string; auth: string | null }> = [];
  const removed: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ url, method, auth: new Headers(init.headers).get('Authorization') });
      const path = url.split('?')[0];
      const query = new URL(url, 'http://x').searchParams;
      if (path === '/api/admin/auth/verify') {
        return jsonResponse({
          valid: true,
          username: 'sara',
          expiresAt: '2030-01-01T00:00:00Z',
          idleTimeoutSeconds: 1800,
        });
      }
      if (path === '/api/admin/emirates') return jsonResponse(emirates);
      if (path === '/api/admin/areas-with-emirates') return jsonResponse(areas);
      if (path === '/api/admin/property-types') return jsonResponse(types);
      if (path === '/api/admin/alerts') {
        return jsonResponse(empty ? { searches: [], total: 0 } : alertsAnswer(removed));
      }
      if (path?.startsWith('/api/admin/alerts/') && method === 'DELETE') {
        removed.push(decodeURIComponent(path.slice('/api/admin/alerts/'.length)));
        return new Response(null, { status: 204 });
      }
      if (path === '/api/admin/mail') {
        if (empty) return jsonResponse({ messages: [], transport: 'files' });
        // 25 messages, newest first, 20 a page.
        const all = Array.from({ length: 25 }, (_, i) => mail(i + 1));
        const before = query.get('before');
        const start = before ? all.findIndex((message) => message.id === before) + 1 : 0;
        const limit = Number(query.get('limit'));
        return jsonResponse({ messages: all.slice(start, start + limit), transport: 'files' });
      }
      return jsonResponse([]);
    }),
  );
  return { calls, removed };
}

beforeEach(() => {
  for (const storage of [window.sessionStorage, window.localStorage]) {
    storage.clear();
    storage.setItem(TOKEN_KEY, 'good.token');
  }
  resetSession();
  useToastStore.getState().dismiss();
});
afterEach(() => vi.unstubAllGlobals());

async function openAlerts(tab = 'Alerts') {
  fireEvent.click(await screen.findByRole('tab', { name: tab }));
}

describe('the Alerts view', { timeout: 20_000 }, () => {
  it('groups saved searches in words with subscriber and confirmed counts, and lists each subscriber', async () => {
    const { calls } = server();
    renderWithProviders(<AdminApp />, { route: '/admin' });
    await openAlerts();
    const groups = await screen.findAllByTestId('alert-search');
    expect(groups).toHaveLength(2);
    const [reemGroup, mapGroup] = groups as [HTMLElement, HTMLElement];
    await waitFor(() =>
      expect(within(reemGroup).getByRole('heading', { level: 3 }).textContent).toBe(
        'For rent · Al Reem Island · Apartment · Bedrooms: 2 · Up to AED\u00a0150K',
      ),
    );
    expect(reemGroup.textContent).toContain('2 subscribers');
    expect(reemGroup.textContent).toContain('1 confirmed');
    expect(within(mapGroup).getByRole('heading', { level: 3 }).textContent).toBe('For sale · In a map area');
    expect(within(mapGroup).getByText('1 subscriber')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 saved searches · 3 subscribers');

    const rows = within(within(reemGroup).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'sara@example.com',
      'omar@example.com',
    ]);
    expect(rows[0]?.textContent).toContain('Confirmed');
    expect(rows[0]?.textContent).toContain('English');
    expect(rows[1]?.textContent).toContain('Waiting for confirmation');
    expect(rows[1]?.textContent).toContain('Arabic');
    expect(rows[1]?.textContent).toContain('Never');
    const link = within(reemGroup).getByRole('link', { name: 'Open this search' });
    expect(link.getAttribute('href')).toBe(
      '/properties?listingType=rent&areas=al-reem-island&propertyTypeId=2&bedrooms=2&maxPrice=150000',
    );
    const alertCalls = calls.filter((call) => call.url.startsWith('/api/admin/alerts'));
    expect(alertCalls.every((call) => call.auth === 'Bearer good.token')).toBe(true);
  });

  it('removes a subscriber after a confirmation, and the list follows', async () => {
    const { calls, removed } = server();
    renderWithProviders(<AdminApp />, { route: '/admin' });
    await openAlerts();
    const [reemGroup] = (await screen.findAllByTestId('alert-search')) as [HTMLElement];
    fireEvent.click(within(reemGroup).getByRole('button', { name: 'Remove omar@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this subscriber?' });
    expect(dialog.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain(
      'omar@example.com will get no more e-mails for this search',
    );
    // Cancel sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(reemGroup).getByRole('button', { name: 'Remove omar@example.com' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove subscriber' }),
    );
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Subscriber removed',
        tone: 'success',
      }),
    );
    expect(removed).toEqual(['a2']);
    const remove = calls.find((call) => call.method === 'DELETE');
    expect(remove).toMatchObject({ url: '/api/admin/alerts/a2', auth: 'Bearer good.token' });
    await waitFor(() => expect(screen.queryByText('omar@example.com')).toBeNull());
    expect(screen.getAllByTestId('alert-search')[0]?.textContent).toContain('1 subscriber');
  });

  it('lists the outgoing mail newest first, opens a message, and loads older ones', async () => {
    const { calls } = server();
    renderWithProviders(<AdminApp />, { route: '/admin' });
    await openAlerts();
    await waitFor(() => expect(screen.getAllByTestId('outgoing-mail')).toHaveLength(20));
    expect(screen.getByText(/No SMTP server is set/)).toBeTruthy();
    const [newest] = screen.getAllByTestId('outgoing-mail') as [HTMLDetailsElement];
    expect(newest.textContent).toContain('New homes for your search (1)');
    expect(newest.textContent).toContain('visitor1@example.com');
    expect(newest.textContent).toContain('Digest');
    expect(newest.open).toBe(false);
    fireEvent.click(within(newest).getByText('New homes for your search (1)'));
    expect(newest.querySelector('pre')?.textContent).toContain('Three new listings match.');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('outgoing-mail')).toHaveLength(25));
    expect(calls.some((call) => call.url === '/api/admin/mail?limit=20&before=m20')).toBe(true);
    expect(screen.getByText('That is all of the mail.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    server({ empty: true });
    renderWithProviders(<AdminApp />, { route: '/admin' });
    await openAlerts();
    expect(await screen.findByText(/No saved searches yet/)).toBeTruthy();
    expect(await screen.findByText('No e-mail has gone out yet.')).toBeTruthy();
  });

  it('speaks Arabic on /ar/admin', async () => {
    server();
    renderWithProviders(<AdminApp />, { route: '/ar/admin' });
    await openAlerts('التنبيهات');
    const [reemGroup] = (await screen.findAllByTestId('alert-search')) as [HTMLElement];
    await waitFor(() =>
      expect(within(reemGroup).getByRole('heading', { level: 3 }).textContent).toContain(
        'للإيجار · جزيرة الريم · شقة',
      ),
    );
    expect(reemGroup.textContent).toContain('مشتركان');
    expect(within(reemGroup).getByRole('link', { name: 'افتح هذا البحث' }).getAttribute('href')).toMatch(
      /^\/ar\/properties\?/,
    );
    expect(await screen.findByRole('heading', { name: 'البريد الصادر' })).toBeTruthy();
  });
});
