import { useTranslation } from '@manzil/i18n';
import { Skeleton } from '@manzil/ui';
import { useLocation } from 'react-router-dom';
import { CalculatorUnavailable } from '../federation/fallbacks.tsx';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { HOME_NS } from './i18n/index.ts';
import { Section } from './Section.tsx';

/**
 * Spec 9's calculators, from mfe-calculators. The remote loads when the section comes near the viewport (it is
 * below the first screen), or at once for a link to it: `?calc=` (a chosen calculator) or `#calculator`.
 */
export function CalculatorSection() {
  const { t } = useTranslation(HOME_NS);
  const { search, hash } = useLocation();
  const linkedTo = hash === '#calculator' || new URLSearchParams(search).has('calc');
  return (
    <Section
      id="calculator"
      eyebrow={t('calculator.eyebrow')}
      title={t('calculator.title')}
      subtitle={t('calculator.subtitle')}
    >
      <RemoteSlot
        id="mfe_calculators/CalculatorTabs"
        when={linkedTo ? 'now' : 'visible'}
        loading={<Skeleton $height="420px" $radius="xl" />}
        fallback={() => <CalculatorUnavailable />}
      />
    </Section>
  );
}
