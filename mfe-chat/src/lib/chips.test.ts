import type { ChatTurn } from '@manzil/contracts';
import { describe, expect, it } from 'vitest';
import { type ChatMessage, historyOf } from '../chat/store.ts';
import { chipsOf, withoutChip } from './chips.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`;

describe('chipsOf', () => {
  it('makes one chip per constraint, a range as one, and marks the relaxed ones', () => {
    const chips = chipsOf(
      { listingType: 'rent', emirateId: 1, bedrooms: '0', minArea: 1000, maxArea: 1500, sortBy: 'newest' },
      ['minArea'],
      { emirateId: { en: 'Abu Dhabi', ar: 'أبوظبي' } },
      'en',
      t,
    );
    expect(chips.map((chip) => [chip.id, chip.keys, chip.relaxed])).toEqual([
      ['listingType', ['listingType'], false],
      ['place', ['emirateId'], false],
      ['bedrooms', ['bedrooms'], false],
      ['size', ['minArea', 'maxArea'], true],
    ]);
    expect(chips.map((chip) => chip.label)).toEqual([
      'chips.rent',
      'Abu Dhabi',
      'chips.studio',
      'chips.sizeBetween{"min":"1,000","max":"1,500"}',
    ]);
  });

  it('leaves out a place or type it has no name for', () => {
    expect(chipsOf({ areaId: 99, propertyTypeId: 98 }, [], {}, 'en', t)).toEqual([]);
  });
});

describe('withoutChip', () => {
  it('removes every filter of the chip and keeps the order', () => {
    expect(
      withoutChip(
        { minPrice: 1, maxPrice: 2, areaId: 3, sortBy: 'price_asc' },
        { keys: ['minPrice', 'maxPrice'] },
      ),
    ).toEqual({ areaId: 3, sortBy: 'price_asc' });
  });
});

describe('historyOf', () => {
  const message = (id: number, fields: Partial<ChatMessage>): ChatMessage => ({
    id: String(id),
    content: `message ${id}`,
    isUser: id % 2 === 1,
    timestamp: id,
    ...fields,
  });

  it('sends answers with their signature, and leaves out the welcome, errors and unfinished answers', () => {
    const history = historyOf([
      message(0, { welcome: true, isUser: false }),
      message(1, {}),
      message(2, { signature: 'v1.abc' }),
      message(3, {}),
      message(4, { error: true }),
      message(5, { streaming: true, isUser: false }),
    ]);
    expect(history).toEqual<ChatTurn[]>([
      { role: 'user', content: 'message 1' },
      { role: 'assistant', content: 'message 2', signature: 'v1.abc' },
      { role: 'user', content: 'message 3' },
    ]);
  });

  it('sends the newest turns that fit the limits, a cut answer without its signature', () => {
    const long = 'x'.repeat(2500);
    const history = historyOf([
      ...Array.from({ length: 20 }, (_, i) => message(i + 1, {})),
      message(22, { content: long, signature: 'v1.long' }),
    ]);
    expect(history).toHaveLength(12);
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'x'.repeat(2000) });
    const big = historyOf(Array.from({ length: 6 }, (_, i) => message(i + 1, { content: 'y'.repeat(1900) })));
    expect(big).toHaveLength(4);
    expect(big.reduce((sum, turn) => sum + turn.content.length, 0)).toBeLessThanOrEqual(8000);
  });
});
