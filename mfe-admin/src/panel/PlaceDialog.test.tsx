import { useToastStore } from '@manzil/ui';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../auth/session.ts';
import { areaSlug } from '../lib/slug.ts';
import { type AreaForm, validateArea } from '../lib/validation.ts';
import { signedInForEachTest } from '../test-support.ts';
import { AreasTab } from './AreasTab.tsx';
import { PlaceDialog, placeForm } from './PlaceDialog.tsx';

signedInForEachTest();
beforeEach(() => useSession.getState().signedIn({ token: 'good.token', username: 'sara' }));

const emirate = (id: number, nameEn: string, nameAr: string, enabled = true) => ({
  id,
  nameEn,
  nameAr,
  slug: areaSlug(nameEn),
  enabled,
});

/** The place dialog as the Areas tab uses it, with the area's emirate as its own field. */
function AreaPlaceDialog({
  save,
  onClose = () => {},
}: {
  save: (input: unknown) => Promise<unknown>;
  onClose?: () => void;
}) {
  return (
    <PlaceDialog<AreaForm, unknown>
      kind="areas"
      isNew
      initial={{ ...placeForm('new'), emirateId: '' }}
      slugOf={areaSlug}
      validate={(form) => validateArea(form, new Set([1]))}
      save={save}
      onClose={onClose}
      extra={({ form, set, field }) =>
        field('emirateId', 'Emirate', (props) => (
          <select
            {...props}
            value={form.emirateId}
            onChange={(event) => set('emirateId', event.target.value)}
          >
            <option value="">Choose an emirate</option>
            <option value="1">Abu Dhabi</option>
            <option value="2">Sharjah (disabled)</option>
          </select>
        ))
      }
    />
  );
}

describe('the place dialog', { timeout: 20_000 }, () => {
  it('has both names, the kind’s own field, slug (derived when left empty) and enabled', () => {
    renderWithProviders(<AreaPlaceDialog save={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add area' });
    const labels = [...dialog.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Name (English)', 'Name (Arabic)', 'Emirate', 'Slug', 'Enabled']);
    expect(within(dialog).getByLabelText('Name (Arabic)').getAttribute('dir')).toBe('rtl');
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), {
      target: { value: "Al Reem Island's" },
    });
    const slug = within(dialog).getByLabelText('Slug') as HTMLInputElement;
    expect(slug.placeholder).toBe('al-reem-islands');
    expect(document.getElementById(String(slug.getAttribute('aria-describedby')))?.textContent).toContain(
      'Leave empty to derive it from the English name.',
    );
    expect((within(dialog).getByRole('checkbox', { name: 'Enabled' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('marks each missing field next to it and sends nothing', () => {
    const save = vi.fn();
    renderWithProviders(<AreaPlaceDialog save={save} />);
    const dialog = screen.getByRole('dialog', { name: 'Add area' });
    fireEvent.change(within(dialog).getByLabelText('Slug'), { target: { value: 'Not A Slug' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const problems = Object.fromEntries(
      ['Name (English)', 'Name (Arabic)', 'Emirate', 'Slug'].map((label) => {
        const control = within(dialog).getByLabelText(label);
        const ids = String(control.getAttribute('aria-describedby')).split(' ');
        return [label, document.getElementById(ids[ids.length - 1] as string)?.textContent];
      }),
    );
    expect(problems).toEqual({
      'Name (English)': 'This field is required.',
      'Name (Arabic)': 'This field is required.',
      Emirate: 'Please choose an emirate.',
      Slug: 'Use lowercase letters, digits and single hyphens only.',
    });
    fireEvent.change(within(dialog).getByLabelText('Emirate'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please choose an enabled emirate.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the checked form, then closes with a toast', async () => {
    const save = vi.fn(async () => ({}));
    const onClose = vi.fn();
    renderWithProviders(<AreaPlaceDialog save={save} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Add area' });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: ' Marina ' } });
    fireEvent.change(within(dialog).getByLabelText('Name (Arabic)'), { target: { value: 'المارينا' } });
    fireEvent.change(within(dialog).getByLabelText('Emirate'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith({
      nameEn: 'Marina',
      nameAr: 'المارينا',
      slug: '',
      enabled: true,
      emirateId: 1,
    });
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Area created successfully',
      tone: 'success',
    });
  });

  it('speaks Arabic in the Arabic admin', () => {
    renderWithProviders(<AreaPlaceDialog save={vi.fn()} />, { route: '/ar/admin' });
    const dialog = screen.getByRole('dialog', { name: 'إضافة منطقة' });
    expect(within(dialog).getByRole('button', { name: 'إنشاء' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeTruthy();
  });
});

describe('the Areas tab with the place dialog', { timeout: 20_000 }, () => {
  it('offers only enabled emirates, and shows the server’s refusal of a field next to it', async () => {
    const message = 'Another area already uses this Arabic name.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = String(input);
        if (url === '/api/admin/emirates') {
          return jsonResponse([emirate(1, 'Abu Dhabi', 'أبوظبي'), emirate(2, 'Sharjah', 'الشارقة', false)]);
        }
        if (url === '/api/admin/areas' && init.method === 'POST') {
          return jsonResponse({ error: 'validation', message, details: [{ field: 'nameAr', message }] }, 400);
        }
        return jsonResponse([]);
      }),
    );
    renderWithProviders(<AreasTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add area' }));
    const dialog = screen.getByRole('dialog', { name: 'Add area' });
    const emirates = within(dialog).getByLabelText('Emirate') as HTMLSelectElement;
    await waitFor(() => expect(emirates.options).toHaveLength(2));
    expect([...emirates.options].map((option) => option.textContent)).toEqual([
      'Choose an emirate',
      'Abu Dhabi',
    ]);
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Marina' } });
    fireEvent.change(within(dialog).getByLabelText('Name (Arabic)'), { target: { value: 'المارينا' } });
    fireEvent.change(emirates, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const arabic = within(dialog).getByLabelText('Name (Arabic)');
    await waitFor(() => expect(arabic.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(String(arabic.getAttribute('aria-describedby')))?.textContent).toBe(
      message,
    );
    expect(screen.getByRole('dialog', { name: 'Add area' })).toBeTruthy();
  });
});
