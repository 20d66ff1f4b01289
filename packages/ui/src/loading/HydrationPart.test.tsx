import { APP_LIVE_EVENT } from '@manzil/contracts/server-render';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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
