import { useTranslation } from '@manzil/i18n';
import { Skeleton, Tabs, vars } from '@manzil/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import MortgagePanel from '../calculators/MortgagePanel.tsx';
import { CalculatorFooter } from '../components/BankLogo.tsx';
import { NS } from '../i18n/index.ts';

// The four other calculators load when their tab is first opened, so the home page only pays for the mortgage.
const AmortizationPanel = lazy(() => import('../calculators/AmortizationPanel.tsx'));
const RefinancePanel = lazy(() => import('../calculators/RefinancePanel.tsx'));
const RentVsBuyPanel = lazy(() => import('../calculators/RentVsBuyPanel.tsx'));
const AffordabilityPanel = lazy(() => import('../calculators/AffordabilityPanel.tsx'));

const Card = styled.div`
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.md};

  @media (min-width: 768px) {
    padding: ${vars.space[6]};
  }
`;

/** The five calculators of spec 2, in this order; mortgage is the default. */
export const CALCULATOR_TABS = [
  'mortgage',
  'amortization',
  'refinancing',
  'rentvsbuy',
  'affordability',
] as const;
export type CalculatorTab = (typeof CALCULATOR_TABS)[number];

/** The query parameter that keeps the chosen calculator across reloads and shared links: `/?calc=rentvsbuy`. */
export const TAB_PARAM = 'calc';

function isTab(value: string | null): value is CalculatorTab {
  return CALCULATOR_TABS.includes(value as CalculatorTab);
}

function Panel({ tab }: { tab: CalculatorTab }) {
  switch (tab) {
    case 'amortization':
      return <AmortizationPanel />;
    case 'refinancing':
      return <RefinancePanel />;
    case 'rentvsbuy':
      return <RentVsBuyPanel />;
    case 'affordability':
      return <AffordabilityPanel />;
    default:
      return <MortgagePanel />;
  }
}

/** The home page's calculator section content (exposed as `mfe_calculators/CalculatorTabs`). */
export default function CalculatorTabs() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const navigate = useNavigate();
  const param = new URLSearchParams(location.search).get(TAB_PARAM);
  const fromUrl: CalculatorTab = isTab(param) ? param : 'mortgage';
  // The tab switches at once (its panel may still be loading); the URL follows. Navigations run in a React
  // transition, which would otherwise keep the old tab selected until the new panel's code has arrived.
  const [selected, setSelected] = useState<CalculatorTab>(fromUrl);
  useEffect(() => setSelected(fromUrl), [fromUrl]);

  // The choice lives in the query, replacing the history entry; the hash (#calculator) is kept, so the
  // shell's section scrolling is not triggered and the page does not jump.
  const select = useCallback(
    (tab: CalculatorTab) => {
      setSelected(tab);
      const search = new URLSearchParams(location.search);
      if (tab === 'mortgage') search.delete(TAB_PARAM);
      else search.set(TAB_PARAM, tab);
      const query = search.toString();
      navigate(
        { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [location.pathname, location.search, location.hash, navigate],
  );

  // Only the selected tab's panel is drawn, so each item may carry the same one.
  const panel = (
    <Suspense fallback={<Skeleton $height="420px" $radius="lg" />}>
      <Panel key={selected} tab={selected} />
    </Suspense>
  );

  return (
    <Card>
      <Tabs
        label={t('tabsLabel')}
        items={CALCULATOR_TABS.map((id) => ({ id, label: t(`tabs.${id}`), panel }))}
        value={selected}
        onValueChange={select}
      />
      <CalculatorFooter />
    </Card>
  );
}
