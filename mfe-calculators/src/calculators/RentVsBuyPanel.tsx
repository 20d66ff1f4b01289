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
import { defaultsOf, downPaymentRange, RENT_VS_BUY_FIELDS } from '../lib/fields.ts';
import { calculateRentVsBuy } from '../lib/rent-vs-buy.ts';
import { useFieldValues } from './useFieldValues.ts';

/** The rent-vs-buy calculator (spec 3 and 9). */
export default function RentVsBuyPanel() {
  const { t } = useTranslation(NS);
  const f = useFormatters();
  const { values, set, complete } = useFieldValues(defaultsOf(RENT_VS_BUY_FIELDS));
  const fields = RENT_VS_BUY_FIELDS;
  const downRange = downPaymentRange(values.price ?? fields.price.default, fields.downPayment.step);
  const result = complete ? calculateRentVsBuy(complete) : null;

  let verdict = '';
  if (result && complete) {
    const years = f.years(complete.yearsToLive);
    const amount = f.aed(Math.abs(result.difference));
    verdict =
      result.cheaper === 'rent'
        ? t('rentvsbuy.rentCheaper', { amount, years })
        : result.cheaper === 'buy'
          ? t('rentvsbuy.buyCheaper', { amount, years })
          : t('rentvsbuy.equal', { years });
  }
  // The adviser's comparison counts the home's value at the end: its own verdict, so its figures do not seem to
  // contradict the headline's (issue 25).
  let adviserVerdict = '';
  if (result) {
    const gap = result.bank.netBuyCost - result.bank.totalRentWithIncrease;
    const amount = f.aed(Math.abs(gap));
    adviserVerdict =
      Math.abs(gap) < 0.5
        ? t('rentvsbuy.bankEven')
        : gap > 0
          ? t('rentvsbuy.bankRentAhead', { amount })
          : t('rentvsbuy.bankBuyAhead', { amount });
  }

  return (
    <>
      <Intro>{t('intro.rentvsbuy')}</Intro>
      <CalculatorLayout>
        <Fields>
          <FieldGroup>
            <legend>{t('rentvsbuy.rent')}</legend>
            <NumberSliderField
              label={t('rentvsbuy.currentRent')}
              hint={t('rentvsbuy.currentRentHint')}
              spec={fields.monthlyRent}
              value={values.monthlyRent}
              onChange={(value) => set('monthlyRent', value)}
            />
            <NumberSliderField
              label={t('rentvsbuy.rentIncrease')}
              spec={fields.rentIncreasePercent}
              value={values.rentIncreasePercent}
              onChange={(value) => set('rentIncreasePercent', value)}
            />
            <NumberSliderField
              label={t('rentvsbuy.yearsToLive')}
              spec={fields.yearsToLive}
              value={values.yearsToLive}
              onChange={(value) => set('yearsToLive', value)}
            />
          </FieldGroup>
          <FieldGroup>
            <legend>{t('rentvsbuy.buy')}</legend>
            <NumberSliderField
              label={t('rentvsbuy.propertyPrice')}
              spec={fields.price}
              value={values.price}
              onChange={(value) => set('price', value)}
            />
            <NumberSliderField
              label={t('rentvsbuy.downPayment')}
              spec={fields.downPayment}
              hint={
                values.price && values.downPayment !== null
                  ? t('mortgage.downPaymentShare', { percent: f.share(values.downPayment / values.price) })
                  : undefined
              }
              min={downRange.min}
              max={downRange.max}
              value={values.downPayment}
              onChange={(value) => set('downPayment', value)}
            />
            <NumberSliderField
              label={t('rentvsbuy.loanTerm')}
              spec={fields.years}
              value={values.years}
              onChange={(value) => set('years', value)}
            />
            <NumberSliderField
              label={t('rentvsbuy.loanRate')}
              spec={fields.ratePercent}
              value={values.ratePercent}
              onChange={(value) => set('ratePercent', value)}
            />
            <NumberSliderField
              label={t('rentvsbuy.appreciation')}
              spec={fields.appreciationPercent}
              value={values.appreciationPercent}
              onChange={(value) => set('appreciationPercent', value)}
            />
          </FieldGroup>
        </Fields>
        <Results
          label={t('rentvsbuy.totalBuy')}
          value={result ? f.aed(result.totalBuy) : ''}
          valid={Boolean(result)}
          notices={verdict ? [{ tone: 'info', text: verdict }] : []}
          bank={
            result && complete ? (
              <BankView title={t('rentvsbuy.bankHeading')} notices={[adviserVerdict]}>
                <Figure label={t('rentvsbuy.bankRent')} value={f.aed(result.bank.totalRentWithIncrease)} />
                <Figure label={t('rentvsbuy.bankBuy')} value={f.aed(result.bank.totalBuyWithinTerm)} />
                <Figure
                  label={t('rentvsbuy.bankValue', { years: f.years(complete.yearsToLive) })}
                  value={f.aed(result.bank.propertyValueAfter)}
                />
                <Figure label={t('rentvsbuy.bankBalance')} value={f.aed(result.bank.balanceAfter)} />
                <Figure
                  label={t('rentvsbuy.bankNet')}
                  hint={t('rentvsbuy.bankNetHint')}
                  value={f.aed(result.bank.netBuyCost)}
                />
              </BankView>
            ) : null
          }
        >
          {result ? (
            <>
              <Figure
                label={t('rentvsbuy.totalRent')}
                hint={t('rentvsbuy.totalRentHint')}
                value={f.aed(result.totalRent)}
              />
              <Figure
                label={t('rentvsbuy.totalBuy')}
                hint={t('rentvsbuy.totalBuyHint')}
                value={f.aed(result.totalBuy)}
              />
              <Figure label={t('rentvsbuy.expectedLoan')} value={f.aed(result.loanAmount)} />
              <Figure
                label={t('rentvsbuy.mortgageAmount')}
                hint={t('rentvsbuy.mortgageAmountHint')}
                value={f.aed(result.mortgageAmount)}
              />
            </>
          ) : null}
        </Results>
      </CalculatorLayout>
    </>
  );
}
