import type { HealthCheck } from './health.ts';

export type IndexDocument = Record<string, unknown> & { id: string | number };

export interface IndexSettings {
  primaryKey: string;
  /** In order of importance. */
  searchableAttributes: string[];
  /** `_geo` (a `{ lat, lng }` object) makes the bounding-box filter available. */
  filterableAttributes: string[];
  sortableAttributes: string[];
  /**
   * How many hits a query can reach by paging, and the most an exact total counts (Meilisearch's
   * `pagination.maxTotalHits`; default 1,000). Set it to at least the largest number of documents one filter can
   * match, or totals and deep pages stop there.
   */
  maxTotalHits?: number;
}

/** A geographic rectangle in degrees: west/south edges are the minimums. */
export interface GeoBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

export type IndexValue = string | number | boolean;

/** One condition of a filter; `any` holds when at least one of its conditions does (OR). */
export type IndexCondition =
  | { field: string; op: 'eq' | 'ne'; value: IndexValue }
  | { field: string; op: 'in'; value: Array<string | number> }
  | { field: string; op: 'gte' | 'lte' | 'gt' | 'lt'; value: number }
  /** Documents whose `_geo` point lies in the box, edges included. */
  | { op: 'geoBox'; box: GeoBox }
  | { op: 'any'; conditions: IndexCondition[] };

/** Adapter-neutral filter: every condition must hold (AND). */
export type IndexFilter = IndexCondition[];

/**
 * Which documents a text query returns: `last` (Meilisearch's default) every document matching the first words
 * at least, ranked by how many words match; `all` only documents matching every word.
 */
export type MatchingStrategy = 'last' | 'all';

export interface IndexQuery {
  q?: string;
  filter?: IndexFilter;
  /** `field:asc` or `field:desc`; earlier rules first, documents without a rule's field after those with it. */
  sort?: string[];
  limit?: number;
  offset?: number;
  matchingStrategy?: MatchingStrategy;
  /** Only these attributes of each hit (Meilisearch's `attributesToRetrieve`); every attribute by default. */
  attributes?: string[];
}

export interface IndexResult<D extends IndexDocument = IndexDocument> {
  hits: D[];
  /** Every matching document, up to the index's `maxTotalHits`. */
  total: number;
}

/** The search index port: in-process by default, Meilisearch with `MEILI_URL`. */
export interface SearchIndex extends HealthCheck {
  readonly adapter: 'in-process' | 'meilisearch';
  /** Creates the index or brings its settings up to date; rejects when the engine does not hold them after. */
  ensureIndex(name: string, settings: IndexSettings): Promise<void>;
  upsert(name: string, documents: IndexDocument[]): Promise<void>;
  delete(name: string, ids: Array<string | number>): Promise<void>;
  get<D extends IndexDocument = IndexDocument>(name: string, id: string | number): Promise<D | null>;
  search<D extends IndexDocument = IndexDocument>(name: string, query: IndexQuery): Promise<IndexResult<D>>;
  count(name: string): Promise<number>;
  clear(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Where a query refers to the geographic point of a document. */
export const GEO_FIELD = '_geo';
