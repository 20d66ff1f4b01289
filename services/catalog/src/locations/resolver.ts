import { LOCATIONS_MAX_LIMIT, type LocationsResponse } from '@manzil/contracts';
import type { Logger } from '@manzil/service-kit';
import { normalizeForSearch } from '@manzil/service-kit';
import { type Place, placeMatcher } from '../domain/locations.ts';

/** The places a free-text location stands for. */
export interface ResolvedLocation {
  areaIds: Set<number>;
  emirateIds: Set<number>;
  /** Where the answer came from, for logs and tests. */
  source: 'exact' | 'search' | 'local';
}

export interface LocationResolverOptions {
  /** `ctx.serviceUrl('search')`. */
  searchUrl: () => string;
  /** The catalog's own enabled places (the fallback and the exact-name shortcut). */
  places: () => Place[];
  log?: Logger;
  /** Per call to the search service (default 1 s). */
  timeoutMs?: number;
  /** How long an answer is reused (default 5 s: a renamed area is found under its new name within that). */
  ttlMs?: number;
  fetch?: typeof fetch;
}

export interface LocationResolver {
  resolve(text: string): Promise<ResolvedLocation>;
}

const ARABIC = /[\u0600-\u06FF]/;
const MAX_CACHED = 500;

/**
 * Resolves free text ("reem", "Al Reem Island", "الريم", "جزيرة الريم") to areas and emirates. A place's whole
 * name (either language, with or without the article) is answered from the catalog's own names. Anything else
 * goes to the search service's location index (`GET /api/search/locations`: typo tolerant, Arabic
 * normalised); when it does not answer, or knows no such place, the catalog's own word-prefix matching decides.
 * Answers are cached briefly by normalised text.
 */
export function locationResolver(options: LocationResolverOptions): LocationResolver {
  const timeoutMs = options.timeoutMs ?? 1_000;
  const ttlMs = options.ttlMs ?? 5_000;
  const doFetch = options.fetch ?? fetch;
  const cache = new Map<string, { at: number; value: Promise<ResolvedLocation> }>();
  let matcherFor: { places: Place[]; matcher: ReturnType<typeof placeMatcher> } | undefined;

  const matcher = () => {
    const places = options.places();
    if (matcherFor?.places !== places) matcherFor = { places, matcher: placeMatcher(places) };
    return matcherFor.matcher;
  };

  async function fromSearch(text: string): Promise<Array<{ kind: string; id: number }> | null> {
    const url = new URL('/api/search/locations', options.searchUrl());
    url.searchParams.set('q', text);
    url.searchParams.set('lang', ARABIC.test(text) ? 'ar' : 'en');
    url.searchParams.set('limit', String(Math.min(10, LOCATIONS_MAX_LIMIT)));
    try {
      const response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const body = (await response.json()) as LocationsResponse;
      return Array.isArray(body.locations) ? body.locations : null;
    } catch (error) {
      options.log?.warn({ err: error }, 'search service did not resolve a location; using the catalog names');
      return null;
    }
  }

  async function compute(text: string): Promise<ResolvedLocation> {
    const local = matcher();
    const exact = local.exact(text);
    if (exact.length > 0) return toResolved(exact, 'exact');
    const known = new Set(options.places().map((p) => `${p.kind}:${p.id}`));
    const remote = await fromSearch(text);
    const found = (remote ?? []).filter((l) => known.has(`${l.kind}:${l.id}`));
    if (found.length > 0) return toResolved(found, 'search');
    return toResolved(local.match(text), 'local');
  }

  return {
    resolve(text) {
      const key = normalizeForSearch(text);
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = compute(text);
      cache.set(key, { at: now, value });
      value.catch(() => cache.delete(key));
      if (cache.size > MAX_CACHED) {
        for (const [k, v] of cache) if (now - v.at >= ttlMs || cache.size > MAX_CACHED) cache.delete(k);
      }
      return value;
    },
  };
}

function toResolved(places: ReadonlyArray<{ kind: string; id: number }>, source: ResolvedLocation['source']) {
  const resolved: ResolvedLocation = { areaIds: new Set(), emirateIds: new Set(), source };
  for (const place of places) (place.kind === 'area' ? resolved.areaIds : resolved.emirateIds).add(place.id);
  return resolved;
}
