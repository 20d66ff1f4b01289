import type { AdminPropertyType } from '@manzil/contracts';
import { useToastStore } from '@manzil/ui';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../auth/session.ts';
import { recordingFetch, signedInForEachTest } from '../test-support.ts';
import { PropertyTypesTab } from './PropertyTypesTab.tsx';

signedInForEachTest();
// As after the token was verified: every call carries it.
beforeEach(() => useSession.getState().signedIn({ token: 'good.token', username: 'sara' }));

const stamp = '2026-01-01T00:00:00.000Z';
const villa: AdminPropertyType = {
  id: 1,
  nameEn: 'Villa',
  nameAr: 'فيلا',
  slug: 'villa',
  category: 'residential',
  enabled: true,
  sortOrder: 1,
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
};

/**
 * The catalog's property-type routes over a list held here; `answer` may answer a change instead (a refusal).
 */
function catalog(answer: (method: string, url: string) => Response | undefined = () => undefined) {
  let types = [villa];
  const calls = recordingFetch((url, init) => {
    const method = init.method ?? 'GET';
    const given = answer(method, url);
    if (given) return given;
    if (url !== '/api/admin/property-types' && !url.startsWith('/api/admin/property-types/')) {
      return jsonResponse({ message: 'Not found' }, 404);
    }
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    const id = Number(url.split('/').pop());
    if (method === 'POST') {
      const created = { ...villa, ...body, id: 2, slug: body.slug || 'townhouse' };
      types = [...types, created];
      return jsonResponse(created, 201);
    }
    if (method === 'PUT') {
      types = types.map((type) =>
        type.id === id ? { ...type, ...body, slug: body.slug || type.slug } : type,
      );
      return jsonResponse(types.find((type) => type.id === id));
    }
    if (method === 'DELETE') {
      types = types.filter((type) => type.id !== id);
      return new Response(null, { status: 204 });
    }
    return jsonResponse(types);
  });
  return calls;
}

const changes = (calls: ReturnType<typeof catalog>) => calls.filter((call) => call.method !== 'GET');
const toast = () => useToastStore.getState().current;

describe('the Property types tab: create, edit, delete', { timeout: 20_000 }, () => {
  it('creates a type from the dialog: names, category, slug left to the server, enabled', async () => {
    const calls = catalog();
    renderWithProviders(<PropertyTypesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add property type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add property type' });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Town house' } });
    fireEvent.change(within(dialog).getByLabelText('Name (Arabic)'), { target: { value: 'تاون هاوس' } });
    expect((within(dialog).getByLabelText('Slug') as HTMLInputElement).placeholder).toBe('town-house');
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'commercial' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('rowheader', { name: 'Town house' })).toBeTruthy();
    expect(changes(calls)).toEqual([
      {
        url: '/api/admin/property-types',
        method: 'POST',
        auth: 'Bearer good.token',
        body: { nameEn: 'Town house', nameAr: 'تاون هاوس', slug: '', enabled: true, category: 'commercial' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast()).toMatchObject({ title: 'Property type created successfully', tone: 'success' });
  });

  it('edits a type: the dialog starts from it and saves with PUT', async () => {
    const calls = catalog();
    renderWithProviders(<PropertyTypesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Villa' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit property type' });
    expect((within(dialog).getByLabelText('Name (Arabic)') as HTMLInputElement).value).toBe('فيلا');
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).value).toBe('residential');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Villa house' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const row = (await screen.findByRole('rowheader', { name: 'Villa house' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Disabled');
    expect(changes(calls)).toMatchObject([
      {
        url: '/api/admin/property-types/1',
        method: 'PUT',
        body: {
          nameEn: 'Villa house',
          nameAr: 'فيلا',
          slug: 'villa',
          enabled: false,
          category: 'residential',
        },
      },
    ]);
    await waitFor(() => expect(toast()).toMatchObject({ title: 'Property type updated successfully' }));
  });

  it('deletes a type after asking, and gives the keyboard back to the add button', async () => {
    const calls = catalog();
    renderWithProviders(<PropertyTypesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Villa' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete property type?' });
    expect(dialog.textContent).toContain('Delete the property type "Villa"? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No property types yet.')).toBeTruthy();
    expect(changes(calls)).toMatchObject([{ url: '/api/admin/property-types/1', method: 'DELETE' }]);
    expect(toast()).toMatchObject({ title: 'Property type deleted successfully', tone: 'success' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add property type' }));
  });

  it('says why a type still used by listings is not deleted, and keeps it', async () => {
    catalog((method) =>
      method === 'DELETE'
        ? jsonResponse(
            {
              error: 'conflict',
              message: 'Villa is the type of 3 listing(s). Change or delete them before deleting the type.',
            },
            409,
          )
        : undefined,
    );
    renderWithProviders(<PropertyTypesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Villa' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete property type?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toBe(
      'Listings still have the type "Villa", so it cannot be deleted. Change their type or delete them first, or untick Enabled to hide the type.',
    );
    // Trying again cannot help: only Cancel (or Close) is left.
    expect((within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    expect(toast()).toMatchObject({ title: 'Failed to delete property type', tone: 'error' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Villa' })).toBeTruthy();
  });

  it('says it in Arabic in the Arabic admin', async () => {
    catalog((method) =>
      method === 'DELETE'
        ? jsonResponse({ error: 'conflict', message: 'Villa is still used.' }, 409)
        : undefined,
    );
    renderWithProviders(<PropertyTypesTab />, { route: '/ar/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'حذف Villa' }));
    const dialog = screen.getByRole('dialog', { name: 'حذف نوع العقار؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'لا يمكن حذف النوع "Villa" لأن عقارات معروضة ما زالت من هذا النوع. غيّر نوعها أو احذفها أولًا، أو ألغِ تحديد "مفعّل" لإخفاء النوع.',
    );
    expect(toast()).toMatchObject({ title: 'فشل حذف نوع العقار' });
  });

  it('shows the server’s refusal of a field next to that field, and keeps the dialog open', async () => {
    const message = 'The English name has no letters or digits to build a slug from; enter a slug.';
    catalog((method) =>
      method === 'POST'
        ? jsonResponse(
            { error: 'validation', message, details: [{ location: 'body', field: 'slug', message }] },
            400,
          )
        : undefined,
    );
    renderWithProviders(<PropertyTypesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add property type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add property type' });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: '###' } });
    fireEvent.change(within(dialog).getByLabelText('Name (Arabic)'), { target: { value: 'نوع' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const slug = within(dialog).getByLabelText('Slug');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(String(slug.getAttribute('aria-describedby')?.split(' ').pop()));
    expect(error?.textContent).toBe(message);
    expect(toast()).toMatchObject({ title: 'Failed to create property type', tone: 'error' });
  });

  it('checks the names before asking the server', async () => {
    const calls = catalog();
    renderWithProviders(<PropertyTypesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add property type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add property type' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const label of ['Name (English)', 'Name (Arabic)']) {
      const input = within(dialog).getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.closest('div')?.textContent).toContain('This field is required.');
    }
    expect(changes(calls)).toEqual([]);
  });
});
