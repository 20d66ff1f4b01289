import type { ChatFilters } from '@manzil/contracts';
import {
  OFF_PLAN_WORDS,
  PERCENT_WORDS,
  READY_WORDS,
  RENT_WORDS,
  SALE_WORDS,
  SORT_WORDS,
} from '../lexicon/index.ts';
import { isNumber, type Quantity, readQuantities } from '../quantities.ts';
import { hasAny, indexOfAny } from './words.ts';

/** What the readers found so far; `used` holds the indexes of the words already read. */
export interface Reading {
  filters: ChatFilters;
  used: Set<number>;
  amounts: Quantity[];
  percents: Array<{ value: number; index: number }>;
  years?: number;
}

/** '20%', '4 percent', '٢٠ بالمية'. */
export function readPercents(words: string[], reading: Reading): void {
  for (let i = 0; i < words.length; i++) {
    if (reading.used.has(i)) continue;
    const word = words[i] as string;
    const next = words[i + 1];
    if (isNumber(word) && next !== undefined && PERCENT_WORDS.includes(next)) {
      reading.percents.push({ value: Number(word), index: i });
      reading.used.add(i).add(i + 1);
    }
  }
}

/** Prices and sizes: ranges, comparatives in both languages ('بأقل من', 'at least', 'وأكثر'), see quantities.ts. */
export function readNumbers(words: string[], reading: Reading): void {
  const found = readQuantities(words, reading.used);
  reading.amounts = found.amounts;
  for (const key of ['minPrice', 'maxPrice', 'minArea', 'maxArea'] as const) {
    const value = found[key];
    if (value !== undefined) reading.filters[key] = value;
  }
}

/** Rent or sale (the first said wins when both are), ready or off plan, and a sort order. */
export function readWords(words: string[], filters: ChatFilters): void {
  const rent = hasAny(words, RENT_WORDS);
  const sale = hasAny(words, SALE_WORDS);
  if (rent && !sale) filters.listingType = 'rent';
  else if (sale && !rent) filters.listingType = 'sale';
  else if (rent && sale)
    filters.listingType = indexOfAny(words, RENT_WORDS) < indexOfAny(words, SALE_WORDS) ? 'rent' : 'sale';
  if (hasAny(words, OFF_PLAN_WORDS)) filters.status = 'under_construction';
  else if (hasAny(words, READY_WORDS)) filters.status = 'ready';
  for (const [sort, cues] of SORT_WORDS) {
    if (hasAny(words, cues)) {
      filters.sortBy = sort;
      break;
    }
  }
}
