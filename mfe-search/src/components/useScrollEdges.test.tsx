import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AT_EDGE_RATIO, useScrollEdges } from './useScrollEdges.ts';

/** An IntersectionObserver the test drives: `report(element, ratio)` tells how much of an element shows. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    seen: Element[];
  }[] = [];
  class StubObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, seen: [] as Element[] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.seen.push(element);
    }
    unobserve() {}
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    observers,
    report(target: Element, intersectionRatio: number) {
      act(() => {
        for (const { callback, seen } of observers) {
          if (seen.includes(target)) {
            callback(
              [{ target, intersectionRatio } as IntersectionObserverEntry],
              {} as IntersectionObserver,
            );
          }
        }
      });
    },
  };
}

const names = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `item ${from + index}`);

function Row({ items }: { items: readonly string[] }) {
  const row = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(row, items);
  return (
    <>
      <output>{`${edges.start ? 'start' : '-'} ${edges.end ? 'end' : '-'}`}</output>
      <ul ref={row}>
        {items.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useScrollEdges', () => {
  it('starts at the start with more to come, as the server draws the row', () => {
    stubObserver();
    render(<Row items={names(3)} />);
    expect(screen.getByRole('status').textContent).toBe('start -');
  });

  it('follows the first and last items as they show inside the row, without reading any layout', () => {
    const stub = stubObserver();
    const read = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    render(<Row items={names(3)} />);
    const [observer] = stub.observers;
    expect(observer?.options?.root).toBe(screen.getByRole('list'));
    expect(observer?.options?.threshold).toEqual([AT_EDGE_RATIO]);
    const first = screen.getByText('item 1');
    const last = screen.getByText('item 3');
    expect(observer?.seen).toEqual([first, last]);

    stub.report(first, 0.4);
    expect(screen.getByRole('status').textContent).toBe('- -');
    stub.report(last, 1);
    expect(screen.getByRole('status').textContent).toBe('- end');
    stub.report(first, 0.99);
    expect(screen.getByRole('status').textContent).toBe('start end');
    expect(read).not.toHaveBeenCalled();
  });

  it('watches the new first and last items when the row draws other items', () => {
    const stub = stubObserver();
    const { rerender } = render(<Row items={names(2)} />);
    rerender(<Row items={names(4)} />);
    expect(stub.observers).toHaveLength(1);
    expect(stub.observers[0]?.seen.at(-1)).toBe(screen.getByText('item 4'));
    // As many items as before, other ones (a new list from the server).
    rerender(<Row items={names(4, 11)} />);
    expect(stub.observers).toHaveLength(1);
    expect(stub.observers[0]?.seen).toEqual([screen.getByText('item 11'), screen.getByText('item 14')]);
  });

  it('stays at the start where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Row items={names(3)} />);
    expect(screen.getByRole('status').textContent).toBe('start -');
  });
});
