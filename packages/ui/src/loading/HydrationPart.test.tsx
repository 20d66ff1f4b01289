import { act, render, screen } from '@testing-library/react';
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
