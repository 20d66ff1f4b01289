import { catalogListing } from '@manzil/test-utils';
import { describe, expect, it } from 'vitest';
import { changeKind, isNewFor } from './listing-change.ts';

const at = '2026-11-26T10:00:00.000Z';
const listing = (extra = {}) => catalogListing({ id: 1, areaId: 10, emirateId: 1, price: 900, ...extra });
const drop = { oldPrice: 1000, newPrice: 900, changedAt: at };

describe('changeKind', () => {
  it('tells a listing just created, a price just lowered and a return to the market', () => {
    expect(changeKind(listing(), { version: 1, occurredAt: at }, false)).toBe('new');
    expect(changeKind(listing({ lastPriceChange: drop }), { version: 3, occurredAt: at }, false)).toBe(
      'price_drop',
    );
    expect(changeKind(listing(), { version: 4, occurredAt: at }, true)).toBe('back_on_market');
  });

  it('a republished listing, a raise or an old drop is not news', () => {
    expect(changeKind(listing(), { version: 5, occurredAt: at }, false)).toBeNull();
    const raise = { oldPrice: 800, newPrice: 900, changedAt: at };
    expect(changeKind(listing({ lastPriceChange: raise }), { version: 5, occurredAt: at }, false)).toBeNull();
    const later = '2026-11-26T11:00:00.000Z';
    expect(
      changeKind(listing({ lastPriceChange: drop }), { version: 6, occurredAt: later }, false),
    ).toBeNull();
  });

  it('a listing sold, rented or hidden is never news', () => {
    expect(changeKind(listing({ status: 'sold' }), { version: 1, occurredAt: at }, false)).toBeNull();
    expect(changeKind(listing({ status: 'rented' }), { version: 2, occurredAt: at }, true)).toBeNull();
    expect(changeKind(listing({ listed: false }), { version: 2, occurredAt: at }, true)).toBeNull();
  });
});

describe('isNewFor', () => {
  it('a listing created before the alert was confirmed is not new to it', () => {
    const confirmed = new Date('2026-11-26T10:00:00Z');
    expect(isNewFor({ createdAt: '2026-11-26T10:00:01Z' }, confirmed)).toBe(true);
    expect(isNewFor({ createdAt: '2026-11-26T09:59:59Z' }, confirmed)).toBe(false);
  });
});
