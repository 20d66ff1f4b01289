import { formatAed, useLang } from '@manzil/i18n';
import { CalculatorIcon, vars } from '@manzil/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { MORTGAGE_CARD_DEFAULTS, MORTGAGE_DEFAULTS, monthlyPayment } from '../lib/mortgage.ts';

const Card = styled.section`
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  h2 {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    font-size: ${vars.fontSize.lg};
  }

  dl {
    display: grid;
    gap: ${vars.space[3]};
    margin: 0;
  }

  div {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }

  dt {
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 700;
  }
`;

export interface MortgageCardProps {
  /** The property's price in AED. */
  price?: number;
}

/** The detail page's mortgage card (spec 9 defaults: 25 years, 25% down, 4%). First version, no sliders yet. */
export default function MortgageCard({ price = MORTGAGE_DEFAULTS.price }: MortgageCardProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { years, downPaymentPercent, ratePercent } = MORTGAGE_CARD_DEFAULTS;
  const downPayment = Math.round((price * downPaymentPercent) / 100);
  const loan = price - downPayment;
  const payment = Math.round(monthlyPayment(loan, ratePercent, years));
  return (
    <Card aria-labelledby="mortgage-card-title">
      <h2 id="mortgage-card-title">
        <CalculatorIcon size={20} />
        {t('card.title')}
      </h2>
      <dl>
        <div>
          <dt>{t('mortgage.monthlyPayment')}</dt>
          <dd>
            <bdi>{formatAed(payment, lang)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('mortgage.loanAmount')}</dt>
          <dd>
            <bdi>{formatAed(loan, lang)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('mortgage.downPaymentAmount')}</dt>
          <dd>
            <bdi>{formatAed(downPayment, lang)}</bdi>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
