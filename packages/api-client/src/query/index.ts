// The query cache the frontends fetch through: React Query's vocabulary (useQuery, QueryClient) for the part of
// it the site uses, in a few KB instead of React Query's 13 KB gzip on every page (docs/adr/0007-own-query-cache.md).
// `useMutation` holds no shared state: it is `@manzil/api-client/mutation`, bundled by the admin that uses it,
// not part of the shared singleton every page downloads.
export { type FetchQueryOptions, QueryClient, type QueryClientDefaults } from './client.ts';
export { QueryClientProvider, useQueryClient } from './context.tsx';
export { type DehydratedQuery, dehydrate, hydrate } from './dehydrate.ts';
export { hashKey, type QueryKey } from './key.ts';
export {
  DEFAULT_GC_TIME_MS,
  type FetchStatus,
  Query,
  type QueryFunctionContext,
  type QueryOptions,
  type QueryState,
  type QueryStatus,
} from './query.ts';
export {
  type MutationOptions,
  type MutationResult,
  type MutationStatus,
  useMutation,
} from './use-mutation.ts';
export { keepPreviousData, type QueryResult, type UseQueryOptions, useQuery } from './use-query.ts';
