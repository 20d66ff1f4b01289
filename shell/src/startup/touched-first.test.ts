import {
  APP_LIVE_EVENT,
  APP_START_FAILED_EVENT,
  TAP_HELD_ATTRIBUTE,
  TAP_TARGET_EVENT,
} from '@manzil/contracts/server-render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateTouchedFirst } from './touched-first.ts';

const press = (element: Element) => element.dispatchEvent(new Event(TAP_TARGET_EVENT, { bubbles: true }));

describe('hydrateTouchedFirst', () => {
  let doc: Document;
  let scheduled: Node[];
  const root = { unstable_scheduleHydration: (target: Node) => scheduled.push(target) };

  beforeEach(() => {
    vi.useFakeTimers();
    doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = '<form><label id="rent">Rent</label><button id="search">Search</button></form>';
    scheduled = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const paintNextFrame = () => vi.advanceTimersByTime(50);

  it('puts the pressed control’s part first in the hydration queue, after the tap’s frame is painted', () => {
    const takeRoot = hydrateTouchedFirst(doc);
    takeRoot(root);
    const rent = doc.getElementById('rent') as Element;
    press(rent);
    expect(scheduled).toEqual([]); // not inside the tap
    paintNextFrame();
    expect(scheduled).toEqual([rent]);
  });

  it('remembers a press from before the root exists, and a held tap from before the shell ran', () => {
    const takeRoot = hydrateTouchedFirst(doc);
    const search = doc.getElementById('search') as Element;
    press(search);
    paintNextFrame();
    expect(scheduled).toEqual([]);
    takeRoot(root);
    paintNextFrame();
    expect(scheduled).toEqual([search]);

    const later = document.implementation.createHTMLDocument('page');
    later.body.innerHTML = `<button ${TAP_HELD_ATTRIBUTE}="" id="held">Filters</button>`;
    scheduled = [];
    hydrateTouchedFirst(later)(root);
    paintNextFrame();
    expect(scheduled).toEqual([later.getElementById('held')]);
  });

  it('stops listening once the page is live, and does nothing with a React that has no such call', () => {
    const takeRoot = hydrateTouchedFirst(doc);
    takeRoot(root);
    doc.dispatchEvent(new Event(APP_LIVE_EVENT));
    press(doc.getElementById('rent') as Element);
    paintNextFrame();
    expect(scheduled).toEqual([]);

    const other = document.implementation.createHTMLDocument('page');
    other.body.innerHTML = '<button id="b">B</button>';
    hydrateTouchedFirst(other)({});
    press(other.getElementById('b') as Element);
    expect(() => paintNextFrame()).not.toThrow();
  });

  it('stops listening once the page cannot start', () => {
    const takeRoot = hydrateTouchedFirst(doc);
    takeRoot(root);
    doc.dispatchEvent(new Event(APP_START_FAILED_EVENT));
    press(doc.getElementById('search') as Element);
    paintNextFrame();
    expect(scheduled).toEqual([]);
  });
});
