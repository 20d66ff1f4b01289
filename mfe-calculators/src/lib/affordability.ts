import { loanForPayment } from './finance.ts';
import { maxMortgagePaymentUnderCap, maxPriceForBuyer, type Residency, UAE_BANK } from './uae-bank.ts';

/** The affordability calculator (spec 3 fields, spec 9 defaults and formula). */
export interface AffordabilityInput {
  grossIncome: number;
  extraIncome: number;
  monthlyDebt: number;
  downPayment: number;
  ratePercent: number;
  years: number;
}

/** Spec 9: 28% of the income left after debts goes to housing. */
export const HOUSING_SHARE = 0.28;

export interface AffordabilityResult {
  /** Income + extra - debt (negative when debts exceed income). */
  netIncome: number;
  /** Spec 9 "can afford": (income + extra - debt) x 28% a month, never below zero. */
  canAffordMonthly: number;
  /** Spec 9 "total afford": (income + extra - debt) x 28% x period x 12, never below zero. */
  totalAfford: number;
  debtExceedsIncome: boolean;
  bank: {
    /** The largest monthly mortgage payment under the 50% debt-burden cap. */
    maxMonthlyPayment: number;
    /** The term a bank would use: the period, at most 25 years. */
    termYears: number;
    /** The loan that payment repays over that term at the rate. */
    maxLoan: number;
    /** The highest first-home price with the down payment, by buyer (down-payment minimums applied). */
    maxPrice: Record<Residency, number>;
  };
}

export function calculateAffordability(input: AffordabilityInput): AffordabilityResult {
  const netIncome = input.grossIncome + input.extraIncome - input.monthlyDebt;
  const canAffordMonthly = Math.max(0, netIncome * HOUSING_SHARE);
  const totalAfford = canAffordMonthly * input.years * 12;
  const maxMonthlyPayment = maxMortgagePaymentUnderCap(
    input.grossIncome + input.extraIncome,
    input.monthlyDebt,
  );
  const termYears = Math.min(input.years, UAE_BANK.maxTermYears);
  const maxLoan = loanForPayment(maxMonthlyPayment, input.ratePercent, Math.round(termYears * 12));
  return {
    netIncome,
    canAffordMonthly,
    totalAfford,
    debtExceedsIncome: netIncome < 0,
    bank: {
      maxMonthlyPayment,
      termYears,
      maxLoan,
      maxPrice: {
        national: maxPriceForBuyer(input.downPayment, maxLoan, 'national'),
        expat: maxPriceForBuyer(input.downPayment, maxLoan, 'expat'),
      },
    },
  };
}
