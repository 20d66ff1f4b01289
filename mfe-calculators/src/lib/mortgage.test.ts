import { describe, expect, it } from 'vitest';
import { MORTGAGE_DEFAULTS, monthlyPayment } from './mortgage.ts';

describe('monthlyPayment', () => {
  it('matches the annuity formula for the home calculator defaults', () => {
    const { price, downPayment, years, ratePercent } = MORTGAGE_DEFAULTS;
    // 750,000 over 300 months at 0.375% a month.
    expect(Math.round(monthlyPayment(price - downPayment, ratePercent, years))).toBe(4169);
  });

  it('spreads the principal evenly at a zero rate', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
  });

  it('is zero for no loan or no term', () => {
    expect(monthlyPayment(0, 4.5, 25)).toBe(0);
    expect(monthlyPayment(100_000, 4.5, 0)).toBe(0);
  });
});
