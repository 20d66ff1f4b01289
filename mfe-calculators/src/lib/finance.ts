/*
 * The two building blocks of every calculator: the annuity payment of a loan and its inverse (how much can be
 * borrowed for a given payment). Rates are yearly percentages, applied monthly (rate / 12), as in spec 9.
 * Pure functions: no rounding here; the screens round what they show.
 */

/** The monthly rate of a yearly percentage: 4.5 -> 0.00375. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/**
 * The monthly payment of a loan by the standard annuity formula with a monthly rate (spec 9):
 * P * r / (1 - (1 + r)^-n). At a 0% rate the formula is 0/0; its limit, the principal spread evenly over the
 * months, is used instead. No loan or no months: no payment.
 */
export function annuityPayment(principal: number, annualRatePercent: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const rate = monthlyRate(annualRatePercent);
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/** The loan a monthly payment repays in `months` months: payment * (1 - (1 + r)^-n) / r (payment * n at 0%). */
export function loanForPayment(payment: number, annualRatePercent: number, months: number): number {
  if (payment <= 0 || months <= 0) return 0;
  const rate = monthlyRate(annualRatePercent);
  if (rate === 0) return payment * months;
  return (payment * (1 - (1 + rate) ** -months)) / rate;
}

/** The balance left after `paid` regular payments of an annuity loan. */
export function remainingBalance(
  principal: number,
  annualRatePercent: number,
  months: number,
  paid: number,
): number {
  if (principal <= 0 || months <= 0) return 0;
  if (paid >= months) return 0;
  if (paid <= 0) return principal;
  const rate = monthlyRate(annualRatePercent);
  const payment = annuityPayment(principal, annualRatePercent, months);
  if (rate === 0) return principal - payment * paid;
  const growth = (1 + rate) ** paid;
  return Math.max(0, principal * growth - (payment * (growth - 1)) / rate);
}

/** Every number a screen shows must be finite: this says whether all of them are. */
export function allFinite(values: readonly number[]): boolean {
  return values.every((value) => Number.isFinite(value));
}
