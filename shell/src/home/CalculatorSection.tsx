import { useTranslation } from '@manzil/i18n';
import { Skeleton, useHydrated } from '@manzil/ui';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CalculatorUnavailable } from '../federation/fallbacks.tsx';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { PENDING_ATTRIBUTE, useAllSectionsWanted } from '../lib/section-jump.ts';
import { HOME_NS } from './i18n/index.ts';
import { Section } from './Section.tsx';

/**
 * The calculators' place while they load: about the height they draw at each width (the mortgage calculator, the
 * first tab, measured in both languages at the calculators' breakpoints 768 and 900 px, the smaller of the two), so
 * the sections below do not move when they arrive (issue 26 item 4).
 */
const Reserved = styled(Skeleton)`
  height: 1420px;

  @media (min-width: 560px) {
    height: 1260px;
  }

  @media (min-width: 900px) {
    height: 960px;
  }

  @media (min-width: 1024px) {
    height: 880px;
  }
`;

/**
 * Spec 9's calculators, from mfe-calculators. The remote loads when the section comes near the viewport (it is
 * below the first screen), or at once for a link to it: `?calc=` (a chosen calculator) or `#calculator`, or a jump
 * to a section below it (which would otherwise move while it scrolls).
 */
export function CalculatorSection() {
  const { t } = useTranslation(HOME_NS);
  const { search, hash } = useLocation();
  const wanted = useAllSectionsWanted();
  // The server never sees the #hash: a link to the section loads it once the page has hydrated.
  const hydrated = useHydrated();
  const linkedTo = (hydrated && hash === '#calculator') || new URLSearchParams(search).has('calc');
  return (
    <Section
      id="calculator"
      height={{ phone: '1604px', wide: '1050px' }}
      eyebrow={t('calculator.eyebrow')}
      title={t('calculator.title')}
      subtitle={t('calculator.subtitle')}
    >
      <RemoteSlot
        id="mfe_calculators/CalculatorTabs"
        when={linkedTo || wanted ? 'now' : 'visible'}
        loading={<Reserved $radius="xl" {...{ [PENDING_ATTRIBUTE]: '' }} />}
        fallback={() => <CalculatorUnavailable />}
      />
    </Section>
  );
}
