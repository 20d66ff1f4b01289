import { APP_LIVE_EVENT } from '@manzil/contracts/server-render';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrationPart, hydrationPartsPending, onHydrationPartsSettled } from './HydrationPart.tsx';

/** A part whose code has not loaded yet: it suspends until `later.load()`. */
const later = (() => {
  let resolve: () => void = () => {};
  const code = new Promise<void>((done) => {
    resolve = done;
  });
  let ready = false;
  return {
    code,
    load() {
      ready = true;
      resolve();
    },
    Part() {
      if (!ready) throw code;
      return <p>later</p>;
    },
  };
})();

describe('HydrationPart', () => {
  it('draws its content and counts as settled once the content has committed', async () => {
    const settled = vi.fn();
    const stop = onHydrationPartsSettled(settled);
    await act(async () => {
      render(
        <>
          <HydrationPart>
            <p>results</p>
          </HydrationPart>
          <HydrationPart>
            <p>footer</p>
          </HydrationPart>
        </>,
      );
    });
    expect(screen.getByText('results')).toBeTruthy();
    expect(screen.getByText('footer')).toBeTruthy();
    expect(hydrationPartsPending()).toBe(0);
    expect(settled).toHaveBeenCalled();
    stop();
  });

  it('counts a part that waits for its code as pending until it has drawn', async () => {
    await act(async () => {
      render(
        <HydrationPart>
          <later.Part />
        </HydrationPart>,
      );
    });
    expect(hydrationPartsPending()).toBe(1);
    await act(async () => {
      later.load();
      await later.code;
    });
    expect(screen.getByText('later')).toBeTruthy();
    expect(hydrationPartsPending()).toBe(0);
  });
});

/** A control that answers a tap only once it is hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('HydrationPart afterLive', () => {
  /** A fresh copy of the module: whether the page has gone live is kept once per page. */
  async function freshPart() {
    vi.resetModules();
    return import('./HydrationPart.tsx');
  }

  it("keeps the server's markup until the page's modules are live, then hydrates", async () => {
    const { HydrationPart: Part, hydrationPartsPending: pendingParts } = await freshPart();
    const tree = (afterLive: boolean) => (
      <main>
        <Counter label="hero" />
        <Part afterLive={afterLive}>
          <Counter label="contact" />
        </Part>
      </main>
    );
    const container = document.createElement('div');
    // The same markup as the gateway's render, which has no document to wait on (this test's server render does).
    container.innerHTML = renderToString(tree(false));
    document.body.append(container);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree(true), { onRecoverableError: errors });
    });
    const [hero, contact] = [...container.querySelectorAll('button')];
    expect(contact?.textContent).toBe('contact 0');
    act(() => hero?.click());
    expect(hero?.textContent).toBe('hero 1');
    expect(pendingParts()).toBe(1);

    await act(async () => {
      document.dispatchEvent(new Event(APP_LIVE_EVENT));
    });
    expect(pendingParts()).toBe(0);
    // The same element, now the client's: the server's markup was kept, not drawn again.
    expect(container.querySelectorAll('button')[1]).toBe(contact);
    act(() => contact?.click());
    expect(contact?.textContent).toBe('contact 1');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it("hydrates anyway 20 s after it first waited when the page's modules never go live (a stalled network)", async () => {
    const { HydrationPart: Part, hydrationPartsPending: pendingParts } = await freshPart();
    vi.useFakeTimers();
    try {
      const tree = (afterLive: boolean) => (
        <Part afterLive={afterLive}>
          <Counter label="footer" />
        </Part>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree(false));
      document.body.append(container);
      const drawn = container.querySelector('button');
      await act(async () => {
        hydrateRoot(container, tree(true));
      });
      expect(pendingParts()).toBe(1);
      vi.advanceTimersByTime(20_000);
      vi.useRealTimers();
      await act(async () => {});
      expect(pendingParts()).toBe(0);
      const footer = container.querySelector('button');
      expect(footer).toBe(drawn);
      act(() => footer?.click());
      expect(footer?.textContent).toBe('footer 1');
      container.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws at once when the client draws the page (no markup to keep)', async () => {
    const { HydrationPart: Part } = await freshPart();
    render(
      <Part afterLive>
        <p>drawn by the client</p>
      </Part>,
    );
    expect(screen.getByText('drawn by the client')).toBeTruthy();
  });
});

/** Hands a test the router's navigate. */
const navigation = { go: (_to: string) => {} };
function Navigator() {
  navigation.go = useNavigate();
  return null;
}

