import { annuityPayment } from './finance.ts';
import { earlySettlementFeeCap, maxLoanToValue, type Residency } from './uae-bank.ts';

/** The refinancing calculator (spec 3 fields, spec 9 defaults and break-even formula). */
export interface RefinanceInput {
  currentBalance: number;
  /** What the buyer pays each month today. */
  currentPayment: number;
  /** Fees to settle the current loan (spec: settlement fees = percentage of the current balance). */
  settlementFees: number;
  currentRatePercent: number;
  newPropertyValue: number;
  newLoanAmount: number;
  newYears: number;
  newRatePercent: number;
}

export interface RefinanceResult {
  months: number;
  /** The new loan's monthly payment (annuity, monthly rate). */
  monthlyPay: number;
  /** Everything paid on the new loan: monthly pay x months. */
  mortgageCost: number;
  /** The cost of refinancing: the new loan's payments plus the settlement fees. */
  refinancePay: number;
  /** Current payment - new payment: positive saves money each month, negative costs more. */
  payDifference: number;
  /** Spec 9: settlement fees / |payment difference|; null when the payments are equal (never breaks even). */
  breakEvenMonths: number | null;
  bank: {
    /** Interest charged this month on the current balance at the current rate. */
    currentMonthlyInterest: number;
    /** The Central Bank's cap on the early-settlement fee for the current balance. */
    settlementFeeCap: number;
    /** Break-even with the capped fee (null when the payments are equal). */
    breakEvenMonthsAtCap: number | null;
    /** New loan / new property value, 0-1 (0 when there is no value). */
    loanToValue: number;
    maxLoanToValue: Record<Residency, number>;
  };
}

/** The settlement fees for a fee percentage of the balance (the two spec fields move together). */
export function settlementFeesFor(balance: number, percent: number): number {
  return (Math.max(0, balance) * percent) / 100;
}

/** The fee percentage of the balance that some fees are (0 when there is no balance). */
export function settlementPercentFor(balance: number, fees: number): number {
  return balance > 0 ? (fees / balance) * 100 : 0;
}

function breakEven(fees: number, difference: number): number | null {
  if (difference === 0) return null;
  return Math.max(0, fees) / Math.abs(difference);
}

export function calculateRefinance(input: RefinanceInput): RefinanceResult {
  const months = Math.round(input.newYears * 12);
  const monthlyPay = annuityPayment(input.newLoanAmount, input.newRatePercent, months);
  const mortgageCost = monthlyPay * months;
  const payDifference = input.currentPayment - monthlyPay;
  const settlementFeeCap = earlySettlementFeeCap(input.currentBalance);
  return {
    months,
    monthlyPay,
    mortgageCost,
    refinancePay: mortgageCost + Math.max(0, input.settlementFees),
    payDifference,
    breakEvenMonths: breakEven(input.settlementFees, payDifference),
    bank: {
      currentMonthlyInterest: (Math.max(0, input.currentBalance) * input.currentRatePercent) / 100 / 12,
      settlementFeeCap,
      breakEvenMonthsAtCap: breakEven(Math.min(input.settlementFees, settlementFeeCap), payDifference),
      loanToValue: input.newPropertyValue > 0 ? Math.max(0, input.newLoanAmount) / input.newPropertyValue : 0,
      maxLoanToValue: {
        national: maxLoanToValue(input.newPropertyValue, 'national'),
        expat: maxLoanToValue(input.newPropertyValue, 'expat'),
      },
    },
  };
}
