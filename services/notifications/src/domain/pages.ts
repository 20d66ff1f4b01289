import type { AlertSearch } from '@manzil/contracts';
import { escapeHtml } from '@manzil/service-kit';
import type { NameBook } from '../alerts/place-names.ts';
import { describeSearch, type Lang, type Links, searchUrl } from './messages.ts';

type Outcome = 'confirmed' | 'stopped' | 'unsubscribed' | 'invalid';

const TEXT: Record<
  Lang,
  Record<Outcome, { title: string; body: (summary: string) => string }> & { back: string; see: string }
> = {
  en: {
    confirmed: {
      title: 'Your alert is on',
      body: (summary) =>
        `We will e-mail you new listings, price drops and homes back on the market for: ${summary}.`,
    },
    stopped: { title: 'This alert is off', body: (summary) => `We will not e-mail you about: ${summary}.` },
    unsubscribed: {
      title: 'You are unsubscribed',
      body: () => 'We will not send you any more property alerts.',
    },
    invalid: {
      title: 'This link is no longer valid',
      body: () =>
        'It may have been replaced by a newer e-mail. Save the search again from the properties page.',
    },
    back: 'Back to Manzil',
    see: 'See the listings',
  },
  ar: {
    confirmed: {
      title: 'تم تفعيل التنبيه',
      body: (summary) =>
        `سنرسل إليك العقارات الجديدة وانخفاضات الأسعار والعقارات العائدة إلى السوق لبحثك: ${summary}.`,
    },
    stopped: { title: 'تم إيقاف هذا التنبيه', body: (summary) => `لن نراسلك بشأن: ${summary}.` },
    unsubscribed: { title: 'تم إلغاء اشتراكك', body: () => 'لن نرسل إليك أي تنبيهات عقارية بعد الآن.' },
    invalid: {
      title: 'هذا الرابط لم يعد صالحًا',
      body: () => 'ربما حلّت محله رسالة أحدث. احفظ البحث مرة أخرى من صفحة العقارات.',
    },
    back: 'العودة إلى منزل',
    see: 'عرض العقارات',
  },
};

/** The small page a link from an alert e-mail opens, in the alert's language. */
export function resultPage(
  outcome: Outcome,
  lang: Lang,
  links: Links,
  search?: AlertSearch,
  known?: NameBook,
): string {
  const t = TEXT[lang];
  const { title, body } = t[outcome];
  const summary = search ? describeSearch(search, lang, known) : '';
  const home = `${links.publicUrl}${lang === 'ar' ? '/ar' : ''}/`;
  const action =
    outcome === 'confirmed' && search
      ? `<a class="button" href="${escapeHtml(searchUrl(links, lang, search))}">${escapeHtml(t.see)}</a>`
      : `<a class="button" href="${escapeHtml(home)}">${escapeHtml(t.back)}</a>`;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Manzil</title>
<style>
:root{color-scheme:light dark}body{margin:0;font:16px/1.6 system-ui,Tahoma,sans-serif;background:#f6f5f2;color:#1d1d1f}
main{max-width:520px;margin:12vh auto;padding:32px 24px;background:#fff;border-radius:16px}
h1{font-size:1.5rem;margin:0 0 12px}.button{display:inline-block;margin-top:16px;padding:12px 20px;border-radius:8px;background:#0b6e4f;color:#fff;text-decoration:none}
@media (prefers-color-scheme:dark){body{background:#121212;color:#eee}main{background:#1e1e1e}}
</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body(summary))}</p>${action}</main></body></html>`;
}
