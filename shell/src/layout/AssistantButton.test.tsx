import { ToastRegion } from '@manzil/ui';
import { renderWithProviders } from '@manzil/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RemoteLoader, RemoteLoaderContext } from '../federation/RemoteSlot.tsx';
import { AssistantButton } from './AssistantButton.tsx';

const NAME = 'Chat with Noor, the property assistant';

/** A stand-in chat widget that shows how it was started and reports itself ready, like mfe-chat's. */
function FakeWidget({ start, onReady }: { start?: string; onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <button type="button" aria-label={NAME} data-testid="chat-widget" data-start={start ?? ''}>
      widget
    </button>
  );
}

function deferredLoader() {
  let resolve: (module: unknown) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const load = vi.fn<RemoteLoader>(
    () =>
      new Promise((yes, no) => {
        resolve = yes;
        reject = no;
      }),
  );
  return { load, resolve: (m: unknown) => resolve(m), reject: (e: unknown) => reject(e) };
}

function renderButton(load: RemoteLoader) {
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={load}>
      <AssistantButton />
      <ToastRegion label="Notifications" dismissLabel="Dismiss" />
    </RemoteLoaderContext.Provider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the assistant button', () => {
  it('is on the page at once and loads nothing until someone reaches for it', () => {
    const { load } = deferredLoader();
    renderButton(load);
    expect(screen.getByRole('button', { name: NAME }).getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the chat when the pointer comes on it, and gives way to the chat widget', async () => {
    const { load, resolve } = deferredLoader();
    renderButton(load);
    fireEvent.pointerEnter(screen.getByRole('button', { name: NAME }));
    expect(load).toHaveBeenCalledWith('mfe_chat/ChatWidget');
    // Still there (and usable) while the chat loads.
    expect(screen.getByRole('button', { name: NAME })).toBeTruthy();
    await act(async () => resolve({ default: FakeWidget }));
    const widget = await screen.findByTestId('chat-widget');
    expect(widget.dataset.start).toBe('');
    expect(screen.getAllByRole('button', { name: NAME })).toEqual([widget]);
  });

  it('opens the panel when clicked before the chat has arrived', async () => {
    const { load, resolve } = deferredLoader();
    renderButton(load);
    fireEvent.click(screen.getByRole('button', { name: NAME }));
    await act(async () => resolve({ default: FakeWidget }));
    expect((await screen.findByTestId('chat-widget')).dataset.start).toBe('open');
  });

  it('keeps the keyboard focus: the chat widget is told to focus its own button', async () => {
    const { load, resolve } = deferredLoader();
    renderButton(load);
    act(() => screen.getByRole('button', { name: NAME }).focus());
    await act(async () => resolve({ default: FakeWidget }));
    expect((await screen.findByTestId('chat-widget')).dataset.start).toBe('focus');
  });

  it('says the assistant is unavailable and tries again when the chat cannot be loaded', async () => {
    const first = deferredLoader();
    let attempts = 0;
    const load: RemoteLoader = (id) => {
      attempts += 1;
      return attempts === 1 ? first.load(id) : Promise.resolve({ default: FakeWidget });
    };
    renderButton(load);
    const button = screen.getByRole('button', { name: NAME });
    fireEvent.pointerEnter(button);
    await act(async () => first.reject(new Error('Failed to get manifest')));
    expect(screen.getByRole('button', { name: NAME })).toBe(button);
    fireEvent.click(button);
    expect(await screen.findByText('The assistant is unavailable right now.')).toBeTruthy();
    expect((await screen.findByTestId('chat-widget')).dataset.start).toBe('open');
  });
});
