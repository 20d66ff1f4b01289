import { registerResources } from '@manzil/i18n';
import { ALERT_SUMMARY_TEXTS } from '@manzil/ui/alert-summary';
import { ALERTS_NS } from './i18n.ts';

const en = {
  dialog: {
    title: 'Alert me about this search',
    intro: 'We e-mail you when a new listing, a price drop or a home back on the market matches:',
    email: 'Your e-mail address',
    emailHint: 'One e-mail at most per digest. Every e-mail has a link to unsubscribe.',
    submit: 'Create alert',
    sending: 'Sending…',
    cancel: 'Cancel',
    close: 'Close',
    success:
      'Check your inbox: we sent a link to confirm to {{email}}. Nothing else is sent until you confirm.',
    done: 'Done',
  },
  errors: {
    required: 'Enter your e-mail address.',
    email: 'Enter a valid e-mail address, like name@example.com.',
    tooMany:
      'This address already keeps {{count}} saved searches, the most it can. Unsubscribe from one first.',
    search: 'This search cannot be saved. Change the filters and try again.',
    searchPrice:
      'This search cannot be saved: check the price range (the lowest must not be above the highest).',
    searchSize:
      'This search cannot be saved: check the size range (the smallest must not be above the largest).',
    searchMap: 'This search cannot be saved: the map area is not valid. Search this area again on the map.',
    rateLimited: 'Too many alerts asked for from here. Please try again in {{wait}}.',
    rateLimitedSoon: 'Too many alerts asked for from here. Please wait a moment and try again.',
    network: 'The alert could not be sent: check your connection and try again.',
    server: 'Something went wrong on our side. Please try again.',
    retry: 'Try again',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
  },
  summary: {
    ...ALERT_SUMMARY_TEXTS.en,
    label: 'Your search',
    mapArea: 'In the map area',
  },
};

// Arabic has six plural forms (zero, one, two, few, many, other).
const ar = {
  dialog: {
    title: 'نبّهني بهذا البحث',
    intro: 'نراسلك بالبريد عندما يطابق هذا البحثَ عقارٌ جديد أو تخفيض سعر أو عقار عاد إلى السوق:',
    email: 'بريدك الإلكتروني',
    emailHint: 'رسالة واحدة على الأكثر في كل ملخّص، وفي كل رسالة رابط لإلغاء الاشتراك.',
    submit: 'أنشئ التنبيه',
    sending: 'جارٍ الإرسال…',
    cancel: 'إلغاء',
    close: 'إغلاق',
    success: 'تحقّق من بريدك: أرسلنا رابط التأكيد إلى {{email}}. لن نرسل شيئًا آخر قبل أن تؤكّد.',
    done: 'تم',
  },
  errors: {
    required: 'أدخل بريدك الإلكتروني.',
    email: 'أدخل بريدًا إلكترونيًا صحيحًا، مثل \u2066name@example.com\u2069.',
    tooMany: 'لهذا العنوان {{count}} عمليات بحث محفوظة، وهو الحد الأقصى. ألغِ الاشتراك في إحداها أولًا.',
    search: 'لا يمكن حفظ هذا البحث. غيّر عوامل التصفية وحاول مجددًا.',
    searchPrice: 'لا يمكن حفظ هذا البحث: راجع نطاق السعر (يجب ألا يتجاوز أدنى سعر أعلاه).',
    searchSize: 'لا يمكن حفظ هذا البحث: راجع نطاق المساحة (يجب ألا تتجاوز أصغر مساحة أكبرها).',
    searchMap: 'لا يمكن حفظ هذا البحث: منطقة الخريطة غير صالحة. ابحث في هذه المنطقة مجددًا على الخريطة.',
    rateLimited: 'طلبات تنبيه كثيرة من هنا. يُرجى المحاولة مجددًا بعد {{wait}}.',
    rateLimitedSoon: 'طلبات تنبيه كثيرة من هنا. يُرجى الانتظار قليلًا ثم المحاولة مجددًا.',
    network: 'تعذّر إرسال التنبيه: تحقّق من اتصالك وحاول مجددًا.',
    server: 'حدث خطأ من جهتنا. يُرجى المحاولة مجددًا.',
    retry: 'أعد المحاولة',
    minutes_zero: '{{count}} دقيقة',
    minutes_one: 'دقيقة واحدة',
    minutes_two: 'دقيقتين',
    minutes_few: '{{count}} دقائق',
    minutes_many: '{{count}} دقيقة',
    minutes_other: '{{count}} دقيقة',
    seconds_zero: '{{count}} ثانية',
    seconds_one: 'ثانية واحدة',
    seconds_two: 'ثانيتين',
    seconds_few: '{{count}} ثوانٍ',
    seconds_many: '{{count}} ثانية',
    seconds_other: '{{count}} ثانية',
  },
  summary: {
    ...ALERT_SUMMARY_TEXTS.ar,
    label: 'بحثك',
    mapArea: 'ضمن منطقة الخريطة',
  },
};

registerResources(ALERTS_NS, { en, ar });
