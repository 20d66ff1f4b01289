import { QueryClient } from '@tanstack/react-query';

/**
 * The query client with the spec's defaults (section 9): queries never go stale on their own, no refetch on
 * window focus, no retry. Queries that need otherwise (site content) say so themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
