import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from './context.tsx';
import type { FetchStatus, Query, QueryOptions, QueryState, QueryStatus } from './query.ts';

/**
 * `placeholderData: keepPreviousData`: while the answer for a new key (the next page of a table) is on its way,
 * the component keeps showing the last answer it had, marked `isPlaceholderData`.
 */
export function keepPreviousData<T>(previous: T | undefined): T | undefined {
  return previous;
}

export interface UseQueryOptions<T> extends QueryOptions<T> {
  /** How long (ms) an answer counts as fresh here; a stale one is fetched again when this component mounts. */
  staleTime?: number;
  /** Fetch again every so many ms while the component is shown and the page visible. */
  refetchInterval?: number | false;
  placeholderData?: typeof keepPreviousData;
  /**
   * Draw the component again only when one of these fields of the query's state changes (React Query's option of
   * that name); by default, on every change. A component that shows only the answer lists `data`: a poll whose
   * answer did not change then costs it nothing, where it would otherwise draw it twice (fetching, then idle).
   * The result's other fields are as of the last change of a listed one.
   */
  notifyOnChangeProps?: readonly (keyof QueryState<T>)[];
}

interface QueryResultBase {
  fetchStatus: FetchStatus;
  /** A fetch is in flight (the first or a later one). */
  isFetching: boolean;
  /** The first fetch is in flight. */
  isLoading: boolean;
  /** `data` is the previous key's answer (`placeholderData: keepPreviousData`). */
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
  /** Fetches again (a "Try again" button); never rejects, the result shows the outcome. */
  refetch: () => Promise<void>;
}

/** What a component reads of a query; `isSuccess` (or neither pending nor error) means `data` is there. */
export type QueryResult<T> = QueryResultBase &
  (
    | { status: 'pending'; isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
    | { status: 'success'; isPending: false; isSuccess: true; isError: false; data: T; error: null }
    | {
        status: 'error';
        isPending: false;
        isSuccess: false;
        isError: true;
        data: T | undefined;
        error: Error;
      }
  );

const ignore = () => {};

/** Whether a component that starts using the query fetches it. */
function fetchesOnMount<T>(query: Query<T>, staleTime: number): boolean {
  const { data, status, fetchStatus } = query.state;
  if (fetchStatus === 'fetching') return false;
  if (data === undefined) return !(status === 'error' && query.options.retryOnMount === false);
  return query.isStale(staleTime);
}

/**
 * The answer for `queryKey`, fetched with `queryFn` when the cache has none (or only a stale one), and kept
 * current: the component re-renders when the answer changes, whoever fetched or set it.
 */
export function useQuery<T>(options: UseQueryOptions<T>): QueryResult<T> {
  const client = useQueryClient();
  const {
    queryKey,
    queryFn,
    enabled = true,
    retryOnMount,
    gcTime,
    refetchInterval,
    placeholderData,
    notifyOnChangeProps,
  } = options;
  const staleTime = options.staleTime ?? client.defaults.staleTime ?? 0;
  // Made (or given the latest query function) while rendering, so a page drawn on the server declares its queries.
  const query = client.build<T>({ queryKey, queryFn, enabled, retryOnMount, gcTime });

  const enabledNow = useRef(enabled);
  enabledNow.current = enabled;
  const subscribe = useCallback(
    (onChange: () => void) => query.subscribe(onChange, () => enabledNow.current),
    [query],
  );
  const watched = notifyOnChangeProps?.join();
  const readState = useMemo(() => {
    const fields = watched?.split(',') as (keyof QueryState<T>)[] | undefined;
    let shown: QueryState<T> | undefined;
    // The same object while no listed field changed: React then leaves the component alone.
    return () => {
      const next = query.state;
      if (!shown || !fields?.every((field) => Object.is(shown?.[field], next[field]))) shown = next;
      return shown;
    };
  }, [query, watched]);
  const state: QueryState<T> = useSyncExternalStore(subscribe, readState, readState);

  // The query this component has started using: until its mount effect has run, a fetch it is about to start
  // already shows as loading (no flash of an empty or failed state before it).
  const mounted = useRef<Query<T> | null>(null);
  useEffect(() => {
    if (!enabled) return;
    mounted.current = query;
    if (fetchesOnMount(query, staleTime)) query.fetch().catch(ignore);
    return () => {
      mounted.current = null;
    };
  }, [query, enabled, staleTime]);

  useEffect(() => {
    if (!enabled || !refetchInterval) return;
    // Every component showing the query has its timer: only the first that fires after an interval fetches (an
    // answer from the last half interval is the others' answer too), so a page polls once per interval however
    // many of its components show the answer (the site content: the navigation, the footer, a page's sections).
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden' && query.isStale(refetchInterval / 2))
        query.fetch().catch(ignore);
    }, refetchInterval);
    return () => clearInterval(timer);
  }, [query, enabled, refetchInterval]);

  const starting = enabled && mounted.current !== query && fetchesOnMount(query, staleTime);
  const lastData = useRef<T | undefined>(undefined);
  if (state.data !== undefined) lastData.current = state.data;
  const pending = state.data === undefined && (starting || state.status === 'pending');
  // Only while the new key's answer is on its way: a failure shows as a failure, not as the old answer.
  const placeholder = pending && placeholderData === keepPreviousData ? lastData.current : undefined;

  const refetch = useCallback(() => query.fetch().then(ignore, ignore), [query]);

  return useMemo(() => {
    const fetchStatus: FetchStatus = starting ? 'fetching' : state.fetchStatus;
    const isPlaceholderData = placeholder !== undefined;
    let status: QueryStatus = pending ? 'pending' : state.status;
    if (isPlaceholderData) status = 'success';
    return {
      data: isPlaceholderData ? placeholder : state.data,
      error: status === 'pending' ? null : state.error,
      status,
      fetchStatus,
      isPending: status === 'pending',
      isSuccess: status === 'success',
      isError: status === 'error',
      isFetching: fetchStatus === 'fetching',
      isLoading: status === 'pending' && fetchStatus === 'fetching',
      isPlaceholderData,
      dataUpdatedAt: state.dataUpdatedAt,
      refetch,
    } as QueryResult<T>;
  }, [state, starting, pending, placeholder, refetch]);
}
