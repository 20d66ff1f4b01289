import type { DehydratedQueries } from '@manzil/contracts/server-render';
import type { QueryClient } from './client.ts';
import type { QueryKey } from './key.ts';

/** One answer as the page state carries it from the server to the browser. */
export interface DehydratedQuery {
  queryKey: QueryKey;
  queryHash: string;
  state: { data: unknown; dataUpdatedAt: number; status: 'success' };
}

/** The answers a page was drawn from (the failed and unanswered queries are left for the browser to ask). */
export function dehydrate(client: QueryClient): DehydratedQueries {
  const queries: DehydratedQuery[] = client
    .getAll()
    .filter((query) => query.state.status === 'success' && query.state.data !== undefined)
    .map((query) => ({
      queryKey: query.queryKey,
      queryHash: query.queryHash,
      state: { data: query.state.data, dataUpdatedAt: query.state.dataUpdatedAt, status: 'success' },
    }));
  return { queries, mutations: [] };
}

function isDehydratedQuery(value: unknown): value is DehydratedQuery {
  if (!value || typeof value !== 'object') return false;
  const { queryKey, state } = value as Partial<DehydratedQuery>;
  return (
    Array.isArray(queryKey) &&
    !!state &&
    typeof state === 'object' &&
    state.data !== undefined &&
    typeof state.dataUpdatedAt === 'number'
  );
}

/**
 * Puts the page state's answers in the cache, so the first render draws what the server drew. Entries that are
 * not answers are skipped; an answer the cache already has newer is kept.
 */
export function hydrate(client: QueryClient, dehydrated: DehydratedQueries): void {
  for (const entry of dehydrated.queries) {
    if (!isDehydratedQuery(entry)) continue;
    const query = client.build({ queryKey: entry.queryKey });
    if (query.state.dataUpdatedAt >= entry.state.dataUpdatedAt) continue;
    query.setData(entry.state.data, entry.state.dataUpdatedAt);
  }
}
