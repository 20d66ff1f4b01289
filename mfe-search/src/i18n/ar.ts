import type { SearchResources } from './en.ts';

const search: SearchResources = {
  hero: {
    label: 'البحث عن عقار',
    listingType: 'أرغب في',
    sale: 'الشراء',
    rent: 'الإيجار',
    location: 'الموقع',
    locationPlaceholder: 'المنطقة أو المجتمع أو المبنى',
    submit: 'بحث',
  },
  results: {
    titleSale: 'عقارات للبيع في الإمارات',
    titleRent: 'عقارات للإيجار في الإمارات',
    showing: 'عرض {{count}} من {{total}} عقار',
    loading: 'جارٍ تحميل العقارات…',
    emptyTitle: 'لم يتم العثور على عقارات',
    emptyText: 'لا توجد عقارات تطابق معايير البحث.',
    clearFilters: 'مسح عوامل التصفية',
    error: 'تعذر جلب العقارات',
    beds: '{{count}} غرف نوم',
    beds_one: 'غرفة نوم واحدة',
    studio: 'استوديو',
    baths: '{{count}} حمامات',
    baths_one: 'حمام واحد',
    area: '{{value}} {{unit}}',
    sqft: 'قدم²',
    sqm: 'م²',
  },
  location: {
    redirecting: 'جارٍ التوجيه إلى نتائج البحث...',
    notFoundTitle: 'الموقع غير موجود',
    notFoundText: 'لم نتمكن من العثور على هذه المنطقة. ربما تمت إعادة تسميتها أو إزالتها.',
    returnHome: 'العودة إلى الرئيسية',
  },
};

export default search;
