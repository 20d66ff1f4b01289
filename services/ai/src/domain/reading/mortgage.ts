import { DOWN_CUES, RATE_CUES } from '../lexicon/index.ts';
import { MORTGAGE_DEFAULTS, type MortgageInput } from '../mortgage.ts';
import type { Reading } from './reading.ts';
import { cueBefore, hasAny } from './words.ts';

export type MortgageReading = MortgageInput & { given: Array<'price' | 'downPayment' | 'years' | 'rate'> };

/** A mortgage question's price, down payment (amount or percent), term and rate; the defaults fill the rest. */
export function readMortgage(words: string[], reading: Reading): MortgageReading {
  const given: Array<'price' | 'downPayment' | 'years' | 'rate'> = [];
  let price: number | undefined;
  let downPayment: number | undefined;
  let downPaymentPercent: number | undefined;
  let ratePercent: number | undefined;
  for (const amount of reading.amounts) {
    if (cueBefore(words, amount.index, DOWN_CUES, 4)) downPayment = amount.value;
    else price = Math.max(price ?? 0, amount.value);
  }
  for (const percent of reading.percents) {
    const isDown =
      cueBefore(words, percent.index, DOWN_CUES, 4) ||
      hasAny(words.slice(percent.index + 1, percent.index + 4), DOWN_CUES);
    const isRate =
      cueBefore(words, percent.index, RATE_CUES, 3) ||
      hasAny(words.slice(percent.index + 1, percent.index + 4), RATE_CUES);
    if (isDown && !isRate) downPaymentPercent = percent.value;
    else if (isRate && !isDown) ratePercent = percent.value;
    else if (percent.value >= 10 && downPaymentPercent === undefined) downPaymentPercent = percent.value;
    else ratePercent ??= percent.value;
  }
  if (price !== undefined) given.push('price');
  if (downPayment !== undefined || downPaymentPercent !== undefined) given.push('downPayment');
  if (reading.years !== undefined) given.push('years');
  if (ratePercent !== undefined) given.push('rate');
  return {
    price: price ?? MORTGAGE_DEFAULTS.price,
    downPayment,
    downPaymentPercent:
      downPayment === undefined ? (downPaymentPercent ?? MORTGAGE_DEFAULTS.downPaymentPercent) : undefined,
    years: Math.min(35, Math.max(1, reading.years ?? MORTGAGE_DEFAULTS.years)),
    ratePercent: Math.min(30, Math.max(0, ratePercent ?? MORTGAGE_DEFAULTS.ratePercent)),
    given,
  };
}
