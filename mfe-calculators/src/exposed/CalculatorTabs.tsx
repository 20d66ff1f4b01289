import { formatAed, formatNumber, useLang } from '@manzil/i18n';
import { Tabs, vars } from '@manzil/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { MORTGAGE_DEFAULTS, monthlyPayment } from '../lib/mortgage.ts';

const Card = styled.div`
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.md};
`;

const Figures = styled.dl`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  margin: 0 0 ${vars.space[6]};

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  dd {
    margin: 0;
    font-weight: 700;
    font-size: ${vars.fontSize.lg};
  }
`;

const Result = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]} ${vars.space[6]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.chrome};
  color: ${vars.color.onChrome};

  span {
    color: ${vars.color.onChromeMuted};
  }

  output {
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['2xl']};
    font-weight: 700;
    color: ${vars.color.chromeAccent};
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};

  & + p {
    margin-top: ${vars.space[3]};
    font-weight: 600;
    color: ${vars.color.text};
  }
`;

const TAB_IDS = ['mortgage', 'amortization', 'refinancing', 'rentvsbuy', 'affordability'] as const;

function MortgagePanel() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { price, downPayment, years, ratePercent } = MORTGAGE_DEFAULTS;
  const payment = Math.round(monthlyPayment(price - downPayment, ratePercent, years));
  return (
    <>
      <Figures>
        <div>
          <dt>{t('mortgage.propertyPrice')}</dt>
          <dd>
            <bdi>{formatAed(price, lang)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('mortgage.downPayment')}</dt>
          <dd>
            <bdi>{formatAed(downPayment, lang)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('mortgage.loanTerm')}</dt>
          <dd>{t('mortgage.years', { count: years })}</dd>
        </div>
        <div>
          <dt>{t('mortgage.interestRate')}</dt>
          <dd>
            <bdi>{formatNumber(ratePercent / 100, lang, { style: 'percent', maximumFractionDigits: 1 })}</bdi>
          </dd>
        </div>
      </Figures>
      <Result>
        <span>{t('mortgage.monthlyPayment')}</span>
        <output aria-live="polite">
          <bdi>{formatAed(payment, lang)}</bdi>
        </output>
      </Result>
    </>
  );
}

function ComingSoon({ id }: { id: Exclude<(typeof TAB_IDS)[number], 'mortgage'> }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Intro>{t(`intro.${id}`)}</Intro>
      <Intro>{t('comingSoon')}</Intro>
    </>
  );
}

/** The home page's five calculators (spec 2); the mortgage tab is the default. First version. */
export default function CalculatorTabs() {
  const { t } = useTranslation(NS);
  return (
    <Card>
      <Tabs
        label={t('tabsLabel')}
        items={TAB_IDS.map((id) => ({
          id,
          label: t(`tabs.${id}`),
          panel: id === 'mortgage' ? <MortgagePanel /> : <ComingSoon id={id} />,
        }))}
      />
    </Card>
  );
}
