import { annuityPayment, remainingBalance } from './finance.ts';

/** The rent-vs-buy calculator (spec 3 fields, spec 9 defaults and totals). */
export interface RentVsBuyInput {
  monthlyRent: number;
  rentIncreasePercent: number;
  years: number;
  ratePercent: number;
  price: number;
  downPayment: number;
  appreciationPercent: number;
  yearsToLive: number;
}

export interface RentVsBuyResult {
  /** Expected loan amount: price - down payment, never below zero. */
  loanAmount: number;
  /** The mortgage's monthly payment (annuity, monthly rate). */
  mortgageAmount: number;
  /** Spec 9: rent x 12 x years. */
  totalRent: number;
  /** Spec 9: payment x 12 x years + down payment. */
  totalBuy: number;
  /** totalBuy - totalRent: positive when renting costs less. */
  difference: number;
  cheaper: 'rent' | 'buy' | 'equal';
  /** A fuller comparison, as an adviser would make it. */
  bank: {
    /** Rent rising by the yearly increase: sum of rent x 12 x (1 + increase)^year. */
    totalRentWithIncrease: number;
    /** Payments stop when the loan is repaid: payment x 12 x min(years, term) + down payment. */
    totalBuyWithinTerm: number;
    /** The property's value after the years, growing by the yearly appreciation. */
    propertyValueAfter: number;
    /** The loan still owed when leaving. */
    balanceAfter: number;
    /** Buying's cost minus what the buyer owns at the end (value - balance). */
    netBuyCost: number;
  };
}

export function calculateRentVsBuy(input: RentVsBuyInput): RentVsBuyResult {
  const months = Math.round(input.years * 12);
  const loanAmount = Math.max(0, input.price - input.downPayment);
  const mortgageAmount = annuityPayment(loanAmount, input.ratePercent, months);
  const totalRent = input.monthlyRent * 12 * input.yearsToLive;
  const totalBuy = mortgageAmount * 12 * input.yearsToLive + input.downPayment;
  const difference = totalBuy - totalRent;

  const growth = 1 + input.rentIncreasePercent / 100;
  let totalRentWithIncrease = 0;
  for (let year = 0; year < Math.round(input.yearsToLive); year++) {
    totalRentWithIncrease += input.monthlyRent * 12 * growth ** year;
  }
  const monthsLived = Math.round(input.yearsToLive * 12);
  const paidMonths = Math.min(monthsLived, months);
  const totalBuyWithinTerm = mortgageAmount * paidMonths + input.downPayment;
  const propertyValueAfter = input.price * (1 + input.appreciationPercent / 100) ** input.yearsToLive;
  const balanceAfter = remainingBalance(loanAmount, input.ratePercent, months, paidMonths);
  return {
    loanAmount,
    mortgageAmount,
    totalRent,
    totalBuy,
    difference,
    cheaper: difference > 0 ? 'rent' : difference < 0 ? 'buy' : 'equal',
    bank: {
      totalRentWithIncrease,
      totalBuyWithinTerm,
      propertyValueAfter,
      balanceAfter,
      netBuyCost: totalBuyWithinTerm - (propertyValueAfter - balanceAfter),
    },
  };
}
