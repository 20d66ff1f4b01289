import { describe, expect, it } from 'vitest';
import { clampToRange, downPaymentRange } from './fields.ts';
import { parseTypedNumber } from './parse.ts';

const money = { min: 0, max: 1_000_000_000 };
const years = { min: 1, max: 50, integer: true };

describe('parseTypedNumber', () => {
  it('reads plain, grouped and decimal numbers', () => {
    expect(parseTypedNumber('1250000', money)).toEqual({ ok: true, value: 1_250_000 });
    expect(parseTypedNumber(' 1,250,000 ', money)).toEqual({ ok: true, value: 1_250_000 });
    expect(parseTypedNumber('1 250 000', money)).toEqual({ ok: true, value: 1_250_000 });
    expect(parseTypedNumber('4.5', money)).toEqual({ ok: true, value: 4.5 });
    expect(parseTypedNumber('.5', money)).toEqual({ ok: true, value: 0.5 });
  });

  it('reads Arabic-Indic digits and separators', () => {
    expect(parseTypedNumber('٢٥٠٬٠٠٠', money)).toEqual({ ok: true, value: 250_000 });
    expect(parseTypedNumber('٤٫٥', money)).toEqual({ ok: true, value: 4.5 });
    expect(parseTypedNumber('۳۰', years)).toEqual({ ok: true, value: 30 });
  });

  it('does not clamp a number outside the slider range', () => {
    expect(parseTypedNumber('9000000', money)).toEqual({ ok: true, value: 9_000_000 });
  });

  it('says why a text is not usable', () => {
    expect(parseTypedNumber('', money)).toEqual({ ok: false, error: 'empty' });
    expect(parseTypedNumber('   ', money)).toEqual({ ok: false, error: 'empty' });
    expect(parseTypedNumber('abc', money)).toEqual({ ok: false, error: 'notANumber' });
    expect(parseTypedNumber('1e9', money)).toEqual({ ok: false, error: 'notANumber' });
    expect(parseTypedNumber('Infinity', money)).toEqual({ ok: false, error: 'notANumber' });
    expect(parseTypedNumber('1.2.3', money)).toEqual({ ok: false, error: 'notANumber' });
    expect(parseTypedNumber('-5', money)).toEqual({ ok: false, error: 'tooSmall' });
    expect(parseTypedNumber('2000000000', money)).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseTypedNumber('0', years)).toEqual({ ok: false, error: 'tooSmall' });
    expect(parseTypedNumber('2.5', years)).toEqual({ ok: false, error: 'notWhole' });
  });
});

describe('slider ranges', () => {
  it('clamps what a slider shows', () => {
    expect(clampToRange(9_000_000, 100_000, 5_000_000)).toBe(5_000_000);
    expect(clampToRange(10, 100_000, 5_000_000)).toBe(100_000);
  });

  it('runs the down payment over 5%-50% of the price on its step', () => {
    expect(downPaymentRange(1_000_000, 5_000)).toEqual({ min: 50_000, max: 500_000 });
    expect(downPaymentRange(2_340_000, 5_000)).toEqual({ min: 115_000, max: 1_170_000 });
    expect(downPaymentRange(Number.NaN, 5_000)).toEqual({ min: 0, max: 0 });
  });
});
