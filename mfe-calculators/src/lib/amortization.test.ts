import { describe, expect, it } from 'vitest';
import { calculateAmortization, monthlySchedule, yearlySchedule } from './amortization.ts';
import { AMORTIZATION_FIELDS, defaultsOf } from './fields.ts';

// Expected values from an independent month-by-month simulation in Python's `decimal` module
// (interest = balance x 0.375%, principal = payment - interest, early payment after the month's payment).

describe('amortization', () => {
  it('has the spec 9 defaults: loan 1M, 4.5%, 25 years, early payment 0-100k step 1k, month 0-420', () => {
    expect(defaultsOf(AMORTIZATION_FIELDS)).toEqual({
      loanAmount: 1_000_000,
      ratePercent: 4.5,
      years: 25,
      earlyPayment: 0,
      earlyPaymentMonth: 0,
    });
    expect(AMORTIZATION_FIELDS.earlyPayment).toMatchObject({ min: 0, max: 100_000, step: 1_000 });
    expect(AMORTIZATION_FIELDS.earlyPaymentMonth).toMatchObject({ min: 0, max: 420, step: 1 });
  });

  it('on the default screen: AED 5,558 a month, total 1,667,497, interest 667,497', () => {
    const result = calculateAmortization(defaultsOf(AMORTIZATION_FIELDS));
    expect(Math.round(result.monthlyPayment)).toBe(5558);
    // 5,558.3247796 x 300 = 1,667,497.43
    expect(Math.round(result.totalPayment)).toBe(1_667_497);
    expect(Math.round(result.totalInterest)).toBe(667_497);
    expect(result.bank.payoffMonth).toBe(300);
    expect(result.bank.monthsSaved).toBe(0);
    expect(Math.round(result.bank.totalInterest)).toBe(667_497);
  });

  it('adds early payment x month to the total cost, as spec 9 writes it', () => {
    const result = calculateAmortization({
      ...defaultsOf(AMORTIZATION_FIELDS),
      earlyPayment: 100_000,
      earlyPaymentMonth: 12,
    });
    // 1,667,497.43 + 100,000 x 12 = 2,867,497.43
    expect(Math.round(result.totalPayment)).toBe(2_867_497);
    expect(Math.round(result.totalInterest)).toBe(667_497);
  });

  it("shows a bank's view beside it: the early payment shortens the loan and saves interest", () => {
    const { bank } = calculateAmortization({
      ...defaultsOf(AMORTIZATION_FIELDS),
      earlyPayment: 100_000,
      earlyPaymentMonth: 12,
    });
    // Simulation: last payment in month 252, interest 498,900.11, paid 1,498,900.11.
    expect(bank.payoffMonth).toBe(252);
    expect(bank.monthsSaved).toBe(48);
    expect(bank.totalInterest).toBeCloseTo(498900.11, 1);
    expect(bank.totalPaid).toBeCloseTo(1498900.11, 1);
    expect(Math.round(bank.interestSaved)).toBe(168_597);
    // Central Bank cap: 1% of 100,000 = 1,000 (below AED 10,000).
    expect(bank.earlySettlementFeeCap).toBe(1000);
  });

  it('never takes more early payment than the balance left', () => {
    const { bank } = calculateAmortization({
      loanAmount: 50_000,
      ratePercent: 4.5,
      years: 5,
      earlyPayment: 100_000,
      earlyPaymentMonth: 1,
    });
    expect(bank.payoffMonth).toBe(1);
    expect(bank.schedule[0]?.balance).toBe(0);
    expect(bank.earlyPaymentApplied).toBeLessThan(50_000);
  });

  it('ignores an early payment in month 0 or after the loan ends in the schedule', () => {
    const base = { loanAmount: 100_000, ratePercent: 4.5, years: 5, earlyPayment: 10_000 };
    expect(calculateAmortization({ ...base, earlyPaymentMonth: 0 }).bank.earlyPaymentApplied).toBe(0);
    const late = calculateAmortization({ ...base, earlyPaymentMonth: 420 });
    expect(late.bank.earlyPaymentApplied).toBe(0);
    // The spec formula still adds it: payment x 60 + 10,000 x 420.
    expect(late.totalPayment).toBeCloseTo(late.monthlyPayment * 60 + 4_200_000, 6);
  });

  it('at 0% has equal principal payments and no interest', () => {
    const rows = monthlySchedule({
      loanAmount: 120_000,
      ratePercent: 0,
      years: 5,
      earlyPayment: 0,
      earlyPaymentMonth: 0,
    });
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.interest === 0 && row.principal === 2000)).toBe(true);
    expect(rows.at(-1)?.balance).toBe(0);
  });

  it('sums months into years: year 1 of the default loan', () => {
    const years = yearlySchedule(monthlySchedule(defaultsOf(AMORTIZATION_FIELDS)));
    expect(years).toHaveLength(25);
    // Simulation: year 1 interest 44,546.80, principal 22,153.10, balance 977,846.90.
    expect(years[0]?.interest).toBeCloseTo(44546.8, 1);
    expect(years[0]?.principal).toBeCloseTo(22153.1, 1);
    expect(years[0]?.balance).toBeCloseTo(977846.9, 1);
    expect(years[0]?.payment).toBeCloseTo(5558.3248 * 12, 2);
    expect(years.at(-1)?.balance).toBe(0);
    expect(years.at(-1)?.cumulativeInterest).toBeCloseTo(667497.43, 1);
  });
});
