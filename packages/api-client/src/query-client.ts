import { QueryClient } from './query/index.ts';

/**
 * The query client with the spec's defaults (section 9): answers never go stale on their own (queries that need
 * otherwise, the site content, say so themselves). It never fetches again on window focus and never retries a
 * failed fetch: a failure is shown, with a way to try again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ staleTime: Number.POSITIVE_INFINITY });
}
