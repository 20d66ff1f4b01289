import { catalogListing } from '@manzil/test-utils';
import { describe, expect, it } from 'vitest';
import { changeKind, isNewFor } from './listing-change.ts';

const listing = (extra = {}) => catalogListing({ id: 1, areaId: 10, emirateId: 1, price: 1000, ...extra });
const known = (extra = {}) => ({ version: 1, price: 1000, onMarket: true, ...extra });

describe('changeKind', () => {
  it('tells a first sight, a lower price and a return to the market; nothing else is news', () => {
    expect(changeKind(null, listing())).toBe('new');
    expect(changeKind(known(), listing({ price: 900 }))).toBe('price_drop');
    expect(changeKind(known({ onMarket: false }), listing())).toBe('back_on_market');
    expect(changeKind(known(), listing({ price: 1100 }))).toBeNull();
    expect(changeKind(known(), listing({ titleEn: 'Renamed' }))).toBeNull();
  });

  it('a listing sold, rented or hidden is never news', () => {
    expect(changeKind(null, listing({ status: 'sold' }))).toBeNull();
    expect(changeKind(known(), listing({ status: 'rented', price: 10 }))).toBeNull();
    expect(changeKind(known({ onMarket: false }), listing({ listed: false }))).toBeNull();
  });
});

describe('isNewFor', () => {
  it('a listing created before the alert was confirmed is not new to it', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(isNewFor({ createdAt: '2026-11-26T10:00:01Z' }, at)).toBe(true);
    expect(isNewFor({ createdAt: '2026-11-26T09:59:59Z' }, at)).toBe(false);
  });
});
