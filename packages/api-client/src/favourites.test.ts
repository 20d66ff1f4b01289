import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { track } from './analytics.ts';
import {
  clearFavourites,
  FAVOURITES_STORAGE_KEY,
  readFavourites,
  toggleFavourite,
  useFavourite,
  useFavourites,
} from './favourites.ts';

afterEach(() => {
  localStorage.clear();
  window.dataLayer = undefined;
});

describe('favourites', () => {
  it('keeps saved ids in local storage, newest first, and toggles them off', () => {
    expect(toggleFavourite(3)).toBe(true);
    expect(toggleFavourite(8)).toBe(true);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '')).toEqual([8, 3]);
    expect(toggleFavourite(3)).toBe(false);
    expect(readFavourites()).toEqual([8]);
  });

  it('treats unreadable storage as no favourites', () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, '{oops');
    expect(readFavourites()).toEqual([]);
    localStorage.setItem(FAVOURITES_STORAGE_KEY, '[1,"x",-2,4]');
    expect(readFavourites()).toEqual([1, 4]);
  });

  it('updates every hook of the same listing when one of them toggles (card and detail page)', () => {
    const card = renderHook(() => useFavourite(12));
    const detail = renderHook(() => useFavourite(12));
    expect(card.result.current[0]).toBe(false);
    act(() => detail.result.current[1]());
    expect(card.result.current[0]).toBe(true);
    expect(detail.result.current[0]).toBe(true);
  });
});

describe('track', () => {
  it('queues events with a timestamp on window.dataLayer', () => {
    track({ event: 'property_contact', propertyId: 4, method: 'whatsapp' });
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'property_contact',
        propertyId: 4,
        method: 'whatsapp',
        timestamp: expect.any(String),
      }),
    ]);
  });
});

describe('contact links', () => {
  it('build tel, WhatsApp and mailto links from the displayed values', async () => {
    const { mailtoHref, telHref, whatsappHref } = await import('./contact-links.ts');
    expect(telHref('+971 2 555 0100')).toBe('tel:+97125550100');
    expect(whatsappHref('+971 50 123 4567', 'Villa (ST-000007)')).toBe(
      'https://wa.me/971501234567?text=Villa%20(ST-000007)',
    );
    expect(mailtoHref('info@manzil.ae', 'Enquiry: Villa & pool')).toBe(
      'mailto:info@manzil.ae?subject=Enquiry%3A%20Villa%20%26%20pool',
    );
  });

  it('lists every saved id for the nav count and the saved-homes page, and clears them all', () => {
    const saved = renderHook(() => useFavourites());
    expect(saved.result.current).toEqual([]);
    act(() => {
      toggleFavourite(4);
      toggleFavourite(9);
    });
    expect(saved.result.current).toEqual([9, 4]);
    const before = saved.result.current;
    saved.rerender();
    expect(saved.result.current).toBe(before);
    act(() => clearFavourites());
    expect(saved.result.current).toEqual([]);
  });
});
