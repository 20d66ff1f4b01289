import { ApiError } from '@manzil/api-client';
import { Button, useToastStore } from '@manzil/ui';
import { renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, useConfirmedDelete } from './ConfirmDialog.tsx';

beforeEach(() => useToastStore.getState().dismiss());

describe('ConfirmDialog', () => {
  it('asks, and answers with its two buttons', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        title="Delete emirate?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>Delete the emirate "Dubai"?</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete emirate?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('while busy: says it is working and takes no second click', () => {
    renderWithProviders(
      <ConfirmDialog
        open
        busy
        title="Delete emirate?"
        confirmLabel="Delete"
        onConfirm={() => {}}
        onCancel={() => {}}
      >
        <p>…</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete emirate?' });
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    const working = within(dialog).getByRole('button', { name: 'Working...' }) as HTMLButtonElement;
    expect(working.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a refusal as an alert and turns the confirm button off', () => {
    renderWithProviders(
      <ConfirmDialog
        open
        title="Delete property type?"
        confirmLabel="Delete"
        error="Listings still have the type."
        onConfirm={() => {}}
        onCancel={() => {}}
      >
        <p>…</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Listings still have the type.');
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

function Deleting({ remove }: { remove: () => Promise<unknown> }) {
  const add = useRef<HTMLButtonElement>(null);
  const deletion = useConfirmedDelete<{ id: number; name: string }>({
    remove,
    title: 'Delete area?',
    question: (row) => `Delete the area "${row.name}"?`,
    deleted: 'Area deleted successfully',
    failed: 'Failed to delete area',
    focusAfter: add,
  });
  return (
    <>
      <Button ref={add}>Add area</Button>
      <Button onClick={() => deletion.ask({ id: 7, name: 'Marina' })}>Delete Marina</Button>
      {deletion.dialog}
    </>
  );
}

describe('useConfirmedDelete', () => {
  it('deletes after the confirmation, says so, and gives the keyboard to the add button', async () => {
    const remove = vi.fn(async () => undefined);
    renderWithProviders(<Deleting remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Marina' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete area?' });
    expect(dialog.textContent).toContain('Delete the area "Marina"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).toHaveBeenCalledOnce();
    expect(useToastStore.getState().current).toMatchObject({ title: 'Area deleted successfully' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add area' }));
  });

  it('closes on any other failure with a toast giving the server’s words', async () => {
    const body = JSON.stringify({ error: 'service_unavailable', message: 'The catalog is down.' });
    renderWithProviders(<Deleting remove={() => Promise.reject(new ApiError(503, 'Unavailable', body))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Marina' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Failed to delete area',
      description: 'The catalog is down.',
      tone: 'error',
    });
  });
});
