import { localizeSiteContent, resetSiteContentCache } from '@manzil/api-client';
import { DEFAULT_SITE_CONTENT as defaultSiteContent } from '@manzil/contracts';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../layout/Footer.tsx';
import { NavBar } from '../layout/NavBar.tsx';
import { WhatsAppButton } from '../layout/WhatsAppButton.tsx';
import { TOOLTIP_DELAY_MS, Tooltip } from '../lib/Tooltip.tsx';
import { withoutTheApi } from '../test-support.ts';
import { ContactSection } from './ContactSection.tsx';
import { Hero } from './Hero.tsx';
import { HeroVideo } from './HeroVideo.tsx';
import { SectionsNav } from './SectionsNav.tsx';
import { Testimonials } from './Testimonials.tsx';
import { useTypewriter } from './useTypewriter.ts';
import '../i18n/index.ts';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    })),
  );
}

beforeEach(() => {
  resetSiteContentCache();
  preferReducedMotion(false);
  withoutTheApi();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the typed tagline', () => {
  it('waits 1500 ms, then adds one character every 40 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTypewriter('Premium'));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1 + 40));
    expect(result.current).toBe('P');
    act(() => vi.advanceTimersByTime(40 * 3));
    expect(result.current).toBe('Prem');
    act(() => vi.advanceTimersByTime(40 * 10));
    expect(result.current).toBe('Premium');
  });

  it('types Arabic letter by letter and starts over for a new text', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text }) => useTypewriter(text), {
      initialProps: { text: 'عقارات' },
    });
    act(() => vi.advanceTimersByTime(1500 + 40 * 2));
    expect(result.current).toBe('عق');
    rerender({ text: 'Homes' });
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1500 + 40 * 5));
    expect(result.current).toBe('Homes');
  });

  it('shows the whole text at once to people who prefer reduced motion', () => {
    preferReducedMotion(true);
    const { result } = renderHook(() => useTypewriter('Premium Real Estate'));
    expect(result.current).toBe('Premium Real Estate');
  });
});

describe('the hero video', () => {
  it('plays muted and looping from /api/assets', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderWithProviders(<HeroVideo label="Skyline" />);
    const frame = screen.getByTestId('hero-video');
    const video = frame.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(Array.from(video.querySelectorAll('source')).map((source) => source.getAttribute('src'))).toEqual([
      '/api/assets/hero.webm',
      '/api/assets/hero.mp4',
    ]);
    // Its poster shows at once; the video is fetched and played once the page has loaded.
    expect(video.getAttribute('poster')).toBe('/api/assets/hero-poster.jpg');
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(video.preload).toBe('auto');
    // The state follows play()'s promise, a microtask later (a slow machine can observe the gap).
    await waitFor(() => expect(frame.dataset.state).toBe('playing'));
  });

  it('falls back to the gradient when autoplay is refused (logged only), and a tap retries', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('autoplay refused', 'NotAllowedError'))
      .mockResolvedValue(undefined);
    renderWithProviders(<HeroVideo label="Skyline" />);
    const frame = screen.getByTestId('hero-video');
    await waitFor(() => expect(frame.dataset.state).toBe('fallback'));
    expect(console.error).toHaveBeenCalledWith('Hero video could not play', expect.any(DOMException));

    // A mouse click is not the touch gesture the retry waits for.
    await act(async () => {
      document.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse' }));
    });
    expect(play).toHaveBeenCalledTimes(1);
    await act(async () => {
      document.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch' }));
    });
    expect(play).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(frame.dataset.state).toBe('playing'));
  });

  it('is a still picture (its poster) for people who prefer reduced motion', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    preferReducedMotion(true);
    renderWithProviders(<HeroVideo label="Skyline" />);
    const frame = screen.getByTestId('hero-video');
    expect(frame.querySelector('video')).toBeNull();
    expect(frame.querySelector('img')?.getAttribute('src')).toBe('/api/assets/hero-poster.jpg');
    expect(play).not.toHaveBeenCalled();
  });
});

