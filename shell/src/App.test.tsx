import { fakeIntersectionObserver, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { type RemoteLoader, RemoteLoaderContext } from './federation/RemoteSlot.tsx';
import type { RemoteModuleId } from './federation/remotes.ts';
import { withoutTheApi } from './test-support.ts';

/** Each remote module is a stub that names itself; `missing` ones fail like a remote whose build is gone. */
function stubLoader(missing: string[] = []): RemoteLoader {
  return async (id: RemoteModuleId) => {
    if (missing.some((remote) => id.startsWith(`${remote}/`)))
      throw new Error(`Failed to get manifest of ${id}`);
    return { default: () => <div data-testid={id}>{id}</div> };
  };
}

function renderApp(route: string, missing: string[] = []) {
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={stubLoader(missing)}>
      <App />
    </RemoteLoaderContext.Provider>,
    { route },
  );
}

function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width,
    height: 800,
  });
}

beforeEach(() => {
  setViewportWidth(390);
  withoutTheApi();
  window.scrollTo = vi.fn();
  // Sections further down (the calculators) load when they come near the viewport: here at once.
  fakeIntersectionObserver({ visible: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.removeItem('manzil:favourites');
});

describe('home page', () => {
  it('has the navigation, hero with the search remote, sections, calculator remote, footer and chat', async () => {
    renderApp('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Manzil.*home page$/ }).getAttribute('href')).toBe('/');
    // The home page's sections are a chunk of their own (pages/ShellPage.tsx): there after it loads.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Premium Real Estate in Abu Dhabi' }),
    ).toBeTruthy();
    expect(await screen.findByTestId('mfe_search/HeroSearch')).toBeTruthy();
    // The featured listings (mfe-search) come right after the services.
    const featured = await screen.findByTestId('mfe_search/FeaturedListings');
    const services = screen.getByRole('heading', { level: 2, name: 'Our Services' });
    expect(services.compareDocumentPosition(featured) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByTestId('mfe_calculators/CalculatorTabs')).toBeTruthy();
    // The assistant's button is the shell's until someone reaches for it (layout/AssistantButton.test.tsx).
    expect(screen.getByRole('button', { name: 'Chat with Noor, the property assistant' })).toBeTruthy();
    for (const name of [
      'Our Services',
      'About Manzil',
      'Mortgage calculator',
      'What Our Clients Say',
      'Get in Touch',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('is Arabic and right-to-left at /ar, with the language switch back to /', async () => {
    renderApp('/ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { level: 1, name: 'عقارات فاخرة في أبوظبي' })).toBeTruthy();
    const switchLink = screen.getByRole('link', { name: 'View the site in English' });
    expect(switchLink.getAttribute('href')).toBe('/');
    expect(switchLink.getAttribute('lang')).toBe('en');
    expect(await screen.findByTestId('mfe_search/HeroSearch')).toBeTruthy();
  });

  it('switches language to /ar from an English page', () => {
    renderApp('/');
    fireEvent.click(screen.getByRole('link', { name: 'عرض الموقع باللغة العربية' }));
    expect(screen.getByTestId('location').textContent).toBe('/ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('keeps working when a remote is missing: its section shows a useful fallback', async () => {
    renderApp('/', ['mfe_search', 'mfe_chat']);
    const note = await screen.findByText(
      'Search is unavailable right now. You can still browse all our properties.',
    );
    const fallback = note.closest('[role="note"]') as HTMLElement;
    expect(within(fallback).getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe(
      '/properties',
    );
    expect(
      within(fallback)
        .getByRole('link', { name: /Call us on/ })
        .getAttribute('href'),
    ).toBe('tel:+97125550100');
    // The rest of the page is still there.
    expect(await screen.findByTestId('mfe_calculators/CalculatorTabs')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our Services' })).toBeTruthy();
  });

  it('offers a call-now link and section links in the navigation on wide screens', () => {
    setViewportWidth(1280);
    renderApp('/');
    expect(screen.getAllByRole('link', { name: 'Call now' })[0]?.getAttribute('href')).toBe(
      'tel:+97125550100',
    );
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/#services');
    expect(within(nav).getByRole('link', { name: 'Properties' }).getAttribute('href')).toBe('/properties');
  });

  it('opens the menu drawer and closes it with Escape', () => {
    renderApp('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' }) as HTMLDialogElement;
    expect(drawer.open).toBe(true);
    expect(within(drawer).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/#contact');
    fireEvent(drawer, new Event('cancel', { cancelable: true }));
    expect(drawer.open).toBe(false);
  });
});

describe('routes', () => {
  it.each([
    ['/properties', 'mfe_search/PropertiesPage'],
    ['/ar/properties', 'mfe_search/PropertiesPage'],
    ['/properties/location/yas-island', 'mfe_search/LocationRedirect'],
    ['/ar/properties/location/yas-island', 'mfe_search/LocationRedirect'],
    ['/property/12', 'mfe_property/PropertyPage'],
    ['/ar/property/12', 'mfe_property/PropertyPage'],
    ['/admin', 'mfe_admin/AdminApp'],
    ['/ar/admin', 'mfe_admin/AdminApp'],
    ['/favourites', 'mfe_search/FavouritesPage'],
    ['/ar/favourites', 'mfe_search/FavouritesPage'],
    ['/compare?ids=1,2', 'mfe_search/ComparePage'],
    ['/ar/compare', 'mfe_search/ComparePage'],
  ])('%s renders %s', async (route, id) => {
    renderApp(route);
    expect(await screen.findByTestId(id)).toBeTruthy();
  });

  it('links to the saved homes from the navigation, with how many there are, in both languages', async () => {
    localStorage.setItem('manzil:favourites', JSON.stringify([4, 9, 12]));
    renderApp('/properties');
    const nav = screen.getByRole('banner');
    const saved = within(nav).getByRole('link', { name: 'Saved homes (3)' });
    expect(saved.getAttribute('href')).toBe('/favourites');
    expect(saved.textContent).toBe('3');
    fireEvent.click(saved);
    expect(await screen.findByTestId('mfe_search/FavouritesPage')).toBeTruthy();
  });

  it('leaves the opened page where the visitor scrolled it; a navigation to another page starts at its top', async () => {
    renderApp('/properties');
    expect(await screen.findByTestId('mfe_search/PropertiesPage')).toBeTruthy();
    // On a slow phone the page hydrates after the visitor began to scroll: no jump back to the top.
    expect(window.scrollTo).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: /^Saved homes/ }));
    expect(await screen.findByTestId('mfe_search/FavouritesPage')).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('links to the Arabic saved homes, without a count when none is saved', () => {
    localStorage.removeItem('manzil:favourites');
    renderApp('/ar/properties');
    const saved = within(screen.getByRole('banner')).getByRole('link', { name: 'المنازل المحفوظة' });
    expect(saved.getAttribute('href')).toBe('/ar/favourites');
  });

  it('shows a page fallback with a way out when a page remote is down', async () => {
    renderApp('/property/12', ['mfe_property']);
    expect(
      await screen.findByText('This page is unavailable right now. Please try again in a moment.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it.each(['/404', '/no/such/page'])('%s shows the 404 page', async (route) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Browse Properties' }).getAttribute('href')).toBe('/properties');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'info@manzil.ae' }).getAttribute('href')).toBe(
      'mailto:info@manzil.ae',
    );
    expect(screen.getByRole('link', { name: 'Yas Island' }).getAttribute('href')).toBe(
      '/properties/location/yas-island',
    );
  });

  it('shows the Arabic 404 page under /ar', async () => {
    renderApp('/ar/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' }).getAttribute('href')).toBe('/ar');
    expect(screen.getByRole('link', { name: 'جزيرة ياس' }).getAttribute('href')).toBe(
      '/ar/properties/location/yas-island',
    );
  });
});
