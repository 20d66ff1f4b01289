import type { Area, Emirate } from '@manzil/contracts';

/** The seven emirates as the seeded catalog serves them (ids are the tests' own, 1 to 7 in this order). */
export const TEST_EMIRATES: readonly Emirate[] = [
  { id: 1, nameEn: 'Abu Dhabi', nameAr: 'أبوظبي', slug: 'abu-dhabi' },
  { id: 2, nameEn: 'Dubai', nameAr: 'دبي', slug: 'dubai' },
  { id: 3, nameEn: 'Sharjah', nameAr: 'الشارقة', slug: 'sharjah' },
  { id: 4, nameEn: 'Ajman', nameAr: 'عجمان', slug: 'ajman' },
  { id: 5, nameEn: 'Umm Al Quwain', nameAr: 'أم القيوين', slug: 'umm-al-quwain' },
  { id: 6, nameEn: 'Ras Al Khaimah', nameAr: 'رأس الخيمة', slug: 'ras-al-khaimah' },
  { id: 7, nameEn: 'Fujairah', nameAr: 'الفجيرة', slug: 'fujairah' },
];

/** A public area (`GET /api/properties/areas`) without a known centre. */
export const testArea = (
  id: number,
  emirateId: number,
  nameEn: string,
  nameAr: string,
  slug: string,
): Area => ({
  id,
  nameEn,
  nameAr,
  slug,
  emirateId,
  center: null,
});
