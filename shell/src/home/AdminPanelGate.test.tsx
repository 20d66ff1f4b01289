import { useToastStore } from '@manzil/ui';
import { renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteLoaderContext } from '../federation/RemoteSlot.tsx';
import { AdminPanelGate } from './AdminPanelGate.tsx';
import '../i18n/index.ts';

/** The admin remote's panel, as the module federation runtime would answer it. */
const loadAdmin = vi.fn(async (id: string) => ({
  default: ({ visible }: { visible: boolean }) => (
    <section aria-label="Admin panel">
      {id} visible={String(visible)}
    </section>
  ),
}));

function renderGate(route = '/') {
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={loadAdmin}>
      <AdminPanelGate />
    </RemoteLoaderContext.Provider>,
    { route },
  );
}

beforeEach(() => {
  loadAdmin.mockClear();
  useToastStore.getState().dismiss();
});
afterEach(() => vi.restoreAllMocks());

describe('the hidden admin panel on the home page', () => {
  it('is not there, and its code not loaded, until asked for', async () => {
    renderGate();
    fireEvent.keyDown(window, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'A', shiftKey: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Admin panel' })).toBeNull();
    expect(loadAdmin).not.toHaveBeenCalled();
  });

  it('opens with Ctrl+Shift+A: the admin remote is loaded and shown, and a notice says so', async () => {
    renderGate();
    const event = new KeyboardEvent('keydown', { key: 'A', ctrlKey: true, shiftKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true); // the browser's own Ctrl+Shift+A does not run too
    const panel = await screen.findByRole('region', { name: 'Admin panel' });
    expect(panel.textContent).toBe('mfe_admin/HomeAdminPanel visible=true');
    expect(loadAdmin).toHaveBeenCalledWith('mfe_admin/HomeAdminPanel');
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Admin Mode',
        description: 'Admin panel is now visible.',
      }),
    );
  });

  it('opens with ?admin=true in the address', async () => {
    renderGate('/?admin=true');
    expect(await screen.findByRole('region', { name: 'Admin panel' })).toBeTruthy();
  });
});
