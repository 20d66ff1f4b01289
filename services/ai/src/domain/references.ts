import type { Area, Emirate, PropertyType } from '@manzil/contracts';
import { findPhrase, nameWords, wordSlots } from './normalize.ts';

/** What the assistant knows of the catalog's vocabulary: emirates, areas and property types (both languages). */
export interface CatalogReferences {
  emirates: Emirate[];
  areas: Area[];
  propertyTypes: PropertyType[];
}

/** Words that only say what kind of place a name is: `Al Reem Island` is found as `Reem`. */
const GENERIC_WORDS = new Set([
  'al',
  'el',
  'the',
  'island',
  'city',
  'community',
  'district',
  'area',
  'جزيره',
  'مدينه',
  'منطقه',
  'حي',
  'ضاحيه',
]);

/**
 * Other spellings people use for well-known places, by slug. Only spellings: a slug the catalog does not have
 * is never matched, so nothing here can make up a place.
 */
const PLACE_ALIASES: Record<string, string[]> = {
  'abu-dhabi': ['ابو ظبي', 'ابوظبي', 'abudhabi'],
  'ras-al-khaimah': ['rak', 'راس الخيمه'],
  'umm-al-quwain': ['uaq'],
  'al-reem-island': ['reem', 'al reem', 'ريم'],
  'saadiyat-island': ['saadiyat', 'sadiyat', 'saadiyaat', 'سعديات'],
  'yas-island': ['yas', 'ياس'],
  'mohammed-bin-zayed-city': ['mbz', 'mbz city', 'محمد بن زايد'],
  'khalifa-city': ['kca', 'khalifa city a', 'خليفه'],
  'al-raha-beach': ['raha beach', 'شاطي الراحه'],
  'masdar-city': ['masdar', 'مصدر'],
  'al-maryah-island': ['maryah', 'mariah', 'المريه', 'الماريه'],
  'al-khalidiyah': ['khalidiya', 'khalidiyah', 'الخالديه'],
  'al-shamkha': ['shamkha', 'الشامخه'],
  'dubai-marina': ['marina', 'المارينا'],
  'downtown-dubai': ['downtown', 'داون تاون'],
  'jumeirah-village-circle': ['jvc'],
};

/** Other words for each property type, by slug (longest phrases are tried first). */
const TYPE_ALIASES: Record<string, string[]> = {
  apartment: ['apartment', 'apartments', 'flat', 'flats', 'apt', 'apts', 'شقه', 'شقق', 'شقة'],
  villa: ['villa', 'villas', 'فيلا', 'فيلل', 'فلل', 'فله', 'فيله', 'فلا', 'house', 'houses', 'بيت', 'بيوت'],
  townhouse: ['townhouse', 'townhouses', 'town house', 'town houses', 'تاون هاوس', 'تاونهاوس', 'تاون'],
  penthouse: ['penthouse', 'penthouses', 'بنتهاوس', 'بنت هاوس', 'بنتهاوس'],
  duplex: ['duplex', 'duplexes', 'دوبلكس', 'دوبلكس'],
  'hotel-apartment': [
    'hotel apartment',
    'hotel apartments',
    'serviced apartment',
    'serviced apartments',
    'شقه فندقيه',
    'شقق فندقيه',
  ],
  'compound-villa': [
    'compound villa',
    'compound villas',
    'compound',
    'فيلا في مجمع',
    'فيلا كمباوند',
    'كمباوند',
    'مجمع سكني',
  ],
};

interface Matcher<T> {
  item: T;
  phrase: string[];
}

export interface PlaceMatch {
  kind: 'area' | 'emirate';
  id: number;
  /** Index of the first matched word and number of words, so the words are not read as something else. */
  start: number;
  length: number;
}

function phrasesOfName(nameEn: string, nameAr: string, slug: string): string[][] {
  const phrases: string[][] = [];
  for (const name of [nameEn, nameAr, slug.replace(/-/g, ' ')]) {
    const words = nameWords(name);
    if (words.length === 0) continue;
    phrases.push(words);
    const core = words.filter((word) => !GENERIC_WORDS.has(word));
    if (core.length > 0 && core.length < words.length) phrases.push(core);
  }
  for (const alias of PLACE_ALIASES[slug] ?? []) phrases.push(nameWords(alias));
  return phrases;
}

