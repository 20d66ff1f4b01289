/** Spec 9: the home calculator starts at price 1,000,000, down payment 250,000, 25 years, 4.5%. */
export const MORTGAGE_DEFAULTS = {
  price: 1_000_000,
  downPayment: 250_000,
  years: 25,
  ratePercent: 4.5,
} as const;

/** Spec 9: the detail-page card starts at 25 years, 25% down, 4%. */
export const MORTGAGE_CARD_DEFAULTS = { years: 25, downPaymentPercent: 25, ratePercent: 4 } as const;

/**
 * The monthly payment of a loan by the standard annuity formula with a monthly rate (spec 9):
 * P * r / (1 - (1 + r)^-n). A zero rate spreads the principal evenly.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}
