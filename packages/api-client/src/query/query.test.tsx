import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../fetch.ts';
import {
  dehydrate,
  hashKey,
  hydrate,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from './index.ts';
import { useMutation } from './use-mutation.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A promise resolved (or rejected) from the test, to hold an answer back. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

function Area({ label, queryFn }: { label: string; queryFn: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['area', 1], queryFn });
  return <p>{`${label}: ${query.isPending ? 'loading' : query.data}`}</p>;
}

describe('useQuery', () => {
  it('fetches once for every component that shows the same key, and shows the answer in each', async () => {
    const queryFn = vi.fn(async () => 'Al Reem Island');
    const { wrapper } = setup();
    render(
      <>
        <Area label="card" queryFn={queryFn} />
        <Area label="title" queryFn={queryFn} />
      </>,
      { wrapper },
    );
    expect(screen.getByText('card: loading')).toBeTruthy();
    expect(await screen.findByText('card: Al Reem Island')).toBeTruthy();
    expect(screen.getByText('title: Al Reem Island')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('shows loading from the first render, then the error, and loading again on refetch', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { wrapper } = setup();
    const { result } = renderHook(
      () => useQuery({ queryKey: ['listing'], queryFn: () => answers[call++]?.promise as Promise<string> }),
      { wrapper },
    );
    expect(result.current).toMatchObject({ status: 'pending', isFetching: true, isLoading: true });
    await act(async () => answers[0]?.reject(new Error('502: Bad Gateway')));
    expect(result.current).toMatchObject({ isError: true, isFetching: false });
    expect(result.current.error?.message).toBe('502: Bad Gateway');

    let refetched: Promise<void> | undefined;
    act(() => {
      refetched = result.current.refetch();
    });
    expect(result.current).toMatchObject({ isPending: true, error: null });
    await act(async () => {
      answers[1]?.resolve('found');
      await refetched;
    });
    expect(result.current).toMatchObject({ isSuccess: true, data: 'found' });
  });

  it('waits while disabled and fetches once enabled', async () => {
    const queryFn = vi.fn(async () => ['Yas Island']);
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ enabled }) => useQuery({ queryKey: ['locations', 'ya'], queryFn, enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    expect(result.current).toMatchObject({ isPending: true, isFetching: false });
    expect(queryFn).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(['Yas Island']));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('keeps a fresh answer for a component mounted later, and fetches a stale one again', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const queryFn = vi.fn(async () => now);
    const { wrapper } = setup();
    const options = { queryKey: ['content'], queryFn, staleTime: 60_000 };
    const first = renderHook(() => useQuery(options), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();

    now += 59_000;
    const second = renderHook(() => useQuery(options), { wrapper });
    expect(second.result.current).toMatchObject({ data: 1_000_000, isFetching: false });
    second.unmount();
    expect(queryFn).toHaveBeenCalledTimes(1);

    now += 1_000;
    const third = renderHook(() => useQuery(options), { wrapper });
    expect(third.result.current).toMatchObject({ data: 1_000_000, isFetching: true });
    await waitFor(() => expect(third.result.current.data).toBe(1_060_000));
    expect(queryFn).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('does not fetch again on mount a query the server found refused (retryOnMount false)', async () => {
    const { client, wrapper } = setup();
    const refused = client.build({
      queryKey: ['property', 404],
      queryFn: async () => Promise.reject(new Error('404: Property not found')),
    });
    refused.setOptions({ retryOnMount: false });
    await refused.fetch().catch(() => {});
    const queryFn = vi.fn(async () => 'never');
    const { result } = renderHook(() => useQuery({ queryKey: ['property', 404], queryFn }), { wrapper });
    expect(result.current).toMatchObject({ isError: true, isFetching: false });
    expect(result.current.error?.message).toBe('404: Property not found');
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('keeps showing the previous key’s answer while the next one loads (keepPreviousData)', async () => {
    const pages = [deferred<string[]>(), deferred<string[]>()];
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ page }) =>
        useQuery({
          queryKey: ['admin', 'properties', page],
          queryFn: () => pages[page - 1]?.promise as Promise<string[]>,
          placeholderData: keepPreviousData,
        }),
      { wrapper, initialProps: { page: 1 } },
    );
    expect(result.current.isPending).toBe(true);
    await act(async () => pages[0]?.resolve(['Villa 1']));
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ data: ['Villa 1'], isPlaceholderData: true, isSuccess: true });
    await act(async () => pages[1]?.resolve(['Villa 2']));
    expect(result.current).toMatchObject({ data: ['Villa 2'], isPlaceholderData: false });
  });

  it('shows a failure of the next key as a failure, not as the previous answer', async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ page }) =>
        useQuery({
          queryKey: ['admin', 'messages', page],
          queryFn: async () => (page === 1 ? ['Message 1'] : Promise.reject(new Error('503: down'))),
          placeholderData: keepPreviousData,
        }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.data).toEqual(['Message 1']));
    rerender({ page: 2 });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current).toMatchObject({ data: undefined, isPlaceholderData: false });
    expect(result.current.error?.message).toBe('503: down');
  });

  it('aborts a fetch nobody waits for any more when it can be aborted, and fetches again on the next mount', async () => {
    const signals: AbortSignal[] = [];
    const queryFn = vi.fn(
      ({ signal }: { signal: AbortSignal }) =>
        new Promise<string>((resolve, reject) => {
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          setTimeout(() => resolve('late'), 20);
        }),
    );
    const { client, wrapper } = setup();
    const first = renderHook(() => useQuery({ queryKey: ['locations', 'al r'], queryFn }), { wrapper });
    expect(first.result.current.isFetching).toBe(true);
    first.unmount();
    expect(signals[0]?.aborted).toBe(true);
    expect(client.find(['locations', 'al r'])?.state).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
    });

    const second = renderHook(() => useQuery({ queryKey: ['locations', 'al r'], queryFn }), { wrapper });
    await waitFor(() => expect(second.result.current.data).toBe('late'));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('works under StrictMode (effects run twice) with one answer shown', async () => {
    const queryFn = vi.fn(async () => 'ok');
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </StrictMode>
    );
    const { result } = renderHook(() => useQuery({ queryKey: ['strict'], queryFn }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('ok'));
    // The fetch does not read its signal, so the second effect shares the first fetch.
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('drops a query nobody has used for its gcTime', async () => {
    vi.useFakeTimers();
    const { client, wrapper } = setup(new QueryClient({ gcTime: 1_000 }));
    const { result, unmount } = renderHook(() => useQuery({ queryKey: ['old'], queryFn: async () => 1 }), {
      wrapper,
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.data).toBe(1);
    unmount();
    vi.advanceTimersByTime(999);
    expect(client.find(['old'])).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(client.find(['old'])).toBeUndefined();
  });

  it('refetches every refetchInterval while the page is visible, not while it is hidden', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn(async () => 'content');
    const { wrapper } = setup();
    renderHook(() => useQuery({ queryKey: ['site'], queryFn, refetchInterval: 5_000 }), { wrapper });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(queryFn).toHaveBeenCalledTimes(2);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(queryFn).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });

  it('draws a component again only when a field it listed changes (notifyOnChangeProps)', async () => {
    vi.useFakeTimers();
    let answer = 'content';
    const queryFn = vi.fn(async () => answer);
    const { wrapper } = setup();
    const drawn = { all: 0, data: 0 };
    renderHook(
      () => {
        drawn.all += 1;
        return useQuery({ queryKey: ['site'], queryFn, refetchInterval: 5_000 });
      },
      { wrapper },
    );
    const { result } = renderHook(
      () => {
        drawn.data += 1;
        return useQuery({
          queryKey: ['site'],
          queryFn,
          refetchInterval: 5_000,
          notifyOnChangeProps: ['data'],
        });
      },
      { wrapper },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.data).toBe('content');
    const before = { ...drawn };
    // A poll with the same answer: fetching, then idle again.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(drawn.all).toBeGreaterThan(before.all);
    expect(drawn.data).toBe(before.data);
    // A poll with a new answer draws it.
    answer = 'changed';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(result.current.data).toBe('changed');
    expect(drawn.data).toBe(before.data + 1);
  });

  it('polls once per interval however many components show the query', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn(async () => 'content');
    const { wrapper } = setup();
    const options = { queryKey: ['site'], queryFn, refetchInterval: 5_000 };
    renderHook(
      () => {
        useQuery(options);
        useQuery(options);
        return useQuery(options);
      },
      { wrapper },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(queryFn).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(queryFn).toHaveBeenCalledTimes(3);
  });
});

