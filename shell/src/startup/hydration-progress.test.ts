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
