/** The residential property types the public filters offer, in display order. */
export type TypeSlug =
  | 'apartment'
  | 'villa'
  | 'townhouse'
  | 'penthouse'
  | 'duplex'
  | 'hotel-apartment'
  | 'compound-villa';

export interface SeedPropertyType {
  slug: TypeSlug;
  nameEn: string;
  nameAr: string;
  sortOrder: number;
  /** Grammatical gender of the Arabic noun (adjectives agree with it); not stored. */
  genderAr: 'm' | 'f';
}

export const PROPERTY_TYPES: readonly SeedPropertyType[] = [
  { slug: 'apartment', nameEn: 'Apartment', nameAr: 'شقة', sortOrder: 1, genderAr: 'f' },
  { slug: 'villa', nameEn: 'Villa', nameAr: 'فيلا', sortOrder: 2, genderAr: 'f' },
  { slug: 'townhouse', nameEn: 'Townhouse', nameAr: 'تاون هاوس', sortOrder: 3, genderAr: 'm' },
  { slug: 'penthouse', nameEn: 'Penthouse', nameAr: 'بنتهاوس', sortOrder: 4, genderAr: 'm' },
  { slug: 'duplex', nameEn: 'Duplex', nameAr: 'دوبلكس', sortOrder: 5, genderAr: 'm' },
  { slug: 'hotel-apartment', nameEn: 'Hotel Apartment', nameAr: 'شقة فندقية', sortOrder: 6, genderAr: 'f' },
  {
    slug: 'compound-villa',
    nameEn: 'Compound Villa',
    nameAr: 'فيلا في مجمع سكني',
    sortOrder: 7,
    genderAr: 'f',
  },
];
