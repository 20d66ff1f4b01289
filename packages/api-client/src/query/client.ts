import { hashKey, keyStartsWith, type QueryKey } from './key.ts';
import { Query, type QueryOptions } from './query.ts';

export interface QueryClientDefaults {
  /** How long (ms) an answer counts as fresh when a query does not say; default 0. */
  staleTime?: number;
  /** How long (ms) a query nobody uses is kept. */
  gcTime?: number;
}

export interface FetchQueryOptions<T> extends QueryOptions<T> {
  staleTime?: number;
}

/**
 * The page's cache of API answers, shared by the shell and every micro-frontend (one client, passed down by
 * `QueryClientProvider`): each answer is fetched once for everyone who shows it, kept while it is fresh, and
 * fetched again when a change on the server makes it out of date.
 */
export class QueryClient {
  private readonly queries = new Map<string, Query<unknown>>();

  constructor(readonly defaults: QueryClientDefaults = {}) {}

  /** The query for a key, made when there is none; it takes the settings given (the latest query function). */
  build<T>(options: QueryOptions<T>): Query<T> {
    const hash = hashKey(options.queryKey);
    const existing = this.queries.get(hash) as Query<T> | undefined;
    if (existing) {
      existing.setOptions(options);
      return existing;
    }
    const query = new Query<T>({ ...options, gcTime: options.gcTime ?? this.defaults.gcTime }, (unused) => {
      if (this.queries.get(unused.queryHash) === unused) this.queries.delete(unused.queryHash);
    });
    this.queries.set(hash, query as Query<unknown>);
    return query;
  }

  find<T>(queryKey: QueryKey): Query<T> | undefined {
    return this.queries.get(hashKey(queryKey)) as Query<T> | undefined;
  }

  getAll(): Query<unknown>[] {
    return [...this.queries.values()];
  }

  getQueryData<T>(queryKey: QueryKey): T | undefined {
    return this.find<T>(queryKey)?.state.data;
  }

  /** Puts an answer in the cache (a save's result), shown at once by every component that uses the key. */
  setQueryData<T>(queryKey: QueryKey, data: T): void {
    this.build<T>({ queryKey }).setData(data);
  }

  /**
   * Marks the queries whose key begins with `queryKey` (all of them without one) out of date, and fetches again
   * those a component on the page is showing; resolves when they have answered (or failed).
   */
  async invalidateQueries({ queryKey }: { queryKey?: QueryKey } = {}): Promise<void> {
    const matching = this.getAll().filter((query) => !queryKey || keyStartsWith(query.queryKey, queryKey));
    for (const query of matching) query.invalidate();
    await Promise.all(
      matching
        .filter((query) => query.isActive() && query.options.queryFn)
        .map((query) => query.fetch({ restart: true }).catch(() => undefined)),
    );
  }

  /** The answer for a key: from the cache while fresh (`staleTime`), else fetched; rejects when the fetch fails. */
  fetchQuery<T>({ staleTime, ...options }: FetchQueryOptions<T>): Promise<T> {
    const query = this.build(options);
    const fresh = !query.isStale(staleTime ?? this.defaults.staleTime ?? 0);
    return fresh ? Promise.resolve(query.state.data as T) : query.fetch();
  }

  /** Drops every query (their fetches are aborted). */
  clear(): void {
    for (const query of this.queries.values()) query.destroy();
    this.queries.clear();
  }
}
