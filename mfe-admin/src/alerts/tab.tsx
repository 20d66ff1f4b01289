import { useTranslation } from '@manzil/i18n';
import { lazy, Suspense } from 'react';
import { NS } from '../i18n/index.ts';
import { ALERTS_NS } from './i18n.ts';

// Opened now and then: its own chunk (with its words), so the panel's first download does not grow.
const AlertsTab = lazy(() => import('./AlertsTab.tsx'));

function AlertsTabLabel() {
  const { t } = useTranslation(ALERTS_NS);
  return <>{t('tab')}</>;
}

function AlertsPanel() {
  const { t } = useTranslation(NS);
  return (
    <Suspense fallback={<p>{t('common.loading')}</p>}>
      <AlertsTab />
    </Suspense>
  );
}

/** The panel's "Alerts" tab (issue 21): saved searches with their subscribers, and the outgoing mail. */
export const alertsTab = { id: 'alerts', label: <AlertsTabLabel />, panel: <AlertsPanel /> };
