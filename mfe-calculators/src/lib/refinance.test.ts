import { describe, expect, it } from 'vitest';
import { defaultsOf, REFINANCE_FIELDS } from './fields.ts';
import { calculateRefinance, settlementFeesFor, settlementPercentFor } from './refinance.ts';

// Payments checked with Python's `decimal` module: P*r/(1-(1+r)^-n), r = rate/12/100.

const defaults = () => {
  const { settlementPercent: _percent, ...rest } = defaultsOf(REFINANCE_FIELDS);
  return rest;
};

describe('refinance', () => {
  it('has the spec 9 defaults', () => {
    expect(defaultsOf(REFINANCE_FIELDS)).toEqual({
      currentBalance: 2_000_000,
      currentPayment: 0,
      settlementFees: 40_000,
      settlementPercent: 2,
      currentRatePercent: 4.5,
      newPropertyValue: 1_003_000,
      newLoanAmount: 400_000,
      newYears: 10,
      newRatePercent: 2,
    });
    expect(REFINANCE_FIELDS.settlementFees).toMatchObject({ min: 0, max: 200_000 });
    expect(REFINANCE_FIELDS.settlementPercent).toMatchObject({ min: 0, max: 10 });
    expect(REFINANCE_FIELDS.newPropertyValue).toMatchObject({ min: 500_000, max: 10_000_000 });
  });

  it('links the fees and the percentage of the balance: 2% of 2,000,000 is 40,000', () => {
    expect(settlementFeesFor(2_000_000, 2)).toBe(40_000);
    expect(settlementPercentFor(2_000_000, 40_000)).toBe(2);
    expect(settlementPercentFor(0, 40_000)).toBe(0);
  });

  it('on the default screen: new payment 3,681, difference -3,681, break-even after 11 months', () => {
    const result = calculateRefinance(defaults());
    // 400,000 at 2% over 120 months -> 3,680.5381537
    expect(result.monthlyPay).toBeCloseTo(3680.53815, 4);
    expect(Math.round(result.mortgageCost)).toBe(441_665); // x 120 = 441,664.58
    expect(Math.round(result.refinancePay)).toBe(481_665); // + 40,000 fees
    expect(Math.round(result.payDifference)).toBe(-3681);
    // 40,000 / 3,680.538 = 10.868 months
    expect(result.breakEvenMonths).toBeCloseTo(10.86798, 4);
  });

  it('uses the absolute difference when the new payment is lower', () => {
    const result = calculateRefinance({ ...defaults(), currentPayment: 8_680.53815370243 });
    expect(result.payDifference).toBeCloseTo(5000, 6);
    expect(result.breakEvenMonths).toBeCloseTo(8, 6);
  });

  it('never breaks even when the payments are equal (no division by zero)', () => {
    const monthlyPay = calculateRefinance(defaults()).monthlyPay;
    const result = calculateRefinance({ ...defaults(), currentPayment: monthlyPay });
    expect(result.breakEvenMonths).toBeNull();
    expect(result.bank.breakEvenMonthsAtCap).toBeNull();
  });

  it("shows a bank's view: settlement fee capped at 1% / AED 10,000, loan-to-value within the caps", () => {
    const { bank } = calculateRefinance(defaults());
    expect(bank.settlementFeeCap).toBe(10_000);
    expect(bank.breakEvenMonthsAtCap).toBeCloseTo(10_000 / 3680.53815, 4);
    expect(bank.currentMonthlyInterest).toBe(7500); // 2,000,000 x 4.5% / 12
    expect(bank.loanToValue).toBeCloseTo(400_000 / 1_003_000, 10);
    expect(bank.maxLoanToValue).toEqual({ national: 0.85, expat: 0.8 });
    const small = calculateRefinance({ ...defaults(), currentBalance: 300_000 });
    expect(small.bank.settlementFeeCap).toBe(3000);
  });

  it('at a 0% new rate repays the new loan evenly', () => {
    expect(calculateRefinance({ ...defaults(), newRatePercent: 0 }).monthlyPay).toBeCloseTo(
      400_000 / 120,
      10,
    );
  });
});
