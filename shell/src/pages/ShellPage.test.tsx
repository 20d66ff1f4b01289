import { renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withoutTheApi } from '../test-support.ts';
import { shellPageAt } from './routes.ts';
import { loadShellPage, SHELL_PAGE_LOADERS, ShellPage } from './ShellPage.tsx';
import '../i18n/index.ts';

beforeEach(() => {
  withoutTheApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shellPageAt', () => {
  it('names the shell page a path shows, in both languages', () => {
    expect(shellPageAt('/')).toBe('home');
    expect(shellPageAt('/ar')).toBe('home');
    expect(shellPageAt('/ar/')).toBe('home');
    expect(shellPageAt('/404')).toBe('notFound');
    expect(shellPageAt('/ar/no/such/page')).toBe('notFound');
  });

  it('leaves the pages a remote draws to the remote', () => {
    for (const path of [
      '/properties',
      '/ar/properties',
      '/property/12',
      '/properties/location/yas-island',
      '/admin',
    ])
      expect(shellPageAt(path), path).toBeNull();
  });
});

describe('ShellPage', () => {
  it('draws a page whose chunk is loaded in the first render (as the server drew it)', async () => {
    await loadShellPage('home');
    renderWithProviders(<ShellPage name="home" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Premium Real Estate in Abu Dhabi' })).toBeTruthy();
  });

  it('shows a placeholder while the chunk loads, and a way to try again when it fails', async () => {
    // The chunk cannot be fetched (a phone that lost its connection) until the connection is back.
    let online = false;
    const load = SHELL_PAGE_LOADERS.notFound;
    vi.spyOn(SHELL_PAGE_LOADERS, 'notFound').mockImplementation(() =>
      online ? load() : Promise.reject(new Error('Loading chunk page-not-found failed')),
    );
    renderWithProviders(<ShellPage name="notFound" />);
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    online = true;
    fireEvent.click(tryAgain);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