describe('HydrationPart onView', () => {
  async function freshPart() {
    vi.resetModules();
    return import('./HydrationPart.tsx');
  }

  /** jsdom has no IntersectionObserver: this one reports what the test says the screen shows. */
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; margin?: string }[] = [];
  function show(element: Element, near: boolean) {
    for (const observer of observers.filter((o) => o.targets.includes(element))) {
      observer.callback(
        [{ target: element, isIntersecting: near } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
  class FakeObserver {
    callback: IntersectionObserverCallback;
    targets: Element[] = [];
    margin?: string;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.callback = callback;
      this.margin = options?.rootMargin;
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }

  /** A page with a hero and a section far below it, served and then hydrated; `live` opens the page's modules. */
  async function page() {
    const {
      HydrationPart: Part,
      hydrationPartsPending: pendingParts,
      onHydrationPartsSettled: onSettled,
    } = await freshPart();
    const settled = vi.fn();
    onSettled(settled);
    const tree = (onView?: string, label = 'contact') => (
      <main>
        <Counter label="hero" />
        <Part onView={onView}>
          <section id="contact">
            <Counter label={label} />
          </section>
        </Part>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    const errors = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree('contact'), { onRecoverableError: errors });
    });
    const update = (label: string) =>
      act(async () => {
        root?.render(tree('contact', label));
      });
    const section = container.querySelector('section') as HTMLElement;
    const [hero, contact] = [...container.querySelectorAll('button')] as HTMLButtonElement[];
    const live = () =>
      act(async () => {
        document.dispatchEvent(new Event(APP_LIVE_EVENT));
      });
    return { container, section, hero, contact, live, update, errors, pendingParts, settled };
  }

  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // A failed test's page must not be the next one's `#contact`.
    for (const section of document.querySelectorAll('#contact')) section.closest('body > div')?.remove();
  });

  it("keeps the server's markup of a part far down the page, live or not, until the visitor scrolls near it", async () => {
    const { container, section, contact, live, errors, pendingParts } = await page();
    await live();
    // Not hydrated (a tap on its markup would do nothing), and not holding the page's `data-live` back.
    expect(pendingParts()).toBe(0);
    expect(observers[0]?.targets).toEqual([section]);
    expect(observers[0]?.margin).toBe('25% 0px');
    await act(async () => show(section, false));
    expect(contact?.textContent).toBe('contact 0');

    await act(async () => show(section, true));
    expect(pendingParts()).toBe(0);
    // The server's element, now the client's.
    expect(container.querySelectorAll('button')[1]).toBe(contact);
    act(() => contact?.click());
    expect(contact?.textContent).toBe('contact 1');
    // Hydrated once: nothing is watched any more.
    expect(observers[0]?.targets).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it("waits for the page's modules when it is near from the start (a link to the section)", async () => {
    const { container, section, contact, live, pendingParts, settled } = await page();
    await act(async () => show(section, true));
    expect(pendingParts()).toBe(0);
    expect(settled).not.toHaveBeenCalled();
    await live();
    // It started and finished hydrating once the page's modules were live.
    expect(settled).toHaveBeenCalledTimes(1);
    expect(pendingParts()).toBe(0);
    act(() => contact?.click());
    expect(contact?.textContent).toBe('contact 1');
    container.remove();
  });

  it('hydrates at once and answers the tap when the visitor taps inside it before it was near', async () => {
    const { container, hero, contact, live, errors, settled } = await page();
    await live();
    act(() => hero?.click());
    expect(hero?.textContent).toBe('hero 1');
    // A tap elsewhere leaves it alone.
    expect(observers[0]?.targets.length).toBe(1);
    expect(settled).not.toHaveBeenCalled();

    act(() => contact?.click());
    expect(contact?.textContent).toBe('contact 1');
    expect(container.querySelectorAll('button')[1]).toBe(contact);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('hydrates at once when focus moves inside it (a keyboard visitor, a field being filled)', async () => {
    const { container, contact, live, settled } = await page();
    await live();
    act(() => contact?.focus());
    expect(settled).toHaveBeenCalledTimes(1);
    act(() => contact?.click());
    expect(contact?.textContent).toBe('contact 1');
    container.remove();
  });

  it("takes new content while it waits without drawing the part again (the site's content changed)", async () => {
    const { container, section, contact, live, update, errors } = await page();
    await live();
    await update('write to us');
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, then changed: the server's elements, now the client's, with the new words.
    expect(container.querySelector('section')).toBe(section);
    expect(container.querySelectorAll('button')[1]).toBe(contact);
    expect(contact?.textContent).toBe('write to us 0');
    act(() => contact?.click());
    expect(contact?.textContent).toBe('write to us 1');
    container.remove();
  });

  it('hydrates before a navigation reaches it, so the navigation is neither held back nor drawn from scratch', async () => {
    const { HydrationPart: Part } = await freshPart();
    const tree = (hydrating = true) => (
      <MemoryRouter initialEntries={['/']}>
        <Navigator />
        <main>
          <Part onView={hydrating ? 'contact' : undefined}>
            <section id="contact">
              <Link to="#contact">Contact us</Link>
            </section>
          </Part>
        </main>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(false));
    document.body.append(container);
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: errors });
    });
    await act(async () => {
      document.dispatchEvent(new Event(APP_LIVE_EVENT));
    });
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/#contact');
    await act(async () => {
      navigation.go('/about');
    });
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, then moved on: the server's link, now the client's, pointing from the new page.
    expect(container.querySelector('a')).toBe(link);
    expect(link?.getAttribute('href')).toBe('/about#contact');
    expect(observers[0]?.targets).toEqual([]);
    container.remove();
  });

  it('draws at once when the client draws the page, and watches nothing', async () => {
    const { HydrationPart: Part, hydrationPartsPending: pendingParts } = await freshPart();
    render(
      <Part onView="contact">
        <section id="contact">drawn by the client</section>
      </Part>,
    );
    expect(screen.getByText('drawn by the client')).toBeTruthy();
    await act(async () => {});
    expect(pendingParts()).toBe(0);
    expect(observers.every((observer) => observer.targets.length === 0)).toBe(true);
  });
});