describe('the hero', () => {
  it("opens WhatsApp in a new tab with the WhatsApp number for 'schedule viewing'", () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderWithProviders(<Hero content={defaultSiteContent} />);
    const link = screen.getByRole('link', { name: /Schedule a viewing/ });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/971501234567');
    expect(href.searchParams.get('text')).toBe("Hello! I'd like to schedule a property viewing.");
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Premium Real Estate in Abu Dhabi');
    expect(screen.getByRole('link', { name: 'Scroll to our services' }).getAttribute('href')).toBe(
      '#services',
    );
    expect(screen.getByText('1200+')).toBeTruthy();
    expect(screen.getByText('98%')).toBeTruthy();
  });

  it("uses the call button's number for 'schedule viewing' when WhatsApp has none", () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const content = { ...defaultSiteContent, whatsapp: { number: '', enabled: false } };
    renderWithProviders(<Hero content={content} />);
    const link = screen.getByRole('link', { name: /Schedule a viewing/ });
    expect(new URL(link.getAttribute('href') ?? '').pathname).toBe('/97125550100');
  });

  it('scrolls smoothly to the services with the down arrow', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderWithProviders(
      <>
        <Hero content={defaultSiteContent} />
        <section id="services" />
      </>,
    );
    const target = document.getElementById('services') as HTMLElement;
    const scroll = vi.fn();
    target.scrollIntoView = scroll;
    fireEvent.click(screen.getByRole('link', { name: 'Scroll to our services' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });
});

