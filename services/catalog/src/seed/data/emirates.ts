/** The seven emirates, Abu Dhabi (the agency's home) first; slugs follow the spec's rule (see domain/slug.ts). */
export interface SeedEmirate {
  slug: string;
  nameEn: string;
  nameAr: string;
  sortOrder: number;
}

export const EMIRATES: readonly SeedEmirate[] = [
  { slug: 'abu-dhabi', nameEn: 'Abu Dhabi', nameAr: 'أبوظبي', sortOrder: 1 },
  { slug: 'dubai', nameEn: 'Dubai', nameAr: 'دبي', sortOrder: 2 },
  { slug: 'sharjah', nameEn: 'Sharjah', nameAr: 'الشارقة', sortOrder: 3 },
  { slug: 'ajman', nameEn: 'Ajman', nameAr: 'عجمان', sortOrder: 4 },
  { slug: 'umm-al-quwain', nameEn: 'Umm Al Quwain', nameAr: 'أم القيوين', sortOrder: 5 },
  { slug: 'ras-al-khaimah', nameEn: 'Ras Al Khaimah', nameAr: 'رأس الخيمة', sortOrder: 6 },
  { slug: 'fujairah', nameEn: 'Fujairah', nameAr: 'الفجيرة', sortOrder: 7 },
];
