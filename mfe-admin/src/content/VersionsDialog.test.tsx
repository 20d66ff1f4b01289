import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VersionsDialog } from './VersionsDialog.tsx';

const versions = {
  current: 2,
  versions: [
    {
      version: 2,
      createdAt: '2026-11-26T10:05:00.000Z',
      createdBy: 'sara',
      sections: ['hero', 'callButton', 'translations'],
      restoredFrom: null,
    },
    {
      version: 1,
      createdAt: '2026-11-25T10:05:00.000Z',
      createdBy: 'sara',
      sections: ['company', 'futureSection'],
      restoredFrom: null,
    },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(versions)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sectionsOf = (row: HTMLElement) => within(row).getAllByRole('cell')[2]?.textContent;

describe('VersionsDialog', () => {
  it('names the sections each save changed in English', async () => {
    renderWithProviders(<VersionsDialog onClose={() => {}} />, { route: '/admin' });
    const dialog = await screen.findByRole('dialog', { name: 'Version history' });
    await within(dialog).findByRole('columnheader', { name: 'Sections' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(sectionsOf(rows[0] as HTMLElement)).toBe('Hero, Call button, Arabic texts');
    // A section this build does not know keeps its key.
    expect(sectionsOf(rows[1] as HTMLElement)).toBe('Company, futureSection');
  });

  it('names them in Arabic in the Arabic admin, not by their English keys', async () => {
    renderWithProviders(<VersionsDialog onClose={() => {}} />, { route: '/ar/admin' });
    const dialog = await screen.findByRole('dialog', { name: 'سجل الإصدارات' });
    await within(dialog).findByRole('columnheader', { name: 'الأقسام' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(sectionsOf(rows[0] as HTMLElement)).toBe('الواجهة الرئيسية، زر الاتصال، النصوص العربية');
    expect(sectionsOf(rows[1] as HTMLElement)).not.toMatch(/company/);
  });
});
