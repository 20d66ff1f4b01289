import { annuityPayment } from './finance.ts';

/** The home page's mortgage calculator (spec 3 fields, spec 9 defaults and formula). */
export interface MortgageInput {
  price: number;
  downPayment: number;
  years: number;
  ratePercent: number;
}

export interface MortgageResult {
  /** Price minus down payment, never below zero (a down payment of the whole price leaves no loan). */
  loanAmount: number;
  months: number;
  /** Annuity with the monthly rate (spec 9). Not rounded: screens round it. */
  monthlyPayment: number;
  totalPayment: number;
  totalInterest: number;
  /** The down payment as a share of the price, 0-1 (0 when the price is 0). */
  downPaymentShare: number;
  /** The down payment is more than the price: the extra is not lent back. */
  downPaymentExceedsPrice: boolean;
}

export function calculateMortgage({ price, downPayment, years, ratePercent }: MortgageInput): MortgageResult {
  const loanAmount = Math.max(0, price - downPayment);
  const months = Math.round(years * 12);
  const monthlyPayment = annuityPayment(loanAmount, ratePercent, months);
  const totalPayment = monthlyPayment * months;
  return {
    loanAmount,
    months,
    monthlyPayment,
    totalPayment,
    totalInterest: Math.max(0, totalPayment - loanAmount),
    downPaymentShare: price > 0 ? downPayment / price : 0,
    downPaymentExceedsPrice: downPayment > price,
  };
}

/** The detail page's mortgage card (spec 9): a share of the listing's price is paid down. */
export interface MortgageCardInput {
  price: number;
  years: number;
  downPaymentPercent: number;
  ratePercent: number;
}

export interface MortgageCardResult {
  downPayment: number;
  loanAmount: number;
  monthlyPayment: number;
}

export function calculateMortgageCard({
  price,
  years,
  downPaymentPercent,
  ratePercent,
}: MortgageCardInput): MortgageCardResult {
  const downPayment = (Math.max(0, price) * downPaymentPercent) / 100;
  const { loanAmount, monthlyPayment } = calculateMortgage({ price, downPayment, years, ratePercent });
  return { downPayment: Math.min(downPayment, Math.max(0, price)), loanAmount, monthlyPayment };
}
