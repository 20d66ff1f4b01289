import { renderWithProviders } from '@manzil/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteFallbackPlugin } from './fallback-plugin.ts';
import { preloadRemoteModules, type RemoteLoader, RemoteLoaderContext, RemoteSlot } from './RemoteSlot.tsx';
import type { RemoteModuleId } from './remotes.ts';

// Preloaded modules are kept for the whole page (a module-level map): each test uses its own module id.

beforeEach(() => {
  placeholderDraws = 0;
  mounts = 0;
  // React reports the errors the slot's error boundary catches.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** How often the loading placeholder was drawn in this test. */
let placeholderDraws = 0;

function Loading() {
  placeholderDraws += 1;
  return <p>loading…</p>;
}

/** How often the remote with state below was mounted in this test. */
let mounts = 0;

function Counted({ greeting }: { greeting: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>remote says {greeting}</p>;
}

/** A page around the slot, whose state changes the remote's props (a re-render of the slot). */
function Host({ load }: { load: RemoteLoader }) {
  const [greeting, setGreeting] = useState('hello');
  return (
    <RemoteLoaderContext.Provider value={load}>
      <button type="button" onClick={() => setGreeting('again')}>
        change
      </button>
      <RemoteSlot id="mfe_search/HeroSearch" fallback={() => null} props={{ greeting }} />
    </RemoteLoaderContext.Provider>
  );
}

function renderSlot(id: RemoteModuleId, load: RemoteLoader) {
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={load}>
      <RemoteSlot
        id={id}
        loading={<Loading />}
        fallback={() => <p>remote unavailable</p>}
        props={{ greeting: 'hello' }}
      />
    </RemoteLoaderContext.Provider>,
  );
}

const Remote = ({ greeting }: { greeting: string }) => <p>remote says {greeting}</p>;

const unavailable = (id: RemoteModuleId) =>
  (remoteFallbackPlugin().errorLoadRemote as unknown as (args: object) => unknown)({
    id,
    error: new Error('Failed to get manifest'),
    lifecycle: 'onLoad',
  });

describe('preloadRemoteModules', () => {
  it('renders a preloaded module on the first render, without ever showing the placeholder', async () => {
    const preload = vi.fn(async () => ({ default: Remote }));
    await preloadRemoteModules(['mfe_search/PropertiesPage'], preload, 1000);
    expect(preload).toHaveBeenCalledWith('mfe_search/PropertiesPage');

    const slotLoad = vi.fn(async () => ({ default: () => <p>loaded again</p> }));
    renderSlot('mfe_search/PropertiesPage', slotLoad);
    // Synchronously after the first render: no Suspense round trip.
    expect(screen.getByText('remote says hello')).toBeTruthy();
    expect(screen.queryByText('loading…')).toBeNull();
    expect(placeholderDraws).toBe(0);
    expect(slotLoad).not.toHaveBeenCalled();
  });

  it('preloads several modules side by side', async () => {
    const started: string[] = [];
    const finish: (() => void)[] = [];
    const load = vi.fn(
      (id: RemoteModuleId) =>
        new Promise<unknown>((done) => {
          started.push(id);
          finish.push(() => done({ default: () => <p>{id} ready</p> }));
        }),
    );
    const preloading = preloadRemoteModules(['mfe_admin/AdminApp', 'mfe_chat/ChatWidget'], load, 1000);
    // Both asked for before either answered.
    expect(started).toEqual(['mfe_admin/AdminApp', 'mfe_chat/ChatWidget']);
    for (const done of finish) done();
    await preloading;
    renderSlot('mfe_chat/ChatWidget', vi.fn());
    expect(screen.getByText('mfe_chat/ChatWidget ready')).toBeTruthy();
    expect(placeholderDraws).toBe(0);
  });

  it('falls back to the normal lazy load when the preload fails, and then shows the remote', async () => {
    const preload = vi.fn(async () => {
      throw new Error('network down');
    });
    await expect(preloadRemoteModules(['mfe_property/PropertyPage'], preload, 1000)).resolves.toBeUndefined();

    const slotLoad = vi.fn(async () => ({ default: Remote }));
    renderSlot('mfe_property/PropertyPage', slotLoad);
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(await screen.findByText('remote says hello')).toBeTruthy();
    expect(placeholderDraws).toBeGreaterThan(0);
    expect(slotLoad).toHaveBeenCalledWith('mfe_property/PropertyPage');
  });

  it("shows the slot's fallback when a failed preload fails again in the slot", async () => {
    const load = vi.fn(async (id: RemoteModuleId) => unavailable(id));
    await preloadRemoteModules(['mfe_search/LocationRedirect'], load, 1000);
    renderSlot('mfe_search/LocationRedirect', load);
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(await screen.findByText('remote unavailable')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a module without a component', async () => {
    await preloadRemoteModules(['mfe_admin/HomeAdminPanel'], async () => ({ notAComponent: true }), 1000);
    const slotLoad = vi.fn(async () => ({ default: Remote }));
    renderSlot('mfe_admin/HomeAdminPanel', slotLoad);
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(await screen.findByText('remote says hello')).toBeTruthy();
    expect(slotLoad).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a slow load after the timeout; the slot then loads the module itself', async () => {
    vi.useFakeTimers();
    let answerSlowLoad: (module: unknown) => void = () => {};
    const slowLoad = vi.fn(
      () =>
        new Promise<unknown>((done) => {
          answerSlowLoad = done;
        }),
    );
    let finished = false;
    const preloading = preloadRemoteModules(['mfe_calculators/CalculatorTabs'], slowLoad, 200).then(() => {
      finished = true;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await preloading;
    expect(finished).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();

    // The load is still under way: the first render shows the placeholder and loads through the slot.
    const slotLoad = vi.fn(async () => ({ default: Remote }));
    renderSlot('mfe_calculators/CalculatorTabs', slotLoad);
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(await screen.findByText('remote says hello')).toBeTruthy();
    expect(placeholderDraws).toBeGreaterThan(0);
    expect(slotLoad).toHaveBeenCalledTimes(1);
    answerSlowLoad({ default: Remote });
  });

  // A load that finishes after the timeout must not switch the slot from its lazy component to the plain one (a
  // different component type: React would mount the remote again and lose its state, e.g. a half-filled form).
  it('keeps the mounted remote when a preload that timed out finishes later', async () => {
    let answerLate: (module: unknown) => void = () => {};
    await preloadRemoteModules(
      ['mfe_search/HeroSearch'],
      () =>
        new Promise<unknown>((done) => {
          answerLate = done;
        }),
      10,
    );
    const slotLoad = vi.fn(async () => ({ default: Counted }));
    renderWithProviders(<Host load={slotLoad} />);
    expect(await screen.findByText('remote says hello')).toBeTruthy();
    await act(async () => answerLate({ default: Counted }));
    fireEvent.click(screen.getByRole('button', { name: 'change' }));
    expect(await screen.findByText('remote says again')).toBeTruthy();
    expect(mounts).toBe(1);
  });

  it('clears its timer when every module loaded in time', async () => {
    vi.useFakeTimers();
    await preloadRemoteModules(['mfe_calculators/MortgageCard'], async () => ({ default: Remote }), 5000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
