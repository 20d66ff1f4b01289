import { useTranslation } from '@manzil/i18n';
import { useFormatters } from '../components/format.ts';
import { NumberSliderField } from '../components/NumberSliderField.tsx';
import {
  BankView,
  CalculatorLayout,
  FieldGroup,
  Fields,
  Figure,
  Intro,
  Results,
} from '../components/Results.tsx';
import { NS } from '../i18n/index.ts';
import { defaultsOf, REFINANCE_FIELDS } from '../lib/fields.ts';
import { calculateRefinance, settlementFeesFor, settlementPercentFor } from '../lib/refinance.ts';
import { useFieldValues } from './useFieldValues.ts';

/** The refinancing calculator (spec 3 and 9). Settlement fees and their percentage of the balance move together. */
export default function RefinancePanel() {
  const { t } = useTranslation(NS);
  const f = useFormatters();
  const { values, set, update, complete } = useFieldValues(defaultsOf(REFINANCE_FIELDS));
  const fields = REFINANCE_FIELDS;
  const result = complete ? calculateRefinance(complete) : null;

  const onBalance = (balance: number | null) => {
    if (balance !== null && values.settlementPercent !== null)
      update({
        currentBalance: balance,
        settlementFees: settlementFeesFor(balance, values.settlementPercent),
      });
    else set('currentBalance', balance);
  };
  const onFees = (fees: number | null) => {
    if (fees !== null && values.currentBalance)
      update({ settlementFees: fees, settlementPercent: settlementPercentFor(values.currentBalance, fees) });
    else set('settlementFees', fees);
  };
  const onPercent = (percent: number | null) => {
    if (percent !== null && values.currentBalance !== null)
      update({
        settlementPercent: percent,
        settlementFees: settlementFeesFor(values.currentBalance, percent),
      });
    else set('settlementPercent', percent);
  };

  const breakMonth = (months: number | null) =>
    months === null ? t('refinance.never') : t('refinance.breakMonthValue', { count: Math.round(months) });

  return (
    <>
      <Intro>{t('intro.refinancing')}</Intro>
      <CalculatorLayout>
        <Fields>
          <FieldGroup>
            <legend>{t('refinance.current')}</legend>
            <NumberSliderField
              label={t('refinance.currentBalance')}
              spec={fields.currentBalance}
              value={values.currentBalance}
              onChange={onBalance}
            />
            <NumberSliderField
              label={t('refinance.currentPayment')}
              hint={t('refinance.currentPaymentHint')}
              spec={fields.currentPayment}
              value={values.currentPayment}
              onChange={(value) => set('currentPayment', value)}
            />
            <NumberSliderField
              label={t('refinance.settlementFees')}
              spec={fields.settlementFees}
              value={values.settlementFees}
              onChange={onFees}
            />
            <NumberSliderField
              label={t('refinance.percentage')}
              hint={t('refinance.percentageHint')}
              spec={fields.settlementPercent}
              value={values.settlementPercent}
              onChange={onPercent}
            />
            <NumberSliderField
              label={t('refinance.currentRate')}
              spec={fields.currentRatePercent}
              value={values.currentRatePercent}
              onChange={(value) => set('currentRatePercent', value)}
            />
          </FieldGroup>
          <FieldGroup>
            <legend>{t('refinance.new')}</legend>
            <NumberSliderField
              label={t('refinance.newPropertyValue')}
              spec={fields.newPropertyValue}
              value={values.newPropertyValue}
              onChange={(value) => set('newPropertyValue', value)}
            />
            <NumberSliderField
              label={t('refinance.newLoanAmount')}
              spec={fields.newLoanAmount}
              value={values.newLoanAmount}
              onChange={(value) => set('newLoanAmount', value)}
            />
            <NumberSliderField
              label={t('refinance.newTerm')}
              spec={fields.newYears}
              value={values.newYears}
              onChange={(value) => set('newYears', value)}
            />
            <NumberSliderField
              label={t('refinance.newRate')}
              spec={fields.newRatePercent}
              value={values.newRatePercent}
              onChange={(value) => set('newRatePercent', value)}
            />
          </FieldGroup>
        </Fields>
        <Results
          label={t('refinance.breakMonth')}
          value={result ? breakMonth(result.breakEvenMonths) : ''}
          valid={Boolean(result)}
          notices={
            result && result.payDifference < 0 ? [{ tone: 'info', text: t('refinance.higherPayment') }] : []
          }
          bank={
            result ? (
              <BankView>
                <Figure label={t('refinance.bankFeeCap')} value={f.aed(result.bank.settlementFeeCap)} />
                <Figure
                  label={t('refinance.bankBreakEven')}
                  value={breakMonth(result.bank.breakEvenMonthsAtCap)}
                />
                <Figure
                  label={t('refinance.bankInterest')}
                  value={f.aed(result.bank.currentMonthlyInterest)}
                />
                <Figure
                  label={t('refinance.bankLtv')}
                  hint={t('refinance.bankLtvMax', {
                    national: f.share(result.bank.maxLoanToValue.national, 0),
                    expat: f.share(result.bank.maxLoanToValue.expat, 0),
                  })}
                  value={f.share(result.bank.loanToValue)}
                />
              </BankView>
            ) : null
          }
        >
          {result ? (
            <>
              <Figure label={t('refinance.monthlyPay')} value={f.aed(result.monthlyPay)} />
              <Figure
                label={t('refinance.payDifference')}
                hint={t('refinance.payDifferenceHint')}
                value={f.aed(result.payDifference)}
              />
              <Figure
                label={t('refinance.mortgageCost')}
                hint={t('refinance.mortgageCostHint')}
                value={f.aed(result.mortgageCost)}
              />
              <Figure
                label={t('refinance.refinancePay')}
                hint={t('refinance.refinancePayHint')}
                value={f.aed(result.refinancePay)}
              />
            </>
          ) : null}
        </Results>
      </CalculatorLayout>
    </>
  );
}
