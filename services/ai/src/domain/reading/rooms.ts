import {
  BATH_WORDS,
  BED_WORDS,
  DUAL_BATHS,
  DUAL_BEDS,
  NOT_BEDROOMS,
  STUDIO_WORDS,
  YEAR_WORDS,
} from '../lexicon/index.ts';
import { wordVariants } from '../normalize.ts';
import { isNumber, roomsMinimum } from '../quantities.ts';
import type { Reading } from './reading.ts';

/** '3', '3+' (3 or more), '4+' for 'more than 3' (`strict`), '5+' for five and above (the search's top). */
function roomCount(n: number, minimum?: { strict: boolean }): string {
  const count = minimum?.strict ? n + 1 : n;
  if (count >= 5) return '5+';
  return minimum && count > 0 ? `${count}+` : String(count);
}

const GLUED_BEDS = /^(\d+)(\+?)(br|bhk|bed|beds|bedroom|bedrooms|bdr|bdrm|b)$/;

/** The last word of a room noun at `at`: 'غرف نوم', 'bed rooms', 'b r'. */
function roomNounEnd(words: string[], at: number): number {
  const next = words[at + 1];
  return next === 'نوم' || next === 'rooms' || next === 'room' || (words[at] === 'b' && next === 'r')
    ? at + 1
    : at;
}

/**
 * Bedrooms, bathrooms and a loan term: '3 bedrooms', '2br', '3+ beds', '2-3 bedrooms', 'غرفتين', 'studio', '25 years'.
 */
export function readRooms(words: string[], reading: Reading): void {
  const { filters, used } = reading;
  const minimumOf = (start: number, end: number, plus: boolean) => {
    if (plus) return { strict: false };
    const found = roomsMinimum(words, start, end, used);
    for (const k of found?.indexes ?? []) used.add(k);
    return found;
  };
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const word = words[i] as string;
    const next = words[i + 1];
    const glued = GLUED_BEDS.exec(word);
    if (glued && filters.bedrooms === undefined) {
      used.add(i);
      filters.bedrooms = roomCount(Number(glued[1]), minimumOf(i, i, glued[2] === '+'));
      continue;
    }
    // '2-3 bedrooms': two or more.
    const span = /^(\d{1,2})-(\d{1,2})$/.exec(word);
    if (span && next !== undefined && BED_WORDS.has(next) && filters.bedrooms === undefined) {
      used.add(i).add(i + 1);
      filters.bedrooms = roomCount(Math.min(Number(span[1]), Number(span[2])), { strict: false });
      continue;
    }
    const plus = word.length > 1 && word.endsWith('+');
    const bare = plus ? word.slice(0, -1) : word;
    if (!isNumber(bare)) continue;
    const n = Number(bare);
    if (n > 20) continue;
    const orMore = next === 'or' && words[i + 2] === 'more';
    const unitAt = orMore ? i + 3 : i + 1;
    // '3 bedroom+': the plus on the noun.
    const unitPlus = (words[unitAt]?.length ?? 0) > 1 && words[unitAt]?.endsWith('+');
    const unit = unitPlus ? words[unitAt]?.slice(0, -1) : words[unitAt];
    const isBed = (unit !== undefined && BED_WORDS.has(unit)) || (unit === 'b' && words[unitAt + 1] === 'r');
    if (isBed && filters.bedrooms === undefined) {
      const end = roomNounEnd(words, unitAt);
      for (let k = i; k <= end; k++) used.add(k);
      filters.bedrooms = roomCount(n, minimumOf(i, end, plus || orMore || Boolean(unitPlus)));
      continue;
    }
    if (unit !== undefined && BATH_WORDS.has(unit) && filters.bathrooms === undefined) {
      for (let k = i; k <= unitAt; k++) used.add(k);
      filters.bathrooms = roomCount(n, minimumOf(i, unitAt, plus || orMore || Boolean(unitPlus)));
      continue;
    }
    if (unit !== undefined && YEAR_WORDS.has(unit) && reading.years === undefined) {
      reading.years = n;
      used.add(i).add(unitAt);
    }
  }
  // Arabic duals and the single room: غرفتين, حمامين, غرفه (نوم) alone; studio.
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const word = words[i] as string;
    const forms = wordVariants(word);
    if (filters.bedrooms === undefined) {
      if (forms.some((f) => DUAL_BEDS.includes(f))) {
        const end = roomNounEnd(words, i);
        for (let k = i; k <= end; k++) used.add(k);
        filters.bedrooms = roomCount(2, minimumOf(i, end, false));
        continue;
      }
      if (forms.some((f) => STUDIO_WORDS.includes(f))) {
        filters.bedrooms = '0';
        used.add(i);
        continue;
      }
      if (forms.includes('غرفه') && !isNumber(words[i - 1]) && !NOT_BEDROOMS.includes(words[i + 1] ?? '')) {
        const end = roomNounEnd(words, i);
        for (let k = i; k <= end; k++) used.add(k);
        filters.bedrooms = roomCount(1, minimumOf(i, end, false));
        continue;
      }
    }
    if (filters.bathrooms === undefined && forms.some((f) => DUAL_BATHS.includes(f))) {
      used.add(i);
      filters.bathrooms = roomCount(2, minimumOf(i, i, false));
    }
  }
}
