import { annuityPayment } from './finance.ts';
import { earlySettlementFeeCap } from './uae-bank.ts';

/** The amortization calculator (spec 3 fields, spec 9 defaults and total-cost formula). */
export interface AmortizationInput {
  loanAmount: number;
  ratePercent: number;
  years: number;
  /** A one-off extra payment towards the principal... */
  earlyPayment: number;
  /** ...made with the regular payment of this month (1 = the first month; 0 = none). */
  earlyPaymentMonth: number;
}

export interface ScheduleRow {
  /** Month number (monthly rows) or year number (yearly rows), from 1. */
  period: number;
  /** Regular payments in the period. */
  payment: number;
  principal: number;
  interest: number;
  /** The early payment made in the period, if any. */
  earlyPayment: number;
  /** The balance at the end of the period. */
  balance: number;
  /** Interest paid from the start to the end of the period. */
  cumulativeInterest: number;
}

export interface AmortizationResult {
  months: number;
  monthlyPayment: number;
  /**
   * Spec 9, as written: total cost = payment x months + early payment x month. It does not shorten the loan
   * for the early payment; the bank-style figures below do.
   */
  totalPayment: number;
  /** The interest of the loan as scheduled: payment x months - loan amount. */
  totalInterest: number;
  /** What a bank's schedule gives: the early payment cuts the balance, the payment stays, the loan ends sooner. */
  bank: {
    schedule: ScheduleRow[];
    totalPaid: number;
    totalInterest: number;
    interestSaved: number;
    /** The month of the last payment. */
    payoffMonth: number;
    monthsSaved: number;
    /** The early payment actually applied (never more than the balance left). */
    earlyPaymentApplied: number;
    /** Central Bank cap on the fee for settling that amount early. */
    earlySettlementFeeCap: number;
  };
}

// A balance below half a fils is paid off (floating-point leftovers).
const PAID_OFF = 0.005;

/** The month-by-month schedule with the early payment applied (a bank's view). */
export function monthlySchedule(input: AmortizationInput): ScheduleRow[] {
  const months = Math.round(input.years * 12);
  const payment = annuityPayment(input.loanAmount, input.ratePercent, months);
  const rate = input.ratePercent / 100 / 12;
  const rows: ScheduleRow[] = [];
  let balance = Math.max(0, input.loanAmount);
  let cumulativeInterest = 0;
  for (let month = 1; month <= months && balance > PAID_OFF; month++) {
    const interest = balance * rate;
    const principal = Math.min(payment - interest, balance);
    balance -= principal;
    let early = 0;
    if (month === input.earlyPaymentMonth && input.earlyPayment > 0 && balance > PAID_OFF) {
      early = Math.min(input.earlyPayment, balance);
      balance -= early;
    }
    if (balance < PAID_OFF) balance = 0;
    cumulativeInterest += interest;
    rows.push({
      period: month,
      payment: principal + interest,
      principal,
      interest,
      earlyPayment: early,
      balance,
      cumulativeInterest,
    });
  }
  return rows;
}

/** Monthly rows summed by year (12 months each; the last year may be shorter). */
export function yearlySchedule(rows: readonly ScheduleRow[]): ScheduleRow[] {
  const years: ScheduleRow[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.period / 12);
    let current = years[year - 1];
    if (!current) {
      current = {
        period: year,
        payment: 0,
        principal: 0,
        interest: 0,
        earlyPayment: 0,
        balance: 0,
        cumulativeInterest: 0,
      };
      years[year - 1] = current;
    }
    current.payment += row.payment;
    current.principal += row.principal;
    current.interest += row.interest;
    current.earlyPayment += row.earlyPayment;
    current.balance = row.balance;
    current.cumulativeInterest = row.cumulativeInterest;
  }
  return years;
}

export function calculateAmortization(input: AmortizationInput): AmortizationResult {
  const months = Math.round(input.years * 12);
  const loan = Math.max(0, input.loanAmount);
  const monthlyPayment = annuityPayment(loan, input.ratePercent, months);
  const totalPayment = monthlyPayment * months + input.earlyPayment * input.earlyPaymentMonth;
  const totalInterest = Math.max(0, monthlyPayment * months - loan);

  const schedule = monthlySchedule(input);
  const last = schedule.at(-1);
  const earlyPaymentApplied = schedule.reduce((sum, row) => sum + row.earlyPayment, 0);
  const bankInterest = last?.cumulativeInterest ?? 0;
  const totalPaid = schedule.reduce((sum, row) => sum + row.payment + row.earlyPayment, 0);
  const payoffMonth = last?.period ?? 0;
  return {
    months,
    monthlyPayment,
    totalPayment,
    totalInterest,
    bank: {
      schedule,
      totalPaid,
      totalInterest: bankInterest,
      interestSaved: Math.max(0, totalInterest - bankInterest),
      payoffMonth,
      monthsSaved: Math.max(0, months - payoffMonth),
      earlyPaymentApplied,
      earlySettlementFeeCap: earlySettlementFeeCap(earlyPaymentApplied),
    },
  };
}
