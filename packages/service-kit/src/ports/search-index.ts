import type { HealthCheck } from './health.ts';

export type IndexDocument = Record<string, unknown> & { id: string | number };

export interface IndexSettings {
  primaryKey: string;
  /** In order of importance. */
  searchableAttributes: string[];
  filterableAttributes: string[];
  sortableAttributes: string[];
}

/** Adapter-neutral filter: every condition must hold (AND). */
export type IndexFilter = Array<
  | { field: string; op: 'eq' | 'ne'; value: string | number | boolean }
  | { field: string; op: 'in'; value: Array<string | number> }
  | { field: string; op: 'gte' | 'lte' | 'gt' | 'lt'; value: number }
>;

export interface IndexQuery {
  q?: string;
  filter?: IndexFilter;
  /** `field:asc` or `field:desc`. */
  sort?: string[];
  limit?: number;
  offset?: number;
}

export interface IndexResult<D extends IndexDocument = IndexDocument> {
  hits: D[];
  total: number;
}

/** The search index port: in-process by default, Meilisearch with `MEILI_URL`. */
export interface SearchIndex extends HealthCheck {
  readonly adapter: 'in-process' | 'meilisearch';
  ensureIndex(name: string, settings: IndexSettings): Promise<void>;
  upsert(name: string, documents: IndexDocument[]): Promise<void>;
  delete(name: string, ids: Array<string | number>): Promise<void>;
  get<D extends IndexDocument = IndexDocument>(name: string, id: string | number): Promise<D | null>;
  search<D extends IndexDocument = IndexDocument>(name: string, query: IndexQuery): Promise<IndexResult<D>>;
  count(name: string): Promise<number>;
  clear(name: string): Promise<void>;
  close(): Promise<void>;
}
