import { useTranslation } from '@manzil/i18n';
import { Skeleton } from '@manzil/ui';
import { CalculatorUnavailable } from '../federation/fallbacks.tsx';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { Section } from './Section.tsx';

export function CalculatorSection() {
  const { t } = useTranslation('shell');
  return (
    <Section
      id="calculator"
      eyebrow={t('calculator.eyebrow')}
      title={t('calculator.title')}
      subtitle={t('calculator.subtitle')}
    >
      <RemoteSlot
        id="mfe_calculators/CalculatorTabs"
        loading={<Skeleton $height="420px" $radius="xl" />}
        fallback={() => <CalculatorUnavailable />}
      />
    </Section>
  );
}
