import { describe, expect, it } from 'vitest';
import { defaultsOf, RENT_VS_BUY_FIELDS } from './fields.ts';
import { calculateRentVsBuy } from './rent-vs-buy.ts';

// Checked with Python's `decimal` module (annuity payment; balance stepped month by month).

describe('rent vs buy', () => {
  it('has the spec 9 defaults and ranges', () => {
    expect(defaultsOf(RENT_VS_BUY_FIELDS)).toEqual({
      monthlyRent: 0,
      rentIncreasePercent: 5,
      years: 25,
      ratePercent: 4.5,
      price: 1_000_000,
      downPayment: 250_000,
      appreciationPercent: 3,
      yearsToLive: 10,
    });
    expect(RENT_VS_BUY_FIELDS.monthlyRent).toMatchObject({ min: 0, max: 50_000 });
    expect(RENT_VS_BUY_FIELDS.rentIncreasePercent).toMatchObject({ min: 0, max: 20 });
    expect(RENT_VS_BUY_FIELDS.price).toMatchObject({ min: 500_000, max: 5_000_000 });
    expect(RENT_VS_BUY_FIELDS.appreciationPercent).toMatchObject({ min: 0, max: 15 });
    expect(RENT_VS_BUY_FIELDS.yearsToLive).toMatchObject({ min: 1, max: 50 });
  });

  it('on the default screen: rent 0, buy 4,169 x 12 x 10 + 250,000 = 750,249', () => {
    const result = calculateRentVsBuy(defaultsOf(RENT_VS_BUY_FIELDS));
    expect(result.loanAmount).toBe(750_000);
    expect(Math.round(result.mortgageAmount)).toBe(4169);
    expect(result.totalRent).toBe(0);
    expect(Math.round(result.totalBuy)).toBe(750_249);
    expect(result.cheaper).toBe('rent');
  });

  it('totals rent as rent x 12 x years (spec) and with the yearly increase (adviser view)', () => {
    const result = calculateRentVsBuy({ ...defaultsOf(RENT_VS_BUY_FIELDS), monthlyRent: 5000 });
    expect(result.totalRent).toBe(600_000);
    // sum over 10 years of 60,000 x 1.05^k = 754,673.55
    expect(result.bank.totalRentWithIncrease).toBeCloseTo(754673.55, 1);
    expect(Math.round(result.difference)).toBe(150_249);
  });

  it('says buying is cheaper when the rent is high (negative difference)', () => {
    const result = calculateRentVsBuy({ ...defaultsOf(RENT_VS_BUY_FIELDS), monthlyRent: 10_000 });
    expect(result.difference).toBeLessThan(0);
    expect(result.cheaper).toBe('buy');
  });

  it('values what the buyer owns at the end: 1,343,916 home, 544,939 still owed', () => {
    const { bank } = calculateRentVsBuy(defaultsOf(RENT_VS_BUY_FIELDS));
    expect(bank.propertyValueAfter).toBeCloseTo(1343916.38, 1); // 1,000,000 x 1.03^10
    expect(bank.balanceAfter).toBeCloseTo(544938.58, 1);
    expect(bank.totalBuyWithinTerm).toBeCloseTo(750249.23, 1);
    expect(bank.netBuyCost).toBeCloseTo(750249.23 - (1343916.38 - 544938.58), 0);
  });

  it('stops mortgage payments at the end of the term in the adviser view, not in the spec total', () => {
    const result = calculateRentVsBuy({ ...defaultsOf(RENT_VS_BUY_FIELDS), years: 5, yearsToLive: 10 });
    expect(result.totalBuy).toBeCloseTo(result.mortgageAmount * 120 + 250_000, 6);
    expect(result.bank.totalBuyWithinTerm).toBeCloseTo(result.mortgageAmount * 60 + 250_000, 6);
    expect(result.bank.balanceAfter).toBe(0);
  });

  it('has no loan when the down payment equals the price', () => {
    const result = calculateRentVsBuy({ ...defaultsOf(RENT_VS_BUY_FIELDS), downPayment: 1_000_000 });
    expect(result.loanAmount).toBe(0);
    expect(result.mortgageAmount).toBe(0);
    expect(result.totalBuy).toBe(1_000_000);
  });
});
