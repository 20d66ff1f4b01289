/*
 * What a UAE bank would tell the buyer, shown beside the spec's figures (never instead of them).
 * Sources: UAE Central Bank mortgage regulations (Notice 31/2013 on mortgage loans, first home) and the
 * retail-loan regulations (Circular 29/2011): loan-to-value caps by buyer and property value, a 25-year
 * maximum term, total debt repayments at most 50% of gross monthly income, and an early-settlement fee of at
 * most 1% of the amount settled, capped at AED 10,000.
 */

export type Residency = 'national' | 'expat';

export const UAE_BANK = {
  /** Total monthly debt repayments may not exceed this share of gross monthly income. */
  debtBurdenCap: 0.5,
  /** Longest mortgage term a bank may grant. */
  maxTermYears: 25,
  /** Property value that separates the two loan-to-value bands. */
  priceBand: 5_000_000,
  /** Minimum down payment (share of the price) on a first home, by buyer and band. */
  minDownPayment: {
    national: { upToBand: 0.15, aboveBand: 0.25 },
    expat: { upToBand: 0.2, aboveBand: 0.3 },
  } satisfies Record<Residency, { upToBand: number; aboveBand: number }>,
  /** Early settlement fee: at most this share of the amount settled... */
  earlySettlementFeeRate: 0.01,
  /** ...and never more than this amount. */
  earlySettlementFeeMax: 10_000,
} as const;

export const RESIDENCIES: readonly Residency[] = ['national', 'expat'];

/** The minimum down-payment share for a first home of this price. */
export function minDownPaymentRate(price: number, residency: Residency): number {
  const band = UAE_BANK.minDownPayment[residency];
  return price > UAE_BANK.priceBand ? band.aboveBand : band.upToBand;
}

/** The minimum down payment in AED for a first home of this price. */
export function minDownPayment(price: number, residency: Residency): number {
  return Math.max(0, price) * minDownPaymentRate(price, residency);
}

/** The largest loan-to-value ratio a bank may lend for this price (1 - minimum down-payment share). */
export function maxLoanToValue(price: number, residency: Residency): number {
  return 1 - minDownPaymentRate(price, residency);
}

/** The most a bank may charge for settling `amount` early. */
export function earlySettlementFeeCap(amount: number): number {
  return Math.min(Math.max(0, amount) * UAE_BANK.earlySettlementFeeRate, UAE_BANK.earlySettlementFeeMax);
}

/** The gross monthly income needed for a monthly repayment to stay within the 50% debt-burden cap. */
export function incomeNeededForPayment(monthlyPayment: number, otherMonthlyDebt = 0): number {
  return (Math.max(0, monthlyPayment) + Math.max(0, otherMonthlyDebt)) / UAE_BANK.debtBurdenCap;
}

/** The largest monthly repayment the 50% debt-burden cap leaves for a mortgage (never below zero). */
export function maxMortgagePaymentUnderCap(monthlyIncome: number, otherMonthlyDebt: number): number {
  return Math.max(0, monthlyIncome * UAE_BANK.debtBurdenCap - otherMonthlyDebt);
}

/**
 * The highest first-home price a bank could finance with this down payment and this largest loan: the loan
 * covers the rest of the price, and the down payment must meet the minimum share for the price's band.
 */
export function maxPriceForBuyer(downPayment: number, maxLoan: number, residency: Residency): number {
  const down = Math.max(0, downPayment);
  const loan = Math.max(0, maxLoan);
  const shares = UAE_BANK.minDownPayment[residency];
  // Up to the band: price <= down + loan, price <= down / share, price <= band.
  const lowBand = Math.min(down + loan, down / shares.upToBand, UAE_BANK.priceBand);
  // Above the band, with the stricter share.
  const highBand = Math.min(down + loan, down / shares.aboveBand);
  return highBand > UAE_BANK.priceBand ? highBand : lowBand;
}
