import { describe, expect, it } from 'vitest';
import { calculateAffordability } from './affordability.ts';
import { AFFORDABILITY_FIELDS, defaultsOf } from './fields.ts';

describe('affordability', () => {
  it('has the spec 9 defaults and ranges', () => {
    expect(defaultsOf(AFFORDABILITY_FIELDS)).toEqual({
      grossIncome: 5_000,
      extraIncome: 0,
      monthlyDebt: 0,
      downPayment: 20_000,
      ratePercent: 4.5,
      years: 5,
    });
    expect(AFFORDABILITY_FIELDS.grossIncome).toMatchObject({ min: 1_000, max: 100_000 });
    expect(AFFORDABILITY_FIELDS.extraIncome).toMatchObject({ min: 0, max: 50_000 });
    expect(AFFORDABILITY_FIELDS.monthlyDebt).toMatchObject({ min: 0, max: 30_000 });
    expect(AFFORDABILITY_FIELDS.downPayment).toMatchObject({ min: 10_000, max: 500_000 });
    expect(AFFORDABILITY_FIELDS.years).toMatchObject({ min: 1, max: 35 });
  });

  it('on the default screen: 5,000 x 28% = 1,400 a month, x 5 x 12 = 84,000 in total', () => {
    const result = calculateAffordability(defaultsOf(AFFORDABILITY_FIELDS));
    expect(result.canAffordMonthly).toBeCloseTo(1400, 10);
    expect(result.totalAfford).toBeCloseTo(84_000, 8);
  });

  it('uses (income + extra - debt) x 28% x period x 12', () => {
    // (20,000 + 5,000 - 3,000) x 0.28 = 6,160; x 25 x 12 = 1,848,000
    const result = calculateAffordability({
      grossIncome: 20_000,
      extraIncome: 5_000,
      monthlyDebt: 3_000,
      downPayment: 200_000,
      ratePercent: 4.5,
      years: 25,
    });
    expect(result.canAffordMonthly).toBeCloseTo(6160, 8);
    expect(result.totalAfford).toBeCloseTo(1_848_000, 6);
  });

  it('never affords a negative amount when debts exceed income', () => {
    const result = calculateAffordability({
      ...defaultsOf(AFFORDABILITY_FIELDS),
      monthlyDebt: 8_000,
    });
    expect(result.debtExceedsIncome).toBe(true);
    expect(result.canAffordMonthly).toBe(0);
    expect(result.totalAfford).toBe(0);
    expect(result.bank.maxMonthlyPayment).toBe(0);
    expect(result.bank.maxLoan).toBe(0);
  });

  it("shows a bank's view: 50% debt-burden cap and minimum down payments", () => {
    const { bank } = calculateAffordability(defaultsOf(AFFORDABILITY_FIELDS));
    // 50% of 5,000 = 2,500 a month; repays 134,098.45 over 60 months at 4.5% (Python decimal).
    expect(bank.maxMonthlyPayment).toBe(2500);
    expect(bank.maxLoan).toBeCloseTo(134098.45, 1);
    // 20,000 down: an expat needs 20% -> at most 100,000; a UAE national 15% -> at most 133,333.33.
    expect(bank.maxPrice.expat).toBeCloseTo(100_000, 6);
    expect(bank.maxPrice.national).toBeCloseTo(133_333.33, 1);
  });

  it('caps the bank term at 25 years', () => {
    const { bank } = calculateAffordability({ ...defaultsOf(AFFORDABILITY_FIELDS), years: 35 });
    expect(bank.termYears).toBe(25);
  });
});
