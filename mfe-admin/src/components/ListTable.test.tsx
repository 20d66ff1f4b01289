import { renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, EnabledBadge, ListSection } from './ListTable.tsx';

interface Row {
  id: number;
  nameEn: string;
  nameAr: string;
  enabled: boolean;
}

const rows: Row[] = [
  { id: 1, nameEn: 'Abu Dhabi', nameAr: 'أبوظبي', enabled: true },
  { id: 2, nameEn: 'Dubai', nameAr: 'دبي', enabled: false },
];

function List({ onAdd = () => {}, onEdit = vi.fn(), onDelete = vi.fn() }) {
  return (
    <ListSection titleId="list-title" title="Emirates" addLabel="Add emirate" onAdd={onAdd}>
      <DataTable
        labelledBy="list-title"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Name (English)', cell: (row) => row.nameEn, lang: 'en', dir: 'ltr' },
          { header: 'Name (Arabic)', cell: (row) => row.nameAr, lang: 'ar', dir: 'rtl' },
          { header: 'State', cell: (row) => <EnabledBadge enabled={row.enabled} /> },
        ]}
        actions={(row) => ({ name: row.nameEn, onEdit: () => onEdit(row), onDelete: () => onDelete(row) })}
      />
    </ListSection>
  );
}

describe('the admin list: a section with its toolbar and a table', () => {
  it('is a region named by its heading, with the add button on its toolbar', () => {
    const onAdd = vi.fn();
    renderWithProviders(<List onAdd={onAdd} />);
    const region = screen.getByRole('region', { name: 'Emirates' });
    fireEvent.click(within(region).getByRole('button', { name: 'Add emirate' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('names each row by its first cell, keeps each language in its direction, says the state in words', () => {
    renderWithProviders(<List />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name (English)',
      'Name (Arabic)',
      'State',
      'Actions',
    ]);
    const dubai = screen.getByRole('rowheader', { name: 'Dubai' });
    expect(dubai.getAttribute('lang')).toBe('en');
    const cells = within(dubai.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells[0]?.getAttribute('dir')).toBe('rtl');
    expect(cells[0]?.getAttribute('lang')).toBe('ar');
    expect(cells.map((cell) => cell.textContent)).toEqual(['دبي', 'Disabled', 'EditDelete']);
  });

  it('gives each row Edit and Delete buttons named after the row, for screen readers', () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderWithProviders(<List onEdit={onEdit} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Dubai' }));
    expect(onEdit).toHaveBeenCalledWith(rows[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Abu Dhabi' }));
    expect(onDelete).toHaveBeenCalledWith(rows[0]);
  });

  it('speaks Arabic in the Arabic admin', () => {
    renderWithProviders(<List />, { route: '/ar/admin' });
    expect(screen.getByRole('columnheader', { name: 'الإجراءات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تعديل Dubai' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حذف Dubai' })).toBeTruthy();
  });
});