/** Finds places and property types in a request, longest phrase first, against the catalog's own lists. */
export class ReferenceMatcher {
  private readonly places: Matcher<{ kind: 'area' | 'emirate'; id: number }>[];
  private readonly types: Matcher<PropertyType>[];

  constructor(readonly references: CatalogReferences) {
    const places: Matcher<{ kind: 'area' | 'emirate'; id: number }>[] = [];
    for (const area of references.areas) {
      for (const phrase of phrasesOfName(area.nameEn, area.nameAr, area.slug)) {
        places.push({ item: { kind: 'area', id: area.id }, phrase });
      }
    }
    for (const emirate of references.emirates) {
      for (const phrase of phrasesOfName(emirate.nameEn, emirate.nameAr, emirate.slug)) {
        places.push({ item: { kind: 'emirate', id: emirate.id }, phrase });
      }
    }
    // Longer phrases first; at equal length an area beats an emirate (Al Ain the city, not an emirate).
    this.places = places.sort(
      (a, b) =>
        b.phrase.length - a.phrase.length ||
        (a.item.kind === b.item.kind ? 0 : a.item.kind === 'area' ? -1 : 1),
    );

    const types: Matcher<PropertyType>[] = [];
    for (const type of references.propertyTypes) {
      const phrases = [
        nameWords(type.nameEn),
        nameWords(type.nameAr),
        ...(TYPE_ALIASES[type.slug] ?? []).map(nameWords),
      ];
      for (const phrase of phrases) if (phrase.length > 0) types.push({ item: type, phrase });
    }
    // At equal length the more specific type wins: 'compound' over 'villa' in 'villa in a compound'.
    const specific = (type: PropertyType) => (type.slug.includes('-') ? 0 : 1);
    this.types = types.sort(
      (a, b) => b.phrase.length - a.phrase.length || specific(a.item) - specific(b.item),
    );
  }

  /** Every distinct place named in the text (areas before emirates), without overlapping words. */
  findPlaces(normalized: string, taken: Set<number> = new Set()): PlaceMatch[] {
    const slots = wordSlots(normalized);
    const found: PlaceMatch[] = [];
    for (const { item, phrase } of this.places) {
      // Short Latin aliases ('ad', 'rak') only count as whole words, never inside longer ones: handled by slots.
      let from = 0;
      while (from < slots.length) {
        const start = findPhrase(slots.slice(from), phrase);
        if (start < 0) break;
        const at = from + start;
        const range = Array.from({ length: phrase.length }, (_, k) => at + k);
        if (!range.some((index) => taken.has(index))) {
          for (const index of range) taken.add(index);
          if (!found.some((f) => f.kind === item.kind && f.id === item.id)) {
            found.push({ ...item, start: at, length: phrase.length });
          }
        }
        from = at + 1;
      }
    }
    return found;
  }

  /** The property type named in the text, if any (the longest name wins: 'hotel apartment' over 'apartment'). */
  findType(normalized: string, taken: Set<number> = new Set()): PropertyType | undefined {
    const slots = wordSlots(normalized);
    for (const { item, phrase } of this.types) {
      const at = findPhrase(slots, phrase);
      if (at < 0) continue;
      const range = Array.from({ length: phrase.length }, (_, k) => at + k);
      if (range.some((index) => taken.has(index))) continue;
      for (const index of range) taken.add(index);
      return item;
    }
    return undefined;
  }

  area(id: number): Area | undefined {
    return this.references.areas.find((area) => area.id === id);
  }

  emirate(id: number): Emirate | undefined {
    return this.references.emirates.find((emirate) => emirate.id === id);
  }

  propertyType(id: number): PropertyType | undefined {
    return this.references.propertyTypes.find((type) => type.id === id);
  }

  /** A type by slug or name in either language (the model's tool calls name types this way). */
  typeByName(name: string): PropertyType | undefined {
    return this.findType(normalizeName(name));
  }
}

function normalizeName(name: string): string {
  return nameWords(name).join(' ');
}