describe('QueryClient', () => {
  it('names a key the same whatever the order of its object properties', () => {
    expect(hashKey(['search', { page: 2, q: 'reem' }])).toBe(hashKey(['search', { q: 'reem', page: 2 }]));
    expect(hashKey(['search', { page: 2 }])).not.toBe(hashKey(['search', { page: 3 }]));
  });

  it('setQueryData shows the new answer in every component at once', async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useQuery({ queryKey: ['title'], queryFn: async () => 'Old' }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toBe('Old'));
    act(() => client.setQueryData(['title'], 'Saved'));
    expect(result.current.data).toBe('Saved');
    expect(client.getQueryData(['title'])).toBe('Saved');
  });

  it('invalidateQueries fetches again the shown queries under a key, and marks the others for their next use', async () => {
    let version = 1;
    const shown = vi.fn(async () => `areas v${version}`);
    const hidden = vi.fn(async () => `emirates v${version}`);
    const other = vi.fn(async () => `site v${version}`);
    const { client, wrapper } = setup(new QueryClient({ staleTime: Number.POSITIVE_INFINITY }));
    const hiddenView = renderHook(() => useQuery({ queryKey: ['admin', 'emirates'], queryFn: hidden }), {
      wrapper,
    });
    await waitFor(() => expect(hiddenView.result.current.isSuccess).toBe(true));
    hiddenView.unmount();
    const { result } = renderHook(
      () => ({
        areas: useQuery({ queryKey: ['admin', 'areas'], queryFn: shown }),
        site: useQuery({ queryKey: ['site'], queryFn: other }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.site.isSuccess && result.current.areas.isSuccess).toBe(true));

    version = 2;
    await act(() => client.invalidateQueries({ queryKey: ['admin'] }));
    expect(result.current.areas.data).toBe('areas v2');
    expect(result.current.site.data).toBe('site v1');
    expect(hidden).toHaveBeenCalledTimes(1);
    const again = renderHook(() => useQuery({ queryKey: ['admin', 'emirates'], queryFn: hidden }), {
      wrapper,
    });
    await waitFor(() => expect(again.result.current.data).toBe('emirates v2'));
  });

  it('invalidateQueries replaces a fetch in flight, whose answer may be older than the change', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { client, wrapper } = setup();
    const { result } = renderHook(
      () => useQuery({ queryKey: ['list'], queryFn: () => answers[call++]?.promise as Promise<string> }),
      { wrapper },
    );
    let invalidated: Promise<void> | undefined;
    act(() => {
      invalidated = client.invalidateQueries();
    });
    await act(async () => {
      answers[1]?.resolve('after the delete');
      answers[0]?.resolve('before the delete');
      await invalidated;
    });
    expect(result.current.data).toBe('after the delete');
  });

  it('fetchQuery answers from the cache while fresh, fetches when stale, and rejects a failure', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'doc');
    await expect(client.fetchQuery({ queryKey: ['doc'], queryFn, staleTime: 60_000 })).resolves.toBe('doc');
    await expect(client.fetchQuery({ queryKey: ['doc'], queryFn, staleTime: 60_000 })).resolves.toBe('doc');
    expect(queryFn).toHaveBeenCalledTimes(1);
    await client.fetchQuery({ queryKey: ['doc'], queryFn, staleTime: 0 });
    expect(queryFn).toHaveBeenCalledTimes(2);
    await expect(
      client.fetchQuery({ queryKey: ['broken'], queryFn: async () => Promise.reject(new Error('500: x')) }),
    ).rejects.toThrow('500: x');
  });

  it('carries its answers through dehydrate and hydrate, skipping what is not an answer', async () => {
    const server = new QueryClient();
    await server.fetchQuery({ queryKey: ['property', 7], queryFn: async () => ({ id: 7 }) });
    await server
      .fetchQuery({ queryKey: ['failed'], queryFn: async () => Promise.reject(new Error('x')) })
      .catch(() => {});
    const state = JSON.parse(JSON.stringify(dehydrate(server)));
    expect(state.mutations).toEqual([]);
    expect(state.queries).toHaveLength(1);
    expect(state.queries[0]).toMatchObject({ queryKey: ['property', 7], queryHash: '["property",7]' });

    const browser = new QueryClient();
    browser.setQueryData(['newer'], 'kept');
    const newer = browser.find(['newer'])?.state.dataUpdatedAt ?? 0;
    hydrate(browser, {
      queries: [
        ...state.queries,
        { queryKey: ['newer'], state: { data: 'older', dataUpdatedAt: newer - 1 } },
        { queryKey: 'not a key', state: { data: 1, dataUpdatedAt: 1 } },
        { queryKey: ['no-data'], state: { dataUpdatedAt: 1 } },
        null,
      ],
      mutations: [],
    });
    expect(browser.getQueryData(['property', 7])).toEqual({ id: 7 });
    expect(browser.getQueryData(['newer'])).toBe('kept');
    expect(browser.find(['no-data'])).toBeUndefined();
  });

  it("carries the API's refusal the server drew (marked not to be asked again), not other failures", async () => {
    const server = new QueryClient();
    await server
      .fetchQuery({
        queryKey: ['property', 404],
        queryFn: async () => Promise.reject(new ApiError(404, 'Not Found', '{"error":"not_found"}')),
      })
      .catch(() => {});
    server.find(['property', 404])?.setOptions({ retryOnMount: false });
    await server
      .fetchQuery({
        queryKey: ['down'],
        queryFn: async () => Promise.reject(new ApiError(503, 'Unavailable', '')),
      })
      .catch(() => {});
    const state = JSON.parse(JSON.stringify(dehydrate(server)));
    expect(state.queries).toEqual([
      {
        queryKey: ['property', 404],
        queryHash: '["property",404]',
        state: { status: 'error', error: { status: 404, body: '{"error":"not_found"}' } },
      },
    ]);

    const browser = new QueryClient();
    hydrate(browser, state);
    const query = browser.find(['property', 404]);
    expect(query?.state.status).toBe('error');
    expect(query?.state.error).toBeInstanceOf(ApiError);
    expect((query?.state.error as ApiError | undefined)?.status).toBe(404);
    expect(query?.options.retryOnMount).toBe(false);
  });
});

