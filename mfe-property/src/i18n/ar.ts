import type { PropertyResources } from './en.ts';

const property: PropertyResources = {
  loading: 'جارٍ تحميل العقار…',
  notFound: 'العقار غير موجود',
  notFoundText: 'ربما تم بيع هذا العقار أو تأجيره أو إزالته.',
  failed: 'تعذر جلب العقار',
  backToProperties: 'العودة إلى العقارات',
  reference: 'المرجع {{reference}}',
  bedrooms: 'غرف النوم',
  bathrooms: 'الحمامات',
  size: 'المساحة',
  studio: 'استوديو',
  sqft: 'قدم²',
  sqm: 'م²',
  description: 'الوصف',
};

export default property;
