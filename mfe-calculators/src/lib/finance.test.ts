import { describe, expect, it } from 'vitest';
import { annuityPayment, loanForPayment, monthlyRate, remainingBalance } from './finance.ts';

// Expected values were worked out independently with Python's `decimal` module (40 significant digits) from
// the closed forms P*r/(1-(1+r)^-n) and pay*(1-(1+r)^-n)/r, and, for balances, by stepping month by month
// (balance + interest - payment) rather than with the closed form used here.

describe('annuityPayment', () => {
  it('matches the annuity with a monthly rate', () => {
    expect(monthlyRate(4.5)).toBeCloseTo(0.00375, 12);
    // 1,000,000 at 4.5% over 300 months -> 5,558.3247796...
    expect(annuityPayment(1_000_000, 4.5, 300)).toBeCloseTo(5558.32478, 4);
    // 750,000 at 4.5%: 60 months -> 13,982.264431..., 420 months -> 3,549.4254997...
    expect(annuityPayment(750_000, 4.5, 60)).toBeCloseTo(13982.26443, 4);
    expect(annuityPayment(750_000, 4.5, 420)).toBeCloseTo(3549.4255, 4);
  });

  it('spreads the principal evenly at a 0% rate instead of dividing 0 by 0', () => {
    expect(annuityPayment(120_000, 0, 120)).toBe(1000);
    expect(Number.isFinite(annuityPayment(1_000_000, 0, 300))).toBe(true);
  });

  it('is zero for no loan, a negative loan or no months', () => {
    expect(annuityPayment(0, 4.5, 300)).toBe(0);
    expect(annuityPayment(-5, 4.5, 300)).toBe(0);
    expect(annuityPayment(100_000, 4.5, 0)).toBe(0);
  });
});

describe('loanForPayment', () => {
  it('is the inverse of the annuity', () => {
    // 2,500 a month over 60 months at 4.5% -> 134,098.45088...
    expect(loanForPayment(2500, 4.5, 60)).toBeCloseTo(134098.45088, 3);
    expect(loanForPayment(annuityPayment(400_000, 2, 120), 2, 120)).toBeCloseTo(400_000, 6);
    expect(loanForPayment(1000, 0, 120)).toBe(120_000);
    expect(loanForPayment(0, 4.5, 60)).toBe(0);
  });
});

describe('remainingBalance', () => {
  it('matches a month-by-month schedule', () => {
    // 750,000 at 4.5% over 300 months, after 120 payments -> 544,938.58256 (stepped month by month).
    expect(remainingBalance(750_000, 4.5, 300, 120)).toBeCloseTo(544938.58256, 3);
    expect(remainingBalance(750_000, 4.5, 300, 300)).toBe(0);
    expect(remainingBalance(750_000, 4.5, 300, 0)).toBe(750_000);
    expect(remainingBalance(120_000, 0, 120, 60)).toBe(60_000);
  });
});
