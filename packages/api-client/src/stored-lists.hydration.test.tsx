import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY, toggleCompare, useCompare, useCompareList } from './compare.ts';
import { FAVOURITES_STORAGE_KEY, toggleFavourite, useFavourite, useFavourites } from './favourites.ts';

// The lists a visitor keeps in local storage are empty on the server. A first visit has none stored either: the
// hydrated page must not be drawn again for them (React redraws, at once and in one task, every component whose
// browser value differs from the server's: a page of listing cards on a phone).
let renders = 0;
function Count({ useList }: { useList: () => number[] }) {
  renders += 1;
  return <output>{useList().length}</output>;
}

describe.each([
  ['favourites', FAVOURITES_STORAGE_KEY, useFavourites],
  ['compare list', COMPARE_STORAGE_KEY, useCompareList],
])('%s after hydration', (_, key, useList) => {
  afterEach(() => localStorage.clear());

  async function hydrate() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Count useList={useList} />);
    document.body.append(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Count useList={useList} />);
    });
    return { renders, text: container.textContent };
  }

  it('draws the page once when nothing is stored', async () => {
    expect(await hydrate()).toEqual({ renders: 1, text: '0' });
  });

  it('draws it again with what is stored', async () => {
    localStorage.setItem(key, JSON.stringify([3, 5]));
    expect(await hydrate()).toEqual({ renders: 2, text: '2' });
  });
});

// A page of cards, each asking whether its own listing is in a list: one card's change redraws that card only.
const cardRenders = new Map<number, number>();
function Card({ id, useHas }: { id: number; useHas: (id: number) => [boolean, ...unknown[]] }) {
  cardRenders.set(id, (cardRenders.get(id) ?? 0) + 1);
  return <output>{useHas(id)[0] ? 'in' : 'out'}</output>;
}

describe.each([
  ['favourites', useFavourite, (id: number) => toggleFavourite(id)],
  ['compare list', useCompare, (id: number) => toggleCompare(id)],
])('%s on a page of cards', (_, useHas, toggle) => {
  afterEach(() => localStorage.clear());

  it('redraws only the card whose listing was added or removed', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <>
          <Card id={1} useHas={useHas} />
          <Card id={2} useHas={useHas} />
        </>,
      );
    });
    cardRenders.clear();
    await act(async () => {
      toggle(2);
    });
    expect(container.textContent).toBe('outin');
    expect(Object.fromEntries(cardRenders)).toEqual({ 2: 1 });
  });
});
