import type { DehydratedQueries } from '@manzil/contracts/server-render';
import { ApiError } from '../fetch.ts';
import type { QueryClient } from './client.ts';
import type { QueryKey } from './key.ts';

/**
 * One answer as the page state carries it from the server to the browser: data, or the API's refusal the server
 * drew (a listing that does not exist: 404), which the browser draws the same way without asking again.
 */
export type DehydratedQuery =
  | {
      queryKey: QueryKey;
      queryHash: string;
      state: { data: unknown; dataUpdatedAt: number; status: 'success' };
    }
  | {
      queryKey: QueryKey;
      queryHash: string;
      state: { status: 'error'; error: { status: number; body: string } };
    };

/** The answers a page was drawn from, and its refusals; other failures and unanswered queries are left for the browser. */
export function dehydrate(client: QueryClient): DehydratedQueries {
  const queries: DehydratedQuery[] = [];
  for (const query of client.getAll()) {
    const { state } = query;
    if (state.status === 'success' && state.data !== undefined) {
      queries.push({
        queryKey: query.queryKey,
        queryHash: query.queryHash,
        state: { data: state.data, dataUpdatedAt: state.dataUpdatedAt, status: 'success' },
      });
    } else if (state.status === 'error' && query.options.retryOnMount === false) {
      // A refusal the page was drawn with (the server renderer marks those not to be asked again): its status
      // (an ApiError's, or a page's own error for it) and the API's body.
      const { status, body } = state.error as { status?: unknown; body?: unknown };
      if (typeof status !== 'number' || status < 400 || status >= 500) continue;
      queries.push({
        queryKey: query.queryKey,
        queryHash: query.queryHash,
        state: { status: 'error', error: { status, body: typeof body === 'string' ? body : '' } },
      });
    }
  }
  return { queries, mutations: [] };
}

function isDehydratedQuery(value: unknown): value is DehydratedQuery {
  if (!value || typeof value !== 'object') return false;
  const { queryKey, state } = value as Partial<DehydratedQuery>;
  if (!Array.isArray(queryKey) || !state || typeof state !== 'object') return false;
  if (state.status === 'error') {
    const { error } = state as { error?: { status?: unknown; body?: unknown } };
    return typeof error?.status === 'number' && typeof error.body === 'string';
  }
  return (
    (state as { data?: unknown }).data !== undefined &&
    typeof (state as { dataUpdatedAt?: unknown }).dataUpdatedAt === 'number'
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
    if (entry.state.status === 'error') {
      if (query.state.status !== 'pending') continue;
      query.setOptions({ retryOnMount: false });
      query.setError(new ApiError(entry.state.error.status, '', entry.state.error.body));
      continue;
    }
    if (query.state.dataUpdatedAt >= entry.state.dataUpdatedAt) continue;
    query.setData(entry.state.data, entry.state.dataUpdatedAt);
  }
}
