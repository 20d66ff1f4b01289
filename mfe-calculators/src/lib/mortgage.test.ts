import { describe, expect, it } from 'vitest';
import { defaultsOf, MORTGAGE_CARD_FIELDS, MORTGAGE_FIELDS } from './fields.ts';
import { calculateMortgage, calculateMortgageCard } from './mortgage.ts';

// Payments checked with Python's `decimal` module: P*r/(1-(1+r)^-n), r = rate/12/100.

describe('home mortgage calculator', () => {
  it('has the spec 9 defaults: price 1,000,000, down payment 250,000, 25 years, 4.5%', () => {
    expect(defaultsOf(MORTGAGE_FIELDS)).toEqual({
      price: 1_000_000,
      downPayment: 250_000,
      years: 25,
      ratePercent: 4.5,
    });
    expect(MORTGAGE_FIELDS.price).toMatchObject({ min: 100_000, max: 5_000_000, step: 10_000 });
    expect(MORTGAGE_FIELDS.years).toMatchObject({ min: 5, max: 35, step: 1 });
    expect(MORTGAGE_FIELDS.ratePercent).toMatchObject({ min: 1, max: 15, step: 0.1 });
    expect(MORTGAGE_FIELDS.downPayment.step).toBe(5_000);
  });

  it('gives AED 4,169 a month on the default screen (750,000 over 300 months at 0.375%)', () => {
    const result = calculateMortgage(defaultsOf(MORTGAGE_FIELDS));
    expect(result.loanAmount).toBe(750_000);
    expect(result.months).toBe(300);
    // 4,168.7435847... -> rounded on screen to 4,169.
    expect(result.monthlyPayment).toBeCloseTo(4168.74358, 4);
    expect(Math.round(result.monthlyPayment)).toBe(4169);
    expect(Math.round(result.totalPayment)).toBe(1_250_623); // 4,168.7435847 x 300
    expect(Math.round(result.totalInterest)).toBe(500_623);
    expect(result.downPaymentShare).toBe(0.25);
  });

  it('covers the term at both ends of the slider', () => {
    const base = defaultsOf(MORTGAGE_FIELDS);
    expect(Math.round(calculateMortgage({ ...base, years: 5 }).monthlyPayment)).toBe(13_982);
    expect(Math.round(calculateMortgage({ ...base, years: 35 }).monthlyPayment)).toBe(3_549);
  });

  it('at 0% interest repays the loan in equal parts', () => {
    const result = calculateMortgage({ price: 1_000_000, downPayment: 250_000, years: 25, ratePercent: 0 });
    expect(result.monthlyPayment).toBe(2500);
    expect(result.totalInterest).toBe(0);
  });

  it('has no loan and no payment when the down payment equals (or exceeds) the price', () => {
    const equal = calculateMortgage({ price: 800_000, downPayment: 800_000, years: 25, ratePercent: 4.5 });
    expect(equal).toMatchObject({ loanAmount: 0, monthlyPayment: 0, totalInterest: 0 });
    expect(equal.downPaymentExceedsPrice).toBe(false);
    const more = calculateMortgage({ price: 800_000, downPayment: 900_000, years: 25, ratePercent: 4.5 });
    expect(more).toMatchObject({ loanAmount: 0, monthlyPayment: 0, downPaymentExceedsPrice: true });
  });
});

describe('mortgage card', () => {
  it('has the spec 9 defaults and ranges: 5-30 years (25), 20%-50% step 5 (25), 2%-8% step 0.1 (4)', () => {
    expect(MORTGAGE_CARD_FIELDS.years).toMatchObject({ default: 25, min: 5, max: 30, step: 1 });
    expect(MORTGAGE_CARD_FIELDS.downPaymentPercent).toMatchObject({ default: 25, min: 20, max: 50, step: 5 });
    expect(MORTGAGE_CARD_FIELDS.ratePercent).toMatchObject({ default: 4, min: 2, max: 8, step: 0.1 });
  });

  it('splits a 2,000,000 price into 500,000 down and 1,500,000 lent at AED 7,918 a month', () => {
    const result = calculateMortgageCard({ price: 2_000_000, ...defaultsOf(MORTGAGE_CARD_FIELDS) });
    expect(result.downPayment).toBe(500_000);
    expect(result.loanAmount).toBe(1_500_000);
    expect(result.monthlyPayment).toBeCloseTo(7917.5526, 3);
  });

  it('works at the ends of its sliders', () => {
    // 1,200,000: 20% down, 2%, 5 years -> 960,000 lent, 16,826.6497 a month.
    expect(
      calculateMortgageCard({ price: 1_200_000, years: 5, downPaymentPercent: 20, ratePercent: 2 })
        .monthlyPayment,
    ).toBeCloseTo(16826.6497, 3);
    // 50% down, 8%, 30 years -> 600,000 lent, 4,402.5874 a month.
    expect(
      calculateMortgageCard({ price: 1_200_000, years: 30, downPaymentPercent: 50, ratePercent: 8 })
        .monthlyPayment,
    ).toBeCloseTo(4402.5874, 3);
  });

  it('has no loan at 100% down', () => {
    const result = calculateMortgageCard({
      price: 900_000,
      years: 25,
      downPaymentPercent: 100,
      ratePercent: 4,
    });
    expect(result).toEqual({ downPayment: 900_000, loanAmount: 0, monthlyPayment: 0 });
  });
});
