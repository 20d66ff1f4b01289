import { useTranslation } from '@manzil/i18n';
import { CalculatorIcon, vars } from '@manzil/ui';
import { Panel } from '@manzil/ui/panel';
import { useId } from 'react';
import styled from 'styled-components';
import { useFieldValues } from '../calculators/useFieldValues.ts';
import { useFormatters } from '../components/format.ts';
import { NumberSliderField } from '../components/NumberSliderField.tsx';
import { NS } from '../i18n/index.ts';
import { defaultsOf, MORTGAGE_CARD_FIELDS } from '../lib/fields.ts';
import { calculateMortgageCard } from '../lib/mortgage.ts';

const Headline = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[4]} ${vars.space[5]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.chrome};
  color: ${vars.color.onChrome};

  span {
    color: ${vars.color.onChromeMuted};
    font-size: ${vars.fontSize.sm};
  }

  output {
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.xl};
    font-weight: 700;
    color: ${vars.color.chromeAccent};
  }
`;

const Figures = styled.dl`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${vars.space[1]} ${vars.space[3]};
  }

  dt {
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Problem = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerBg};
  color: ${vars.color.danger};
  font-weight: 600;
  font-size: ${vars.fontSize.sm};
`;

/** The props the property page passes. */
export interface MortgageCardProps {
  /** The listing's price in AED. */
  price: number;
}

/**
 * The property detail page's mortgage card (exposed as `mfe_calculators/MortgageCard`), spec 9: period 5-30
 * years (25), down payment 20%-50% step 5 (25%), rate 2%-8% step 0.1 (4%); shows the monthly payment, the
 * loan amount and the down payment in AED without decimals.
 */
export default function MortgageCard({ price }: MortgageCardProps) {
  const { t } = useTranslation(NS);
  const f = useFormatters();
  const titleId = useId();
  const { values, set, complete } = useFieldValues(defaultsOf(MORTGAGE_CARD_FIELDS));
  const priceOk = typeof price === 'number' && Number.isFinite(price) && price > 0;
  const result = priceOk && complete ? calculateMortgageCard({ price, ...complete }) : null;
  const fields = MORTGAGE_CARD_FIELDS;

  return (
    <Panel $gap={5} $padding={5} $iconColor={vars.color.accentText} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <CalculatorIcon size={20} />
        {t('card.title')}
      </h2>
      <NumberSliderField
        label={t('card.period')}
        spec={fields.years}
        value={values.years}
        onChange={(value) => set('years', value)}
      />
      <NumberSliderField
        label={t('card.downPayment')}
        spec={fields.downPaymentPercent}
        value={values.downPaymentPercent}
        onChange={(value) => set('downPaymentPercent', value)}
      />
      <NumberSliderField
        label={t('card.rate')}
        spec={fields.ratePercent}
        value={values.ratePercent}
        onChange={(value) => set('ratePercent', value)}
      />
      {!priceOk ? (
        <Problem>{t('card.invalidPrice')}</Problem>
      ) : result ? (
        <>
          <Headline>
            <span>{t('mortgage.monthlyPayment')}</span>
            <output aria-live="polite">
              <bdi>{f.aed(result.monthlyPayment)}</bdi>
            </output>
          </Headline>
          <Figures>
            <div>
              <dt>{t('mortgage.loanAmount')}</dt>
              <dd>
                <bdi>{f.aed(result.loanAmount)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('mortgage.downPaymentAmount')}</dt>
              <dd>
                <bdi>{f.aed(result.downPayment)}</bdi>
              </dd>
            </div>
          </Figures>
        </>
      ) : (
        <Problem role="alert">{t('results.invalid')}</Problem>
      )}
    </Panel>
  );
}
