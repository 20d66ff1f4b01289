import { fakeIntersectionObserver, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteFallbackPlugin } from './fallback-plugin.ts';
import { type RemoteLoader, RemoteLoaderContext, RemoteSlot, type RemoteSlotProps } from './RemoteSlot.tsx';

// React reports every error an error boundary catches; these tests cause them on purpose.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSlot(load: RemoteLoader, when?: RemoteSlotProps['when']) {
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={load}>
      <RemoteSlot
        when={when}
        id="mfe_search/HeroSearch"
        loading={<p>loading…</p>}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            search unavailable, retry
          </button>
        )}
        props={{ greeting: 'hello' }}
      />
    </RemoteLoaderContext.Provider>,
  );
}

const unavailable = () =>
  (remoteFallbackPlugin().errorLoadRemote as unknown as (args: object) => unknown)({
    id: 'mfe_search/HeroSearch',
    error: new Error('Failed to get manifest'),
    lifecycle: 'onLoad',
  });

describe('RemoteSlot', () => {
  it('shows the loading placeholder, then the remote component with its props', async () => {
    const load = vi.fn(async () => ({
      default: ({ greeting }: { greeting: string }) => <p>remote says {greeting}</p>,
    }));
    renderSlot(load);
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(await screen.findByText('remote says hello')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('mfe_search/HeroSearch');
  });

  it("shows the slot's fallback when the runtime answers the unavailable module", async () => {
    renderSlot(vi.fn(async () => unavailable()));
    expect(await screen.findByRole('button', { name: 'search unavailable, retry' })).toBeTruthy();
  });

  it('counts its part as live once the fallback shows, so the page answers taps when a module is down', async () => {
    vi.resetModules();
    const progress = await import('../startup/hydration-progress.ts');
    const slot = await import('./RemoteSlot.tsx');
    const { APP_LIVE_EVENT } = await import('@manzil/contracts/server-render');
    const live = vi.fn();
    document.addEventListener(APP_LIVE_EVENT, live);
    try {
      progress.expectParts(['mfe_search/HeroSearch']);
      renderWithProviders(
        <slot.RemoteLoaderContext.Provider value={vi.fn(async () => unavailable())}>
          <slot.RemoteSlot id="mfe_search/HeroSearch" fallback={() => <p>search unavailable</p>} />
        </slot.RemoteLoaderContext.Provider>,
      );
      expect(await screen.findByText('search unavailable')).toBeTruthy();
      // Announced from an effect, after the commit that shows the fallback (on a busy machine, a little later).
      await vi.waitFor(() => expect(live).toHaveBeenCalledTimes(1));
    } finally {
      document.removeEventListener(APP_LIVE_EVENT, live);
    }
  });

  it('shows the fallback when loading rejects or the module has no component', async () => {
    renderSlot(vi.fn(async () => ({ notAComponent: true })));
    expect(await screen.findByRole('button', { name: 'search unavailable, retry' })).toBeTruthy();
  });

  it('catches a remote that throws while rendering, and tries again on request', async () => {
    let broken = true;
    const flakyRemote = () => {
      if (broken) throw new Error('boom');
      return <p>remote works</p>;
    };
    const load = vi.fn(async () => ({ default: flakyRemote }));
    renderSlot(load);
    const retry = await screen.findByRole('button', { name: 'search unavailable, retry' });
    broken = false;
    fireEvent.click(retry);
    expect(await screen.findByText('remote works')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads a failed remote only once until asked to try again', async () => {
    const load = vi.fn(async () => unavailable());
    renderSlot(load);
    await screen.findByRole('button', { name: 'search unavailable, retry' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("with when='visible', loads only once the slot comes near the viewport (its placeholder shows until then)", async () => {
    const viewport = fakeIntersectionObserver();
    const load = vi.fn(async () => ({ default: () => <p>remote here</p> }));
    renderSlot(load, 'visible');
    await act(async () => {});
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    act(() => viewport.show());
    expect(await screen.findByText('remote here')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("with when='idle', loads after the page has loaded, when the browser is idle", async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const load = vi.fn(async () => ({ default: () => <p>remote here</p> }));
    renderSlot(load, 'idle');
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    act(() => idle?.());
    expect(await screen.findByText('remote here')).toBeTruthy();
  });
});
