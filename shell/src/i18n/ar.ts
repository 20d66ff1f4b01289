import type { ShellResources } from './en.ts';

const shell: ShellResources = {
  hero: {
    eyebrow: 'أبوظبي، الإمارات العربية المتحدة',
    searchTitle: 'ابحث عن منزلك القادم',
    scrollToServices: 'انتقل إلى خدماتنا',
    scheduleViewing: 'احجز معاينة',
  },
  stats: {
    clients: 'عميل سعيد',
    experience: 'سنوات من الخبرة',
    awards: 'جائزة',
    satisfaction: 'رضا العملاء',
  },
  calculator: {
    title: 'حاسبة التمويل العقاري',
    subtitle: 'احسب قسطك الشهري وخطط لميزانيتك في دقيقة.',
  },
  testimonials: {
    rating: 'التقييم {{rating}} من 5',
  },
  contact: {
    call: 'اتصل بنا',
    email: 'راسلنا',
    whatsapp: 'واتساب',
    visit: 'زرنا',
    formSoon: 'نموذج التواصل قادم قريباً. حتى ذلك الحين اتصل بنا أو راسلنا: نرد خلال 24 ساعة.',
  },
  whatsapp: {
    label: 'تحدث معنا عبر واتساب',
    message: 'مرحباً! أنا مهتم بخدماتكم العقارية.',
  },
  admin: {
    mode: 'وضع المشرف',
    visible: 'لوحة الإدارة ظاهرة الآن.',
  },
};

export default shell;
