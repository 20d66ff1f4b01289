import { registerResources } from '@manzil/i18n';

/**
 * The alerts' own namespace. Only the button's words are registered with the results page; the dialog's come
 * with its chunk (dialog-i18n.ts), so the page does not carry them until "Alert me" is pressed.
 */
export const ALERTS_NS = 'search-alerts';

registerResources(ALERTS_NS, {
  en: {
    button: {
      label: 'Alert me',
      title: 'Get an e-mail when new listings match this search',
      loading: 'Opening…',
      failed: 'The alert form could not be opened. Check your connection and try again.',
    },
  },
  ar: {
    button: {
      label: 'نبّهني',
      title: 'تلقَّ رسالة بريد عندما تطابق عقارات جديدة هذا البحث',
      loading: 'جارٍ الفتح…',
      failed: 'تعذّر فتح نموذج التنبيه. تحقّق من اتصالك وحاول مجددًا.',
    },
  },
});
