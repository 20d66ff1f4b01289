import { useTranslation } from '@manzil/i18n';
import { useMemo } from 'react';
import { useFormatters } from '../components/format.ts';
import { NumberSliderField } from '../components/NumberSliderField.tsx';
import { BankView, CalculatorLayout, Fields, Figure, Intro, Results } from '../components/Results.tsx';
import { NS } from '../i18n/index.ts';
import { calculateAmortization } from '../lib/amortization.ts';
import { AMORTIZATION_FIELDS, defaultsOf } from '../lib/fields.ts';
import { ScheduleView } from './ScheduleView.tsx';
import { useFieldValues } from './useFieldValues.ts';

/** The amortization calculator with its schedule (spec 3 and 9). Loaded when its tab is first opened. */
export default function AmortizationPanel() {
  const { t } = useTranslation(NS);
  const f = useFormatters();
  const { values, set, complete } = useFieldValues(defaultsOf(AMORTIZATION_FIELDS));
  const fields = AMORTIZATION_FIELDS;
  // An early payment in a month after the last one of the loan cannot be made: the field says so (issue 25)
  // and no result is worked out from it.
  const termMonths = values.years === null ? null : Math.round(values.years * 12);
  const monthPastTerm =
    termMonths !== null && values.earlyPaymentMonth !== null && values.earlyPaymentMonth > termMonths;
  const result = useMemo(
    () => (complete && !monthPastTerm ? calculateAmortization(complete) : null),
    [complete, monthPastTerm],
  );

  return (
    <>
      <Intro>{t('intro.amortization')}</Intro>
      <CalculatorLayout>
        <Fields>
          <NumberSliderField
            label={t('amortization.loanAmount')}
            spec={fields.loanAmount}
            value={values.loanAmount}
            onChange={(value) => set('loanAmount', value)}
          />
          <NumberSliderField
            label={t('amortization.rate')}
            spec={fields.ratePercent}
            value={values.ratePercent}
            onChange={(value) => set('ratePercent', value)}
          />
          <NumberSliderField
            label={t('amortization.term')}
            spec={fields.years}
            value={values.years}
            onChange={(value) => set('years', value)}
          />
          <NumberSliderField
            label={t('amortization.earlyPayment')}
            spec={fields.earlyPayment}
            value={values.earlyPayment}
            onChange={(value) => set('earlyPayment', value)}
          />
          <NumberSliderField
            label={t('amortization.earlyPaymentMonth')}
            hint={t('amortization.earlyPaymentMonthHint')}
            spec={fields.earlyPaymentMonth}
            value={values.earlyPaymentMonth}
            conflict={
              monthPastTerm && termMonths !== null
                ? t('amortization.monthPastTerm', {
                    last: f.input('months', termMonths),
                    months: f.months(termMonths),
                  })
                : undefined
            }
            onChange={(value) => set('earlyPaymentMonth', value)}
          />
        </Fields>
        <Results
          label={t('amortization.monthlyPayment')}
          value={result ? f.aed(result.monthlyPayment) : ''}
          valid={Boolean(result)}
          bank={
            result ? (
              <BankView>
                <Figure
                  label={t('amortization.bankTotalPaid')}
                  hint={t('amortization.bankTotalPaidHint')}
                  value={f.aed(result.bank.totalPaid)}
                />
                <Figure label={t('amortization.bankInterest')} value={f.aed(result.bank.totalInterest)} />
                <Figure label={t('amortization.bankSaved')} value={f.aed(result.bank.interestSaved)} />
                <Figure
                  label={t('amortization.bankPayoff')}
                  value={
                    result.bank.monthsSaved > 0
                      ? `${f.months(result.bank.payoffMonth)} (${t('amortization.bankMonthsSaved', { count: result.bank.monthsSaved })})`
                      : f.months(result.bank.payoffMonth)
                  }
                />
                {result.bank.earlyPaymentApplied > 0 ? (
                  <Figure
                    label={t('amortization.bankFeeCap')}
                    value={f.aed(result.bank.earlySettlementFeeCap)}
                  />
                ) : null}
              </BankView>
            ) : null
          }
        >
          {result ? (
            <>
              <Figure
                label={t('amortization.totalPayment')}
                hint={t('amortization.totalPaymentHint')}
                caption={result.bank.earlyPaymentApplied > 0 ? t('amortization.totalPaymentWhy') : undefined}
                value={f.aed(result.totalPayment)}
              />
              <Figure
                label={t('amortization.totalInterest')}
                hint={t('amortization.totalInterestHint')}
                value={f.aed(result.totalInterest)}
              />
            </>
          ) : null}
        </Results>
      </CalculatorLayout>
      {result && complete ? (
        <ScheduleView rows={result.bank.schedule} loanAmount={complete.loanAmount} />
      ) : null}
    </>
  );
}
