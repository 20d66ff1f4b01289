import { useTranslation } from '@manzil/i18n';
import { useFormatters } from '../components/format.ts';
import { NumberSliderField } from '../components/NumberSliderField.tsx';
import { BankView, CalculatorLayout, Fields, Figure, Intro, Results } from '../components/Results.tsx';
import { NS } from '../i18n/index.ts';
import { defaultsOf, downPaymentRange, MORTGAGE_FIELDS } from '../lib/fields.ts';
import { calculateMortgage } from '../lib/mortgage.ts';
import { incomeNeededForPayment, minDownPayment, UAE_BANK } from '../lib/uae-bank.ts';
import { useFieldValues } from './useFieldValues.ts';

/** The home page's mortgage calculator (spec 3 and 9). */
export default function MortgagePanel() {
  const { t } = useTranslation(NS);
  const f = useFormatters();
  const { values, set, complete } = useFieldValues(defaultsOf(MORTGAGE_FIELDS));
  const priceForRange = values.price ?? MORTGAGE_FIELDS.price.default;
  const downRange = downPaymentRange(priceForRange, MORTGAGE_FIELDS.downPayment.step);
  const result = complete ? calculateMortgage(complete) : null;

  const notices: { tone: 'error' | 'info'; text: string }[] = [];
  const bankNotices: string[] = [];
  if (complete && result) {
    if (result.downPaymentExceedsPrice)
      notices.push({ tone: 'error', text: t('mortgage.downPaymentExceedsPrice') });
    if (complete.ratePercent === 0) notices.push({ tone: 'info', text: t('mortgage.zeroRate') });
    const expatMinimum = minDownPayment(complete.price, 'expat');
    if (complete.downPayment < expatMinimum)
      bankNotices.push(t('mortgage.belowMinimum', { amount: f.aed(expatMinimum) }));
    if (complete.years > UAE_BANK.maxTermYears) bankNotices.push(t('mortgage.termTooLong'));
  }
  const band =
    complete && complete.price > UAE_BANK.priceBand ? t('mortgage.bandAbove') : t('mortgage.bandUpTo');

  return (
    <>
      <Intro>{t('intro.mortgage')}</Intro>
      <CalculatorLayout>
        <Fields>
          <NumberSliderField
            label={t('mortgage.propertyPrice')}
            spec={MORTGAGE_FIELDS.price}
            value={values.price}
            onChange={(value) => set('price', value)}
          />
          <NumberSliderField
            label={t('mortgage.downPayment')}
            hint={
              values.price && values.downPayment !== null
                ? t('mortgage.downPaymentShare', { percent: f.share(values.downPayment / values.price) })
                : undefined
            }
            spec={MORTGAGE_FIELDS.downPayment}
            min={downRange.min}
            max={downRange.max}
            value={values.downPayment}
            onChange={(value) => set('downPayment', value)}
          />
          <NumberSliderField
            label={t('mortgage.loanTerm')}
            spec={MORTGAGE_FIELDS.years}
            value={values.years}
            onChange={(value) => set('years', value)}
          />
          <NumberSliderField
            label={t('mortgage.interestRate')}
            spec={MORTGAGE_FIELDS.ratePercent}
            value={values.ratePercent}
            onChange={(value) => set('ratePercent', value)}
          />
        </Fields>
        <Results
          label={t('mortgage.monthlyPayment')}
          value={result ? f.aed(result.monthlyPayment) : ''}
          valid={Boolean(result)}
          notices={notices}
          bank={
            complete && result ? (
              <BankView notices={bankNotices}>
                <Figure
                  label={t('bank.national')}
                  hint={t('mortgage.bankMinDown', { band })}
                  value={f.aed(minDownPayment(complete.price, 'national'))}
                />
                <Figure
                  label={t('bank.expat')}
                  hint={t('mortgage.bankMinDown', { band })}
                  value={f.aed(minDownPayment(complete.price, 'expat'))}
                />
                <Figure label={t('mortgage.bankMaxTerm')} value={f.years(UAE_BANK.maxTermYears)} />
                <Figure
                  label={t('mortgage.bankIncome')}
                  value={f.aed(incomeNeededForPayment(result.monthlyPayment))}
                />
              </BankView>
            ) : null
          }
        >
          {result ? (
            <>
              <Figure label={t('mortgage.loanAmount')} value={f.aed(result.loanAmount)} />
              <Figure label={t('mortgage.totalPayment')} value={f.aed(result.totalPayment)} />
              <Figure label={t('mortgage.totalInterest')} value={f.aed(result.totalInterest)} />
            </>
          ) : null}
        </Results>
      </CalculatorLayout>
    </>
  );
}
