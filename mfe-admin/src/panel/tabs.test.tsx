import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordingFetch, signedInForEachTest } from '../test-support.ts';
import { OverviewTab } from './OverviewTab.tsx';
import { PropertyTypesTab } from './PropertyTypesTab.tsx';

/** A fetch answering each path (without its query) from `answers`; anything else is a 404. */
function server(answers: Record<string, () => Response>) {
  recordingFetch(
    (url) =>
      answers[url.split('?')[0] as string]?.() ??
      jsonResponse({ error: 'not_found', message: 'Not found' }, 404),
  );
}

signedInForEachTest();

/** The admin listing page: one listing at most, the total in X-Total-Count. */
const withTotal = (total: number) =>
  new Response('[]', { headers: { 'content-type': 'application/json', 'x-total-count': String(total) } });

const noAttack = () => jsonResponse({ windowSeconds: 900, accounts: [] });

/** The number on each overview card, by its label. */
async function cards(): Promise<Record<string, string>> {
  const section = await screen.findByRole('region', { name: /Overview|نظرة عامة/ });
  const items = within(section).getAllByRole('listitem');
  return Object.fromEntries(
    items.map((item) => [item.querySelector('span')?.textContent, item.querySelector('strong')?.textContent]),
  );
}

describe('the Overview tab', { timeout: 20_000 }, () => {
  it('counts the emirates, areas, listings and messages from the services', async () => {
    server({
      '/api/admin/emirates': () => jsonResponse([{ id: 1 }, { id: 2 }, { id: 3 }]),
      '/api/admin/areas-with-emirates': () => jsonResponse(Array.from({ length: 27 }, (_, id) => ({ id }))),
      '/api/admin/properties': () => withTotal(1250),
      '/api/contact': () => jsonResponse({ messages: [], total: 4, page: 1, limit: 1, totalPages: 4 }),
      '/api/admin/auth/alerts': noAttack,
    });
    renderWithProviders(<OverviewTab onAction={() => {}} />);
    await waitFor(async () =>
      expect(await cards()).toEqual({
        Emirates: '3',
        Areas: '27',
        Properties: '1,250',
        'Contact messages': '4',
      }),
    );
  });

  it('shows a dash for a count that could not be fetched, and the others', async () => {
    server({
      '/api/admin/emirates': () => jsonResponse([{ id: 1 }]),
      '/api/admin/areas-with-emirates': () =>
        jsonResponse({ error: 'service_unavailable', message: 'x' }, 503),
      '/api/admin/properties': () => withTotal(0),
      '/api/contact': () => jsonResponse({ messages: [], total: 0, page: 1, limit: 1, totalPages: 0 }),
      '/api/admin/auth/alerts': noAttack,
    });
    renderWithProviders(<OverviewTab onAction={() => {}} />);
    await waitFor(async () => expect((await cards()).Areas).toBe('—'), { timeout: 10_000 });
    expect((await cards()).Emirates).toBe('1');
    expect((await cards()).Properties).toBe('0');
  });

  it('runs each quick link, and links to the site in the page language', async () => {
    server({ '/api/admin/auth/alerts': noAttack });
    const onAction = vi.fn();
    renderWithProviders(<OverviewTab onAction={onAction} />);
    for (const [name, action] of [
      ['Add property', 'addProperty'],
      ['Edit website content', 'editContent'],
      ['Contact Form Messages', 'messages'],
      ['Export Data', 'export'],
    ] as const) {
      fireEvent.click(await screen.findByRole('button', { name }));
      expect(onAction).toHaveBeenLastCalledWith(action);
    }
    expect(screen.getByRole('link', { name: 'View website' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'View listings' }).getAttribute('href')).toBe('/properties');
  });

  it('in Arabic: Arabic labels and links to the Arabic site', async () => {
    server({
      '/api/admin/emirates': () => jsonResponse([{ id: 1 }, { id: 2 }]),
      '/api/admin/auth/alerts': noAttack,
    });
    renderWithProviders(<OverviewTab onAction={() => {}} />, { route: '/ar/admin' });
    expect(await screen.findByRole('heading', { name: 'نظرة عامة' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/ar', '/ar/properties']);
  });

  it('warns of a sign-in attack under way', async () => {
    server({
      '/api/admin/auth/alerts': () =>
        jsonResponse({
          windowSeconds: 900,
          accounts: [{ username: 'admin', knownAccount: true, failures: 40, clients: 12 }],
        }),
    });
    renderWithProviders(<OverviewTab onAction={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sign-in attack in progress');
  });
});

const type = (id: number, nameEn: string, nameAr: string, category: string, enabled = true) => ({
  id,
  nameEn,
  nameAr,
  slug: nameEn.toLowerCase(),
  category,
  enabled,
});

describe('the Property types tab', { timeout: 20_000 }, () => {
  it('lists each type with its names, category and state, and its Edit and Delete buttons', async () => {
    server({
      '/api/admin/property-types': () =>
        jsonResponse([
          type(1, 'Villa', 'فيلا', 'residential'),
          type(2, 'Office', 'مكتب', 'commercial', false),
        ]),
    });
    renderWithProviders(<PropertyTypesTab />);
    const villa = (await screen.findByRole('rowheader', { name: 'Villa' })).closest('tr') as HTMLElement;
    expect(
      within(villa)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['فيلا', 'Residential', 'Enabled', 'EditDelete']);
    const office = screen.getByRole('rowheader', { name: 'Office' }).closest('tr') as HTMLElement;
    expect(
      within(office)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['مكتب', 'Commercial', 'Disabled', 'EditDelete']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name (English)',
      'Name (Arabic)',
      'Category',
      'State',
      'Actions',
    ]);
    expect(screen.getByRole('button', { name: 'Delete Office' })).toBeTruthy();
  });

  it('says when there is none', async () => {
    server({ '/api/admin/property-types': () => jsonResponse([]) });
    renderWithProviders(<PropertyTypesTab />);
    expect(await screen.findByText('No property types yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says they could not be fetched, and Retry fetches them again', async () => {
    let down = true;
    server({
      '/api/admin/property-types': () =>
        down
          ? jsonResponse({ error: 'service_unavailable', message: 'The catalog is down.' }, 503)
          : jsonResponse([type(1, 'Villa', 'فيلا', 'residential')]),
    });
    renderWithProviders(<PropertyTypesTab />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Failed to fetch property types');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Villa' })).toBeTruthy();
  });
});
