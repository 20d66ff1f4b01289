import type { CommonResources } from './common.en.ts';

const common: CommonResources = {
  brand: {
    name: 'منزل',
    location: 'أبوظبي، الإمارات',
    homePage: '، الصفحة الرئيسية',
  },
  nav: {
    label: 'التنقل الرئيسي',
    home: 'الرئيسية',
    services: 'خدماتنا',
    about: 'من نحن',
    calculator: 'الحاسبة',
    testimonials: 'آراء العملاء',
    contact: 'اتصل بنا',
    properties: 'العقارات',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    menuTitle: 'القائمة',
    callNow: 'اتصل الآن',
    saved: 'المنازل المحفوظة',
    savedCount: 'المنازل المحفوظة ({{count}})',
  },
  language: {
    switchTo: 'English',
    switchLabel: 'View the site in English',
  },
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  footer: {
    label: 'تذييل الموقع',
    quickLinks: 'روابط سريعة',
    contactUs: 'تواصل معنا',
    rights: '© {{year}} منزل للعقارات. جميع الحقوق محفوظة.',
    tagline: 'عقارات فاخرة في أبوظبي',
  },
  assistant: {
    open: 'تحدث مع نور، المساعدة العقارية',
  },
  status: {
    loading: 'جارٍ التحميل…',
    close: 'إغلاق',
    dismiss: 'إغلاق الإشعار',
    notifications: 'الإشعارات',
    beta: 'تجريبي',
  },
  errors: {
    sectionUnavailable: 'هذا القسم غير متاح حالياً.',
    searchUnavailable: 'البحث غير متاح حالياً. يمكنك تصفح جميع عقاراتنا.',
    calculatorUnavailable: 'الحاسبات غير متاحة حالياً. اتصل بنا وسنحسب الأرقام معك.',
    pageUnavailable: 'هذه الصفحة غير متاحة حالياً. يرجى المحاولة بعد قليل.',
    chatUnavailable: 'المساعد غير متاح حالياً.',
    callUs: 'اتصل بنا على {{phone}}',
    tryAgain: 'حاول مرة أخرى',
    browseProperties: 'تصفح العقارات',
    generic: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    backHome: 'العودة إلى الرئيسية',
    browse: 'تصفح العقارات',
    contactTitle: 'تحتاج مساعدة؟ تحدث معنا',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    popularTitle: 'عمليات بحث شائعة',
    popular: {
      sale: 'عقارات للبيع',
      rent: 'عقارات للإيجار',
      saadiyat: 'جزيرة السعديات',
      yas: 'جزيرة ياس',
      reem: 'جزيرة الريم',
    },
  },
  listingType: {
    sale: 'للبيع',
    rent: 'للإيجار',
  },
};

export default common;
