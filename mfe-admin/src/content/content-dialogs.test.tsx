import { DEFAULT_SITE_CONTENT, type SiteContent } from '@manzil/contracts';
import { useToastStore } from '@manzil/ui';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordingFetch, signedInForEachTest } from '../test-support.ts';
import { ContentEditorDialog } from './ContentEditorDialog.tsx';
import { MessagesDialog } from './Messages.tsx';

/** A fetch answered by `handler` (by URL and method), recording each call. */
const server = (handler: (url: string, method: string) => Response | Promise<Response>) =>
  recordingFetch((url, init) => handler(url, init.method ?? 'GET'));

signedInForEachTest();

describe('the content editor: app-store and social links', { timeout: 20_000 }, () => {
  const stored: SiteContent = structuredClone(DEFAULT_SITE_CONTENT);

  function editContent() {
    const calls = server((url, method) => {
      if (url === '/api/content/site' && method === 'PUT') return jsonResponse(stored);
      if (url === '/api/content/site') return jsonResponse(stored);
      return jsonResponse({}, 404);
    });
    const onClose = vi.fn();
    renderWithProviders(<ContentEditorDialog onClose={onClose} />);
    return { calls, onClose };
  }

  it('shows each link with its address and whether it is shown, and saves the changes', async () => {
    const { calls, onClose } = editContent();
    const dialog = await screen.findByRole('dialog', { name: 'Edit website content' });
    const stores = within(dialog).getByRole('group', { name: 'App-store links' });
    const appStore = within(stores).getByLabelText('App Store URL') as HTMLInputElement;
    expect(appStore.value).toBe(stored.appStores.appStore.url);
    expect((within(stores).getByLabelText('Show App Store') as HTMLInputElement).checked).toBe(false);
    const social = within(dialog).getByRole('group', { name: 'Social media' });
    // Every platform the site knows, in its order, the stored ones as stored.
    expect(within(social).getAllByLabelText(/ URL$/)).toHaveLength(5);
    expect((within(social).getByLabelText('Instagram URL') as HTMLInputElement).value).toBe(
      'https://www.instagram.com/manzil.realestate',
    );
    expect((within(social).getByLabelText('Show TikTok') as HTMLInputElement).checked).toBe(false);

    fireEvent.click(within(stores).getByLabelText('Show App Store'));
    fireEvent.change(appStore, { target: { value: '  https://apps.apple.com/ae/app/manzil/id1  ' } });
    fireEvent.click(within(social).getByLabelText('Show TikTok'));
    fireEvent.click(within(social).getByLabelText('Show Instagram'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save & Update Website' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const saved = calls.find((call) => call.method === 'PUT')?.body as SiteContent;
    expect(saved.appStores.appStore).toEqual({
      url: 'https://apps.apple.com/ae/app/manzil/id1',
      enabled: true,
    });
    expect(saved.appStores.googlePlay).toEqual(stored.appStores.googlePlay);
    const byIcon = Object.fromEntries(saved.company.socialMedia.map((link) => [link.icon, link]));
    expect(byIcon.tiktok).toMatchObject({ enabled: true, url: 'https://www.tiktok.com/@manzil.realestate' });
    expect(byIcon.instagram).toMatchObject({ enabled: false });
    expect(byIcon.linkedin).toMatchObject({ enabled: true });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses to save an enabled link without an address, or an address that is not http(s)', async () => {
    const { calls } = editContent();
    const dialog = await screen.findByRole('dialog', { name: 'Edit website content' });
    fireEvent.change(within(dialog).getByLabelText('Google Play URL'), {
      target: { value: 'ftp://example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText('LinkedIn URL'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save & Update Website' }));

    expect(within(dialog).getByText('Please enter a full address starting with https://')).toBeTruthy();
    expect(within(dialog).getByText('An enabled link needs an address.')).toBeTruthy();
    expect(within(dialog).getByLabelText('LinkedIn URL').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ tone: 'error' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    // Hidden, an empty link is fine.
    fireEvent.click(within(dialog).getByLabelText('Show LinkedIn'));
    fireEvent.change(within(dialog).getByLabelText('Google Play URL'), {
      target: { value: 'https://play.google.com/store/apps/details?id=ae.manzil' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save & Update Website' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  });
});

const enquiry = (id: number, firstName: string) => ({
  id,
  firstName,
  lastName: 'Haddad',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '+971 50 123 4567',
  subject: 'buying',
  message: `Hello from ${firstName}`,
  lang: 'en',
  createdAt: '2026-11-25T09:00:00.000Z',
});
const page = (messages: unknown[]) => ({
  messages,
  total: messages.length,
  page: 1,
  limit: 20,
  totalPages: 1,
});

describe('the Contact Form Messages dialog', { timeout: 20_000 }, () => {
  it('lists the messages and shows a new one after Refresh', async () => {
    let messages = [enquiry(1, 'Sara')];
    const calls = server((url) =>
      url.startsWith('/api/contact') ? jsonResponse(page(messages)) : jsonResponse({}, 404),
    );
    renderWithProviders(<MessagesDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Form Messages' });
    const list = await within(dialog).findByRole('list', { name: 'Contact Form Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByRole('status').textContent).toBe('1 message');
    expect(within(list).getByRole('link', { name: 'sara@example.com' }).getAttribute('href')).toBe(
      'mailto:sara@example.com',
    );

    messages = [enquiry(2, 'Omar'), ...messages];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Hello from Omar');
    expect(within(dialog).getByRole('status').textContent).toBe('2 messages');
    expect(calls.filter((call) => call.url.startsWith('/api/contact'))).toHaveLength(2);
  });

  it('says when there are no messages yet', async () => {
    server(() => jsonResponse(page([])));
    renderWithProviders(<MessagesDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Form Messages' });
    expect(await within(dialog).findByText('No contact messages yet.')).toBeTruthy();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('says the messages could not be fetched, in the dialog and a toast, and Refresh tries again', async () => {
    let down = true;
    server(() =>
      down
        ? jsonResponse({ error: 'service_unavailable', message: 'down' }, 503)
        : jsonResponse(page([enquiry(1, 'Sara')])),
    );
    renderWithProviders(<MessagesDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Form Messages' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to fetch contact messages.');
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Error',
        description: 'Failed to fetch contact messages.',
        tone: 'error',
      }),
    );
    down = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await within(dialog).findByText('Hello from Sara')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
