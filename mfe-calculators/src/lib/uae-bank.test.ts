import { describe, expect, it } from 'vitest';
import {
  earlySettlementFeeCap,
  incomeNeededForPayment,
  maxPriceForBuyer,
  minDownPayment,
  minDownPaymentRate,
} from './uae-bank.ts';

describe('UAE Central Bank figures', () => {
  it('minimum down payments on a first home by buyer and property value band', () => {
    expect(minDownPaymentRate(1_000_000, 'national')).toBe(0.15);
    expect(minDownPaymentRate(1_000_000, 'expat')).toBe(0.2);
    expect(minDownPaymentRate(5_000_000, 'expat')).toBe(0.2); // the band includes AED 5M
    expect(minDownPaymentRate(5_000_001, 'expat')).toBe(0.3);
    expect(minDownPaymentRate(6_000_000, 'national')).toBe(0.25);
    expect(minDownPayment(1_000_000, 'expat')).toBe(200_000);
    expect(minDownPayment(6_000_000, 'national')).toBe(1_500_000);
  });

  it('caps the early-settlement fee at 1% and AED 10,000', () => {
    expect(earlySettlementFeeCap(500_000)).toBe(5000);
    expect(earlySettlementFeeCap(2_000_000)).toBe(10_000);
    expect(earlySettlementFeeCap(-1)).toBe(0);
  });

  it('needs twice the repayments as income under the 50% debt-burden cap', () => {
    expect(incomeNeededForPayment(4169)).toBe(8338);
    expect(incomeNeededForPayment(4000, 1000)).toBe(10_000);
  });

  it('finds the highest price a down payment and a loan allow, across the AED 5M band', () => {
    // Loan-limited: 100,000 down + 300,000 loan = 400,000 (expat minimum 80,000 is met).
    expect(maxPriceForBuyer(100_000, 300_000, 'expat')).toBe(400_000);
    // Down-payment-limited: 100,000 is 20% of 500,000.
    expect(maxPriceForBuyer(100_000, 5_000_000, 'expat')).toBe(500_000);
    // Above the band: 3,000,000 down is 30% of 10,000,000, and the loan covers 7,000,000.
    expect(maxPriceForBuyer(3_000_000, 7_000_000, 'expat')).toBe(10_000_000);
    // 1,200,000 down: 20% of 6M would be enough, but above 5M an expat needs 30% -> 4M; the band allows 5M.
    expect(maxPriceForBuyer(1_200_000, 10_000_000, 'expat')).toBe(5_000_000);
  });
});
