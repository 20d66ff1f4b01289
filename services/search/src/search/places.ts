import type { LocationSuggestion } from '@manzil/contracts';
import type { MatchingStrategy, SearchIndex } from '@manzil/service-kit';
import type { LocationDocument } from '../domain/documents.ts';
import type { ResolvedPlaces } from '../domain/listing-query.ts';
import { isWholeName, locationQueryText, toSuggestion } from '../domain/query.ts';

/** The most places a free-text location stands for (every area of an emirate fits). */
const RESOLVE_LIMIT = 100;
/**
 * How long a resolved text is reused: visitors repeat the same few place names, and a place renamed or hidden
 * shows in searches by text within this (listing counts and results do not depend on it).
 */
const RESOLVED_TTL_MS = 1_000;
const RESOLVED_MAX = 1_000;

/**
 * The one place matcher: emirates and areas whose English or Arabic names (or their emirate's) match free text,
 * normalised one way (`locationQueryText`) and matched by the location index (typos, prefixes, Arabic forms).
 * Suggestions show the best few while a visitor types; a search resolves its `location` text with the same
 * matcher, to every place it names.
 */
export class PlaceMatcher {
  private readonly resolved = new Map<string, { at: number; places: Promise<ResolvedPlaces | null> }>();

  constructor(
    private readonly index: SearchIndex,
    private readonly locations: string,
    private readonly now: () => number = Date.now,
  ) {}

  private async match(text: string, limit: number, strategy: MatchingStrategy): Promise<LocationDocument[]> {
    const { hits } = await this.index.search<LocationDocument>(this.locations, {
      ...(text ? { q: text, matchingStrategy: strategy } : {}),
      filter: [{ field: 'visible', op: 'eq', value: true }],
      sort: ['listingCount:desc'],
      limit,
    });
    return hits;
  }

  /**
   * Visible places matching `q` (the last word may be unfinished, typos allowed), best matches first, then the
   * places with most listings; an empty `q` lists the places with most listings.
   */
  async suggest(q: string, lang: 'en' | 'ar', limit: number): Promise<LocationSuggestion[]> {
    const hits = await this.match(locationQueryText(q), limit, 'last');
    return hits.map((hit) => toSuggestion(hit, lang));
  }

  /**
   * The places free text stands for: the place whose whole name it is, else every place matching all its words,
   * else the places matching its first words (a typo in the last word: "khalifa ctiy"). Null when it names no
   * place at all.
   */
  resolve(raw: string): Promise<ResolvedPlaces | null> {
    const key = raw.trim().toLowerCase();
    const now = this.now();
    const cached = this.resolved.get(key);
    if (cached && now - cached.at < RESOLVED_TTL_MS) return cached.places;
    const places = this.resolveNow(raw);
    if (this.resolved.size >= RESOLVED_MAX) this.resolved.clear();
    this.resolved.set(key, { at: now, places });
    places.catch(() => this.resolved.delete(key));
    return places;
  }

  private async resolveNow(raw: string): Promise<ResolvedPlaces | null> {
    const text = locationQueryText(raw);
    if (!text) return null;
    let hits = await this.match(text, RESOLVE_LIMIT, 'all');
    if (hits.length === 0) hits = await this.match(text, RESOLVE_LIMIT, 'last');
    if (hits.length === 0) return null;
    const whole = hits.filter((hit) => isWholeName(hit, raw));
    const chosen = whole.length > 0 ? whole : hits;
    return {
      areaIds: chosen.filter((hit) => hit.kind === 'area').map((hit) => hit.entityId),
      emirateIds: chosen.filter((hit) => hit.kind === 'emirate').map((hit) => hit.entityId),
    };
  }
}
