import { useTranslation } from '@manzil/i18n';
import { useFormatters } from '../components/format.ts';
import { NumberSliderField } from '../components/NumberSliderField.tsx';
import { BankView, CalculatorLayout, Fields, Figure, Intro, Results } from '../components/Results.tsx';
import { NS } from '../i18n/index.ts';
import { calculateAffordability } from '../lib/affordability.ts';
import { AFFORDABILITY_FIELDS, defaultsOf } from '../lib/fields.ts';
import { UAE_BANK } from '../lib/uae-bank.ts';
import { useFieldValues } from './useFieldValues.ts';

/** The affordability calculator (spec 3 and 9). */
export default function AffordabilityPanel() {
  const { t } = useTranslation(NS);
  const f = useFormatters();
  const { values, set, complete } = useFieldValues(defaultsOf(AFFORDABILITY_FIELDS));
  const fields = AFFORDABILITY_FIELDS;
  const result = complete ? calculateAffordability(complete) : null;
  const bankNotices =
    complete && complete.years > UAE_BANK.maxTermYears
      ? [t('affordability.bankTerm', { years: f.years(UAE_BANK.maxTermYears) })]
      : [];

  return (
    <>
      <Intro>{t('intro.affordability')}</Intro>
      <CalculatorLayout>
        <Fields>
          <NumberSliderField
            label={t('affordability.grossIncome')}
            spec={fields.grossIncome}
            value={values.grossIncome}
            onChange={(value) => set('grossIncome', value)}
          />
          <NumberSliderField
            label={t('affordability.extraIncome')}
            spec={fields.extraIncome}
            value={values.extraIncome}
            onChange={(value) => set('extraIncome', value)}
          />
          <NumberSliderField
            label={t('affordability.monthlyDebt')}
            spec={fields.monthlyDebt}
            value={values.monthlyDebt}
            onChange={(value) => set('monthlyDebt', value)}
          />
          <NumberSliderField
            label={t('affordability.downPayment')}
            spec={fields.downPayment}
            value={values.downPayment}
            onChange={(value) => set('downPayment', value)}
          />
          <NumberSliderField
            label={t('affordability.rate')}
            spec={fields.ratePercent}
            value={values.ratePercent}
            onChange={(value) => set('ratePercent', value)}
          />
          <NumberSliderField
            label={t('affordability.period')}
            spec={fields.years}
            value={values.years}
            onChange={(value) => set('years', value)}
          />
        </Fields>
        <Results
          label={t('affordability.totalAfford')}
          value={result ? f.aed(result.totalAfford) : ''}
          valid={Boolean(result)}
          notices={
            result?.debtExceedsIncome ? [{ tone: 'error', text: t('affordability.debtExceedsIncome') }] : []
          }
          bank={
            result ? (
              <BankView notices={bankNotices}>
                <Figure label={t('affordability.bankPayment')} value={f.aed(result.bank.maxMonthlyPayment)} />
                <Figure
                  label={t('affordability.bankLoan', { years: f.years(result.bank.termYears) })}
                  value={f.aed(result.bank.maxLoan)}
                />
                <Figure
                  label={t('affordability.bankPrice', { buyer: t('bank.national') })}
                  value={f.aed(result.bank.maxPrice.national)}
                />
                <Figure
                  label={t('affordability.bankPrice', { buyer: t('bank.expat') })}
                  value={f.aed(result.bank.maxPrice.expat)}
                />
              </BankView>
            ) : null
          }
        >
          {result ? (
            <>
              <Figure
                label={t('affordability.totalAfford')}
                hint={t('affordability.totalAffordHint')}
                value={f.aed(result.totalAfford)}
              />
              <Figure
                label={t('affordability.canAfford')}
                hint={t('affordability.canAffordHint')}
                value={f.aed(result.canAffordMonthly)}
              />
            </>
          ) : null}
        </Results>
      </CalculatorLayout>
    </>
  );
}
