import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify (spec section 3)', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Abu Dhabi')).toBe('abu-dhabi');
    expect(slugify('Umm Al Quwain')).toBe('umm-al-quwain');
    expect(slugify('Mohammed Bin Zayed City')).toBe('mohammed-bin-zayed-city');
  });

  it('drops characters outside a-z, 0-9 and hyphen, keeping digits', () => {
    expect(slugify("Al Reem Island's Tower 2 (Phase B)")).toBe('al-reem-islands-tower-2-phase-b');
    expect(slugify('Saadiyat – Beach')).toBe('saadiyat-beach');
    expect(slugify('Café Côte')).toBe('cafe-cote');
  });

  it('never leaves empty, doubled or edge hyphens', () => {
    expect(slugify('  Yas   Island  ')).toBe('yas-island');
    expect(slugify('-Al--Raha-')).toBe('al-raha');
    expect(slugify('جزيرة الريم')).toBe('');
  });
});
