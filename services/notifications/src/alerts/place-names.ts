import type { Area, Emirate, PropertyType } from '@manzil/contracts';

/** A place's or type's names, found by its id or its slug. */
export interface Names {
  en: string;
  ar: string;
}

export interface NameBook {
  emirates: Map<string, Names>;
  areas: Map<string, Names>;
  types: Map<string, Names>;
}

export const EMPTY_NAME_BOOK: NameBook = { emirates: new Map(), areas: new Map(), types: new Map() };

function book(
  rows: Array<{ id: number; slug?: string; nameEn: string; nameAr: string }>,
): Map<string, Names> {
  const names = new Map<string, Names>();
  for (const row of rows) {
    const entry = { en: row.nameEn, ar: row.nameAr };
    names.set(String(row.id), entry);
    if (row.slug) names.set(row.slug, entry);
  }
  return names;
}

/**
 * The catalog's public names of emirates, areas and property types (`/api/properties/emirates`, `/areas`,
 * `/property-types`), so an e-mail names a saved search's places in its own language. Kept for 5 minutes; when
 * the catalog does not answer, the last names known (or none: the e-mail then shows slugs as words).
 */
export function catalogNames(
  baseUrl: () => string,
  fetchImpl: typeof fetch = fetch,
): () => Promise<NameBook> {
  let cached: { at: number; names: NameBook } | undefined;
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetchImpl(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return async () => {
    if (cached && Date.now() - cached.at < 300_000) return cached.names;
    try {
      const [emirates, areas, types] = await Promise.all([
        read<Emirate[]>('/api/properties/emirates'),
        read<Area[]>('/api/properties/areas'),
        read<PropertyType[]>('/api/properties/property-types'),
      ]);
      cached = {
        at: Date.now(),
        names: { emirates: book(emirates), areas: book(areas), types: book(types) },
      };
      return cached.names;
    } catch {
      return cached?.names ?? EMPTY_NAME_BOOK;
    }
  };
}
