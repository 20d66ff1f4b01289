import { normalizeForSearch, stripArabicArticle } from '@manzil/service-kit';

/** An emirate or an area as free-text location matching sees it. */
export interface Place {
  kind: 'emirate' | 'area';
  id: number;
  slug: string;
  nameEn: string;
  nameAr: string;
}

export interface PlaceMatcher {
  /** Places whose English or Arabic name matches `query`; exact names win over partial ones. */
  match(query: string): Place[];
  /** Only the places whose whole name (either language, article or not) is `query`. */
  exact(query: string): Place[];
}

const words = (text: string) => normalizeForSearch(text).split(' ').filter(Boolean);

/**
 * The catalog's own location matching, used when the search service does not answer: every word typed must
 * begin a word of the place's English or Arabic name (with or without the Arabic article), so "reem",
 * "Al Reem Island", "الريم" and "جزيرة الريم" all find Al Reem Island. A query that is a place's whole name
 * (ignoring the article) returns only the places named so: "Abu Dhabi" is the emirate, not Danet Abu Dhabi.
 */
export function placeMatcher(places: readonly Place[]): PlaceMatcher {
  const prepared = places.map((place) => {
    const tokens = new Set<string>();
    for (const word of [...words(place.nameEn), ...words(place.nameAr), ...place.slug.split('-')]) {
      tokens.add(word);
      tokens.add(stripArabicArticle(word));
    }
    const exact = new Set([key(place.nameEn), key(place.nameAr), key(place.slug.replace(/-/g, ' '))]);
    return { place, tokens: [...tokens], exact };
  });
  const exact = (query: string) => {
    const wanted = key(query);
    return wanted ? prepared.filter((p) => p.exact.has(wanted)).map((p) => p.place) : [];
  };
  return {
    exact,
    match(query) {
      const typed = words(query);
      if (typed.length === 0) return [];
      const whole = exact(query);
      if (whole.length > 0) return whole;
      return prepared
        .filter((p) =>
          typed.every((word) => {
            const bare = stripArabicArticle(word);
            return p.tokens.some((token) => token.startsWith(word) || token.startsWith(bare));
          }),
        )
        .map((p) => p.place);
    },
  };
}

/** A name for whole-name comparison: normalised, Arabic article and a leading English "al" dropped. */
function key(text: string): string {
  return words(text)
    .map(stripArabicArticle)
    .filter((word, i) => !(i === 0 && word === 'al'))
    .join(' ');
}