describe('the sections navigation for keyboard and screen-reader users', () => {
  it('links to every section of the page and the footer', () => {
    renderWithProviders(<SectionsNav />);
    const nav = screen.getByRole('navigation', { name: 'Sections of this page' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#home', '#services', '#about', '#calculator', '#testimonials', '#contact', '#footer']);
  });

  it('moves the focus to the section it scrolls to', async () => {
    renderWithProviders(
      <>
        <SectionsNav />
        <section id="contact" />
      </>,
    );
    const section = document.getElementById('contact') as HTMLElement;
    section.scrollIntoView = vi.fn();
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(document.activeElement).toBe(section);
    // After the sections above it have drawn (none here).
    await waitFor(() => expect(section.scrollIntoView).toHaveBeenCalled());
  });
});

describe('testimonials', () => {
  it('shows each rating as stars with a spoken label, clamped to 1-5', () => {
    const base = defaultSiteContent.testimonials;
    const first = base.items[0] as (typeof base.items)[number];
    renderWithProviders(
      <Testimonials
        testimonials={{
          ...base,
          items: [
            { ...first, rating: 4 },
            { ...first, name: 'Omar Saeed', rating: 9 },
          ],
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(screen.getByText('OS')).toBeTruthy();
  });
});

describe('footer and floating WhatsApp button', () => {
  it('shows only the enabled social and app-store links, and quick links to the sections', async () => {
    const content = structuredClone(defaultSiteContent);
    content.appStores.googlePlay.enabled = true;
    for (const link of content.company.socialMedia) link.enabled = link.icon === 'tiktok';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(content)),
    );
    renderWithProviders(<Footer />, { route: '/ar' });
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'TikTok' })).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(
      within(footer)
        .getByRole('link', { name: /Google Play/ })
        .getAttribute('href'),
    ).toBe(content.appStores.googlePlay.url);
    expect(within(footer).queryByRole('link', { name: /App Store/ })).toBeNull();
    const quick = within(footer).getByRole('navigation');
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/ar#home', '/ar#about', '/ar#services', '/ar#contact', '/ar/properties']);
    // Arabic copy from the document's translations.
    const ar = localizeSiteContent(content, 'ar');
    expect(within(footer).getByText(ar.company.description)).toBeTruthy();
  });

  it("shows the admin's company name and location in the navigation and the footer, in both languages", async () => {
    const content = structuredClone(defaultSiteContent);
    content.company.name = 'Dar Al Bahr Homes';
    content.company.location = 'Al Ain, UAE';
    content.translations.ar.company = {
      ...content.translations.ar.company,
      name: 'دار البحر للمنازل',
      location: 'العين، الإمارات',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(content)),
    );
    const { unmount } = renderWithProviders(
      <>
        <NavBar />
        <Footer />
      </>,
    );
    const banner = screen.getByRole('banner');
    const home = await within(banner).findByRole('link', { name: /Dar Al Bahr Homes/ });
    expect(home.textContent).toContain('دار البحر للمنازل');
    expect(home.textContent).toContain('Al Ain, UAE');
    expect(home.textContent).not.toContain('Manzil');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Dar Al Bahr Homes')).toBeTruthy();
    expect(within(footer).getByText('Al Ain, UAE')).toBeTruthy();
    unmount();
    resetSiteContentCache();
    renderWithProviders(
      <>
        <NavBar />
        <Footer />
      </>,
      { route: '/ar' },
    );
    const arabic = await within(screen.getByRole('banner')).findByRole('link', { name: /دار البحر للمنازل/ });
    expect(arabic.textContent).toContain('العين، الإمارات');
    expect(within(screen.getByRole('contentinfo')).getByText('دار البحر للمنازل')).toBeTruthy();
  });

  it("shows the built-in content's company name and location until an admin changes them", () => {
    const { container } = renderWithProviders(<NavBar />);
    // The built-in content's name, then the name in the other script.
    expect(container.textContent).toContain('Manzil Real Estate');
    expect(container.textContent).toContain('Abu Dhabi, UAE');
  });

  it("pre-fills the contact section's WhatsApp chat with the spec's text, in English and Arabic", () => {
    const { unmount } = renderWithProviders(<ContactSection content={defaultSiteContent} />);
    const english = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(new URL(english.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      "Hello! I'm interested in your real estate services.",
    );
    unmount();
    renderWithProviders(<ContactSection content={localizeSiteContent(defaultSiteContent, 'ar')} />, {
      route: '/ar',
    });
    const arabic = screen.getByRole('link', { name: 'تحدث عبر واتساب' });
    expect(new URL(arabic.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'مرحباً! أنا مهتم بخدماتكم العقارية.',
    );
  });

  it('opens WhatsApp with the default prefilled text, in English and Arabic', () => {
    const { unmount } = renderWithProviders(<WhatsAppButton />);
    const english = new URL(screen.getByTestId('whatsapp-fab').getAttribute('href') ?? '');
    expect(english.pathname).toBe('/971501234567');
    expect(english.searchParams.get('text')).toBe("Hello! I'm interested in your real estate services.");
    unmount();
    renderWithProviders(<WhatsAppButton />, { route: '/ar' });
    const link = screen.getByRole('link', { name: 'تحدث معنا عبر واتساب' });
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'مرحباً! أنا مهتم بخدماتكم العقارية.',
    );
  });

  it('shows a tooltip 700 ms after the pointer rests on a link, and at once on the next one', () => {
    vi.useFakeTimers();
    renderWithProviders(
      <>
        <Tooltip label="Instagram">
          <a href="https://instagram.com">i</a>
        </Tooltip>
        <Tooltip label="LinkedIn">
          <a href="https://linkedin.com">l</a>
        </Tooltip>
      </>,
    );
    const [first, second] = screen.getAllByRole('link') as [HTMLElement, HTMLElement];
    fireEvent.pointerEnter(first.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Instagram');
    fireEvent.pointerLeave(first.parentElement as HTMLElement);
    fireEvent.pointerEnter(second.parentElement as HTMLElement);
    expect(screen.getByRole('tooltip').textContent).toBe('LinkedIn');
  });
});
