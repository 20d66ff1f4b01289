import type { ViewKey } from '../data/areas.ts';
import type { TypeSlug } from '../data/property-types.ts';

/** Building blocks for listing copy in English and Modern Standard Arabic. */

export const TYPE_EN: Record<TypeSlug, { title: string; noun: string }> = {
  apartment: { title: 'Apartment', noun: 'apartment' },
  'hotel-apartment': { title: 'Hotel Apartment', noun: 'hotel apartment' },
  duplex: { title: 'Duplex', noun: 'duplex' },
  penthouse: { title: 'Penthouse', noun: 'penthouse' },
  townhouse: { title: 'Townhouse', noun: 'townhouse' },
  villa: { title: 'Villa', noun: 'villa' },
  'compound-villa': { title: 'Compound Villa', noun: 'villa in a gated compound' },
};

/**
 * Arabic noun and its gender (adjectives and participles agree with it). `tail` follows any adjective and
 * bedroom count, so a compound villa reads "فيلا فسيحة من أربع غرف نوم في مجمع سكني".
 */
export const TYPE_AR: Record<TypeSlug, { head: string; tail: string; gender: 'm' | 'f' }> = {
  apartment: { head: 'شقة', tail: '', gender: 'f' },
  'hotel-apartment': { head: 'شقة فندقية', tail: '', gender: 'f' },
  duplex: { head: 'دوبلكس', tail: '', gender: 'm' },
  penthouse: { head: 'بنتهاوس', tail: '', gender: 'm' },
  townhouse: { head: 'تاون هاوس', tail: '', gender: 'm' },
  villa: { head: 'فيلا', tail: '', gender: 'f' },
  'compound-villa': { head: 'فيلا', tail: ' في مجمع سكني', gender: 'f' },
};

export interface Adjective {
  en: string;
  m: string;
  f: string;
}

export const ADJECTIVES: readonly Adjective[] = [
  { en: 'Spacious', m: 'فسيح', f: 'فسيحة' },
  { en: 'Luxurious', m: 'فاخر', f: 'فاخرة' },
  { en: 'Modern', m: 'عصري', f: 'عصرية' },
  { en: 'Elegant', m: 'أنيق', f: 'أنيقة' },
  { en: 'Bright', m: 'مشرق', f: 'مشرقة' },
  { en: 'Stunning', m: 'رائع', f: 'رائعة' },
  { en: 'Upgraded', m: 'مجدد', f: 'مجددة' },
  { en: 'Well-Maintained', m: 'بحالة ممتازة', f: 'بحالة ممتازة' },
];

const NUMBER_WORDS_EN = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

export function numberEn(n: number): string {
  return NUMBER_WORDS_EN[n] ?? n.toLocaleString('en-US');
}

export function plural(n: number, one: string, many: string): string {
  return `${numberEn(n)} ${n === 1 ? one : many}`;
}

/** "Studio", "1-Bedroom"... for titles. */
export function bedsTitleEn(bedrooms: number): string {
  return bedrooms === 0 ? 'Studio' : `${bedrooms}-Bedroom`;
}

/** "studio", "two-bedroom"... for running text. */
export function bedsAdjEn(bedrooms: number): string {
  return bedrooms === 0 ? 'studio' : `${numberEn(bedrooms)}-bedroom`;
}

/** Bedrooms as Arabic counted nouns (accusative/genitive, as they follow "من" or a verb). */
const BEDS_AR = [
  '',
  'غرفة نوم واحدة',
  'غرفتي نوم',
  'ثلاث غرف نوم',
  'أربع غرف نوم',
  'خمس غرف نوم',
  'ست غرف نوم',
  'سبع غرف نوم',
];

export function bedsAr(bedrooms: number): string {
  return BEDS_AR[bedrooms] ?? `${bedrooms} غرف نوم`;
}

/** Bathrooms as the object of a verb ("تضم ... و"): حماماً واحداً، حمامين، ثلاثة حمامات... */
const BATHS_AR = [
  '',
  'حماماً واحداً',
  'حمامين',
  'ثلاثة حمامات',
  'أربعة حمامات',
  'خمسة حمامات',
  'ستة حمامات',
  'سبعة حمامات',
  'ثمانية حمامات',
  'تسعة حمامات',
];

export function bathsAr(bathrooms: number): string {
  return BATHS_AR[bathrooms] ?? `${bathrooms} حمامات`;
}

/** The type as a noun phrase: a studio is "Studio Apartment" / "شقة استوديو". */
export function typeTitleEn(type: TypeSlug, bedrooms: number): string {
  return bedrooms === 0 ? `Studio ${TYPE_EN[type].title}` : `${bedsTitleEn(bedrooms)} ${TYPE_EN[type].title}`;
}

/**
 * The Arabic noun phrase in natural order: noun, "استوديو" for a studio, adjective, bedroom count, then the
 * rest of the noun: "شقة فسيحة من غرفتي نوم", "شقة استوديو أنيقة", "فيلا فاخرة من خمس غرف نوم في مجمع سكني".
 * Pass `bedrooms` to mention the rooms, `adjective` already in the noun's gender.
 */
export function phraseAr(type: TypeSlug, options: { bedrooms?: number; adjective?: string } = {}): string {
  const { head, tail } = TYPE_AR[type];
  const { bedrooms, adjective } = options;
  const parts = [head];
  if (bedrooms === 0) parts.push('استوديو');
  if (adjective) parts.push(adjective);
  if (bedrooms !== undefined && bedrooms > 0) parts.push(`من ${bedsAr(bedrooms)}`);
  return parts.join(' ') + tail;
}

export const VIEW_EN: Record<ViewKey, { title: string; phrase: string }> = {
  sea: { title: 'Sea View', phrase: 'open sea views' },
  canal: { title: 'Canal View', phrase: 'views over the canal' },
  golf: { title: 'Golf Course View', phrase: 'views across the golf course' },
  city: { title: 'Skyline View', phrase: 'the city skyline' },
  mangrove: { title: 'Mangrove View', phrase: 'the protected mangroves' },
  community: { title: 'Park View', phrase: 'the landscaped community gardens' },
};

/** `title` follows the noun ("بإطلالة على البحر"); `object` follows "على". */
export const VIEW_AR: Record<ViewKey, { title: string; object: string }> = {
  sea: { title: 'بإطلالة على البحر', object: 'البحر المفتوح' },
  canal: { title: 'بإطلالة على القناة', object: 'القناة' },
  golf: { title: 'بإطلالة على ملعب الغولف', object: 'ملعب الغولف' },
  city: { title: 'بإطلالة على أفق المدينة', object: 'أفق المدينة' },
  mangrove: { title: 'بإطلالة على أشجار القرم', object: 'أشجار القرم المحمية' },
  community: { title: 'بإطلالة على الحدائق', object: 'حدائق المجتمع المنسّقة' },
};

export const QUARTER_AR = ['', 'الأول', 'الثاني', 'الثالث', 'الرابع'];

/** "a, b and c" / "أ، وب، وج". */
export function listEn(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function listAr(items: readonly string[]): string {
  return items.join('، و');
}

/** m/f form of an Arabic word pair. */
export const agree = (gender: 'm' | 'f', m: string, f: string): string => (gender === 'm' ? m : f);
