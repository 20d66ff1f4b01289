import { registerResources } from '@manzil/i18n';

/**
 * The Alerts view's own namespace. Only the tab's name is registered with the panel; the view's words come with
 * its chunk (view-i18n.ts).
 */
export const ALERTS_NS = 'admin-alerts';

registerResources(ALERTS_NS, { en: { tab: 'Alerts' }, ar: { tab: 'التنبيهات' } });
