import { APP_LIVE_EVENT } from '@manzil/contracts/server-render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the page's progress; each test starts a page of its own.
async function freshPage() {
  vi.resetModules();
  return import('./hydration-progress.ts');
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenPageLive', () => {
  it('runs its task when the last part the server drew has hydrated, with data-live set', async () => {
    const { expectParts, partLive, whenPageLive } = await freshPage();
    const root = document.getElementById('root') as HTMLElement;
    expectParts(['shell', 'mfe_search/PropertiesPage']);
    const task = vi.fn(() => expect(root.hasAttribute('data-live')).toBe(true));
    whenPageLive(task);
    partLive('shell');
    expect(task).not.toHaveBeenCalled();
    partLive('mfe_search/PropertiesPage');
    expect(task).toHaveBeenCalledTimes(1);
    // Once live, at once.
    const later = vi.fn();
    whenPageLive(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page the client drew alone, and never once cancelled', async () => {
    const standalone = await freshPage();
    const task = vi.fn();
    standalone.whenPageLive(task);
    expect(task).toHaveBeenCalledTimes(1);

    const { expectParts, partLive, whenPageLive } = await freshPage();
    expectParts(['shell']);
    const cancelled = vi.fn();
    whenPageLive(cancelled)();
    partLive('shell');
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe("the event the gateway's loader waits for", () => {
  it('fires once, when the shell and every module part the server drew have hydrated', async () => {
    const { expectParts, partLive } = await freshPage();
    const live = vi.fn();
    document.addEventListener(APP_LIVE_EVENT, live);
    try {
      expectParts(['shell', 'mfe_search/PropertiesPage', 'page:home']);
      partLive('shell');
      partLive('page:home');
      expect(live).not.toHaveBeenCalled(); // a tap on the results would be dropped: their code has not arrived
      partLive('mfe_search/PropertiesPage');
      expect(live).toHaveBeenCalledTimes(1);
      partLive('mfe_search/PropertiesPage');
      expect(live).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener(APP_LIVE_EVENT, live);
    }
  });
});