describe('useMutation', () => {
  it('stays pending until onSuccess has refreshed what changed, then succeeds', async () => {
    const refreshed = deferred<void>();
    const mutationFn = vi.fn(async (id: number) => `deleted ${id}`);
    const onSuccess = vi.fn(() => refreshed.promise);
    const { wrapper } = setup();
    const { result } = renderHook(() => useMutation({ mutationFn, onSuccess }), { wrapper });
    expect(result.current.isIdle).toBe(true);
    act(() => result.current.mutate(12));
    expect(result.current).toMatchObject({ isPending: true, variables: 12 });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('deleted 12', 12));
    expect(result.current.isPending).toBe(true);
    await act(async () => refreshed.resolve());
    expect(result.current).toMatchObject({ isSuccess: true, data: 'deleted 12' });
  });

  it('shows a failure and calls onError; mutate never rejects, mutateAsync does', async () => {
    const onError = vi.fn();
    const onSettled = vi.fn();
    const { wrapper } = setup();
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: async (_: string) => Promise.reject(new Error('409: name taken')),
          onError,
          onSettled,
        }),
      { wrapper },
    );
    act(() => result.current.mutate('Abu Dhabi'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('409: name taken');
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'Abu Dhabi');
    expect(onSettled).toHaveBeenCalledWith(undefined, expect.any(Error), 'Abu Dhabi');
    await act(async () => {
      await expect(result.current.mutateAsync('Dubai')).rejects.toThrow('409: name taken');
    });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ isIdle: true, error: null });
  });

  it('shows only the latest call and sets nothing once the component is gone', async () => {
    const calls = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { wrapper } = setup();
    const { result, unmount } = renderHook(
      () => useMutation({ mutationFn: () => calls[call++]?.promise as Promise<string> }),
      { wrapper },
    );
    act(() => {
      result.current.mutate();
      result.current.mutate();
    });
    await act(async () => calls[1]?.resolve('second'));
    await act(async () => calls[0]?.resolve('first'));
    expect(result.current.data).toBe('second');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => result.current.mutate());
    unmount();
    await act(async () => {});
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
