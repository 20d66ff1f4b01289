/**
 * The search service's public contract: location suggestions (`GET /api/search/locations`), the index status and
 * the reindex answer. The location index holds emirates and areas built from the catalog events; its answers
 * carry the names in both languages and the number of listings in each place.
 */
import Type, { type Static } from 'typebox';

export const LOCATION_KINDS = ['emirate', 'area'] as const;
export const LocationKind = Type.Enum(LOCATION_KINDS);
export type LocationKind = Static<typeof LocationKind>;

export const SEARCH_LANGUAGES = ['en', 'ar'] as const;

/** Spec section 9: location suggestions max 5. Callers resolving free text (the catalog) may ask for more. */
export const LOCATIONS_DEFAULT_LIMIT = 5;
export const LOCATIONS_MAX_LIMIT = 50;
export const LOCATION_QUERY_MAX_LENGTH = 100;

/** `GET /api/search/locations?q=&lang=&limit=`; an empty `q` lists the places with the most listings. */
export const LocationsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: LOCATION_QUERY_MAX_LENGTH })),
  lang: Type.Optional(Type.Enum(SEARCH_LANGUAGES, { default: 'en' })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: LOCATIONS_MAX_LIMIT, default: LOCATIONS_DEFAULT_LIMIT }),
  ),
});
export type LocationsQuery = Static<typeof LocationsQuery>;

/** One suggestion: an emirate or an area (community) with its emirate, in both languages. */
export const LocationSuggestion = Type.Object({
  kind: LocationKind,
  /** The emirate's or the area's id in the catalog (use as `emirateId` / `areaId` in a property search). */
  id: Type.Integer({ minimum: 1 }),
  slug: Type.String(),
  nameEn: Type.String(),
  nameAr: Type.String(),
  /** The name in the requested language. */
  name: Type.String(),
  /** What to show in a suggestion list: `Al Reem Island, Abu Dhabi` / `جزيرة الريم، أبوظبي`; an emirate alone. */
  label: Type.String(),
  emirateId: Type.Integer({ minimum: 1 }),
  emirateName: Type.String(),
  emirateNameAr: Type.String(),
  /** Listings in this place (for an emirate: in its enabled areas). */
  listingCount: Type.Integer({ minimum: 0 }),
});
export type LocationSuggestion = Static<typeof LocationSuggestion>;

export const LocationsResponse = Type.Object({
  locations: Type.Array(LocationSuggestion),
});
export type LocationsResponse = Static<typeof LocationsResponse>;

export const SEARCH_INDEX_STATES = ['starting', 'rebuilding', 'ready', 'failed'] as const;
export const SearchIndexState = Type.Enum(SEARCH_INDEX_STATES);
export type SearchIndexState = Static<typeof SearchIndexState>;

/** `GET /api/search/status`: what the index holds and how it got there. */
export const SearchStatus = Type.Object({
  state: SearchIndexState,
  adapter: Type.String(),
  locations: Type.Integer({ minimum: 0 }),
  listings: Type.Integer({ minimum: 0 }),
  /** Catalog events applied since start (skipped duplicates and stale versions not counted). */
  eventsApplied: Type.Integer({ minimum: 0 }),
  eventsSkipped: Type.Integer({ minimum: 0 }),
  lastEventAt: Type.Union([Type.String(), Type.Null()]),
  lastReindex: Type.Union([
    Type.Object({
      finishedAt: Type.String(),
      durationMs: Type.Integer({ minimum: 0 }),
      emirates: Type.Integer({ minimum: 0 }),
      areas: Type.Integer({ minimum: 0 }),
      listings: Type.Integer({ minimum: 0 }),
    }),
    Type.Null(),
  ]),
  /** While a rebuild runs: how many listings it has read from the catalog so far. */
  rebuilding: Type.Optional(Type.Object({ listings: Type.Integer({ minimum: 0 }) })),
  /** Why the last rebuild failed, while it is being retried. */
  error: Type.Optional(Type.String()),
});
export type SearchStatus = Static<typeof SearchStatus>;

/** `POST /api/search/reindex` (admin) and the `reindex` command: what was rebuilt. */
export const ReindexResult = Type.Object({
  emirates: Type.Integer({ minimum: 0 }),
  areas: Type.Integer({ minimum: 0 }),
  listings: Type.Integer({ minimum: 0 }),
  removed: Type.Integer({ minimum: 0 }),
  durationMs: Type.Integer({ minimum: 0 }),
});
export type ReindexResult = Static<typeof ReindexResult>;
