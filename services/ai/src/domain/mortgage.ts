/**
 * The home calculator's mortgage formula (spec 9): the standard annuity with a monthly rate, outputs rounded.
 * Defaults are the calculator's: price 1,000,000, down payment 25%, 25 years, 4.5%.
 */
export const MORTGAGE_DEFAULTS = {
  price: 1_000_000,
  downPaymentPercent: 25,
  years: 25,
  ratePercent: 4.5,
} as const;

export interface MortgageInput {
  price: number;
  /** An amount in AED; wins over the percentage when both are given. */
  downPayment?: number;
  downPaymentPercent?: number;
  years: number;
  ratePercent: number;
}

export interface MortgageEstimate {
  price: number;
  downPayment: number;
  loanAmount: number;
  years: number;
  ratePercent: number;
  monthlyPayment: number;
  totalPaid: number;
  totalInterest: number;
}

export function monthlyPayment(loan: number, ratePercent: number, years: number): number {
  const months = years * 12;
  if (loan <= 0 || months <= 0) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return loan / months;
  return (loan * r) / (1 - (1 + r) ** -months);
}

export function estimateMortgage(input: MortgageInput): MortgageEstimate {
  const price = Math.max(0, input.price);
  const downPayment = Math.min(
    price,
    Math.max(
      0,
      input.downPayment ?? (price * (input.downPaymentPercent ?? MORTGAGE_DEFAULTS.downPaymentPercent)) / 100,
    ),
  );
  const loanAmount = price - downPayment;
  const payment = monthlyPayment(loanAmount, input.ratePercent, input.years);
  const totalPaid = payment * input.years * 12;
  return {
    price: Math.round(price),
    downPayment: Math.round(downPayment),
    loanAmount: Math.round(loanAmount),
    years: input.years,
    ratePercent: input.ratePercent,
    monthlyPayment: Math.round(payment),
    totalPaid: Math.round(totalPaid),
    totalInterest: Math.round(totalPaid - loanAmount),
  };
}
