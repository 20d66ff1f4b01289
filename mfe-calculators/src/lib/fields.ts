/*
 * Every field of spec 9: default, slider range and step. Where the spec gives no range or step (it names only
 * the default), the range of the same quantity in the home mortgage calculator is used, and the step is chosen
 * so the default sits on it; those are marked "not in spec".
 *
 * `typed` are the limits of a typed number. Typed numbers are not clamped to the slider's range (spec 5): any
 * number inside these wide limits is used as typed; outside them the field shows why.
 */

export type FieldKind = 'aed' | 'percent' | 'years' | 'months';

export interface TypedLimits {
  min: number;
  max: number;
  /** Whole numbers only (years, months). */
  integer?: boolean;
}

export interface FieldSpec {
  kind: FieldKind;
  default: number;
  min: number;
  max: number;
  step: number;
  typed: TypedLimits;
}

const AED_TYPED: TypedLimits = { min: 0, max: 1_000_000_000 };
const RATE_TYPED: TypedLimits = { min: 0, max: 50 };
const SHARE_TYPED: TypedLimits = { min: 0, max: 100 };
const YEARS_TYPED: TypedLimits = { min: 1, max: 50, integer: true };

const aed = (value: number, min: number, max: number, step: number): FieldSpec => ({
  kind: 'aed',
  default: value,
  min,
  max,
  step,
  typed: AED_TYPED,
});
const rate = (value: number, min = 1, max = 15, step = 0.1): FieldSpec => ({
  kind: 'percent',
  default: value,
  min,
  max,
  step,
  typed: RATE_TYPED,
});
const years = (value: number, min = 5, max = 35): FieldSpec => ({
  kind: 'years',
  default: value,
  min,
  max,
  step: 1,
  typed: YEARS_TYPED,
});

/** Spec 9, "Mortgage (home calculator)". The down payment's slider runs over 5%-50% of the price. */
export const MORTGAGE_FIELDS = {
  price: aed(1_000_000, 100_000, 5_000_000, 10_000),
  downPayment: aed(250_000, 50_000, 500_000, 5_000),
  years: years(25, 5, 35),
  ratePercent: rate(4.5, 1, 15, 0.1),
} satisfies Record<string, FieldSpec>;

/** Down payment slider of the home calculator: 5% to 50% of the price (spec 9). */
export const MORTGAGE_DOWN_PAYMENT_SHARE = { min: 0.05, max: 0.5 } as const;

/** Spec 9, "Mortgage card on detail page". */
export const MORTGAGE_CARD_FIELDS = {
  years: years(25, 5, 30),
  downPaymentPercent: { ...rate(25, 20, 50, 5), typed: SHARE_TYPED },
  ratePercent: rate(4, 2, 8, 0.1),
} satisfies Record<string, FieldSpec>;

/** Spec 9, "Amortization". Loan, rate and term ranges: not in spec (the home calculator's). */
export const AMORTIZATION_FIELDS = {
  loanAmount: aed(1_000_000, 100_000, 5_000_000, 10_000),
  ratePercent: rate(4.5),
  years: years(25),
  earlyPayment: aed(0, 0, 100_000, 1_000),
  earlyPaymentMonth: {
    kind: 'months',
    default: 0,
    min: 0,
    max: 420,
    step: 1,
    typed: { min: 0, max: 600, integer: true },
  },
} satisfies Record<string, FieldSpec>;

/**
 * Spec 9, "Refinance". Fees 0-200k, percentage 0-10 and property value 500k-10M are in the spec; the other
 * ranges are not (balance and new loan up to 10M like the property value, current payment up to 100k,
 * new term 1-35 years).
 */
export const REFINANCE_FIELDS = {
  currentBalance: aed(2_000_000, 100_000, 10_000_000, 10_000),
  currentPayment: aed(0, 0, 100_000, 100),
  settlementFees: aed(40_000, 0, 200_000, 1_000),
  settlementPercent: { ...rate(2, 0, 10, 0.1), typed: SHARE_TYPED },
  currentRatePercent: rate(4.5),
  newPropertyValue: aed(1_003_000, 500_000, 10_000_000, 1_000),
  newLoanAmount: aed(400_000, 0, 10_000_000, 10_000),
  newYears: years(10, 1, 35),
  newRatePercent: rate(2),
} satisfies Record<string, FieldSpec>;

/**
 * Spec 9, "Rent vs buy". Term and rate ranges: not in spec (the home calculator's); the down payment's slider
 * runs over 5%-50% of the price like the home calculator's.
 */
export const RENT_VS_BUY_FIELDS = {
  monthlyRent: aed(0, 0, 50_000, 500),
  rentIncreasePercent: rate(5, 0, 20, 0.5),
  years: years(25),
  ratePercent: rate(4.5),
  price: aed(1_000_000, 500_000, 5_000_000, 10_000),
  downPayment: aed(250_000, 50_000, 500_000, 5_000),
  appreciationPercent: rate(3, 0, 15, 0.5),
  yearsToLive: years(10, 1, 50),
} satisfies Record<string, FieldSpec>;

/** Spec 9, "Affordability". Rate range: not in spec (the home calculator's). */
export const AFFORDABILITY_FIELDS = {
  grossIncome: aed(5_000, 1_000, 100_000, 500),
  extraIncome: aed(0, 0, 50_000, 500),
  monthlyDebt: aed(0, 0, 30_000, 500),
  downPayment: aed(20_000, 10_000, 500_000, 5_000),
  ratePercent: rate(4.5),
  years: years(5, 1, 35),
} satisfies Record<string, FieldSpec>;

/** The slider range of a down payment that runs over a share of the price, on the field's step. */
export function downPaymentRange(price: number, step: number): { min: number; max: number } {
  const safe = Number.isFinite(price) && price > 0 ? price : 0;
  const min = Math.round((safe * MORTGAGE_DOWN_PAYMENT_SHARE.min) / step) * step;
  const max = Math.round((safe * MORTGAGE_DOWN_PAYMENT_SHARE.max) / step) * step;
  return { min, max: Math.max(min, max) };
}

/** The default values of a set of fields. */
export function defaultsOf<K extends string>(fields: Record<K, FieldSpec>): Record<K, number> {
  return Object.fromEntries(
    Object.entries<FieldSpec>(fields).map(([key, spec]) => [key, spec.default]),
  ) as Record<K, number>;
}

/** What a slider shows: the value, kept inside the slider's range (sliders clamp, spec 5). */
export function clampToRange(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
