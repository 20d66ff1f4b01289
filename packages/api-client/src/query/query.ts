import { hashKey, type QueryKey } from './key.ts';
import { replaceEqualDeep } from './structural-sharing.ts';

export type QueryStatus = 'pending' | 'error' | 'success';
export type FetchStatus = 'fetching' | 'idle';

export interface QueryState<T> {
  data: T | undefined;
  error: Error | null;
  /** `pending` until a first answer (or failure); an answer that was there stays through later fetches. */
  status: QueryStatus;
  fetchStatus: FetchStatus;
  /** When the data arrived (ms since the epoch); 0 while there is none. */
  dataUpdatedAt: number;
  /** Marked out of date (`invalidateQueries`): fetched again by the next component that uses it. */
  isInvalidated: boolean;
}

export interface QueryFunctionContext {
  queryKey: QueryKey;
  /** Aborted when no component uses the query any more before its answer came (a search typed over). */
  signal: AbortSignal;
}

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn?: (context: QueryFunctionContext) => T | Promise<T>;
  /** False while a component does not want the query fetched yet (the server renderer reads it too). */
  enabled?: boolean;
  /** Whether a query that failed, and has no data, is fetched again when a component starts using it. */
  retryOnMount?: boolean;
  /** How long (ms) a query nobody uses is kept before it is dropped. */
  gcTime?: number;
}

/** Unused queries are kept for five minutes: going back to a page shows its answers at once. */
export const DEFAULT_GC_TIME_MS = 5 * 60_000;

const EMPTY_STATE: QueryState<never> = {
  data: undefined,
  error: null,
  status: 'pending',
  fetchStatus: 'idle',
  dataUpdatedAt: 0,
  isInvalidated: false,
};

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

interface Run<T> {
  promise: Promise<T>;
  controller: AbortController;
  signalRead: boolean;
  /** The state before the fetch, put back when it is cancelled. */
  before: QueryState<T>;
}

/**
 * One entry of the cache: the answer for a key, its status, the components watching it and the fetch in flight
 * (at most one: every component asking at the same time shares it).
 */
export class Query<T = unknown> {
  readonly queryKey: QueryKey;
  readonly queryHash: string;
  state: QueryState<T> = EMPTY_STATE;
  readonly options: QueryOptions<T>;
  /** Each watching component's listener, with whether it wants the query fetched. */
  private readonly observers = new Map<() => void, () => boolean>();
  private run: Run<T> | undefined;
  private removalTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    options: QueryOptions<T>,
    private readonly remove: (query: Query<T>) => void,
  ) {
    this.queryKey = options.queryKey;
    this.queryHash = hashKey(options.queryKey);
    this.options = { ...options };
    this.scheduleRemoval();
  }

  /** Takes the settings given (a component's latest query function); those not given are kept. */
  setOptions(options: Partial<QueryOptions<T>>): void {
    const target = this.options as unknown as Record<string, unknown>;
    for (const [name, value] of Object.entries(options)) {
      if (value !== undefined && name !== 'queryKey') target[name] = value;
    }
  }

  /** Calls `listener` on every change; `wantsFetch` says whether that component wants the query fetched. */
  subscribe(listener: () => void, wantsFetch: () => boolean = () => true): () => void {
    this.observers.set(listener, wantsFetch);
    clearTimeout(this.removalTimer);
    return () => {
      this.observers.delete(listener);
      if (this.observers.size > 0) return;
      // Nobody waits for the answer: a fetch that can be aborted is (a search typed over), the rest finish.
      if (this.run?.signalRead) this.cancel();
      this.scheduleRemoval();
    };
  }

  /** Whether a component on the page wants this query fetched. */
  isActive(): boolean {
    for (const wantsFetch of this.observers.values()) if (wantsFetch()) return true;
    return false;
  }

  /** Whether the answer is missing, marked out of date, or older than `staleTime` ms. */
  isStale(staleTime: number): boolean {
    const { data, dataUpdatedAt, isInvalidated } = this.state;
    return isInvalidated || data === undefined || Date.now() - dataUpdatedAt >= staleTime;
  }

  /**
   * Fetches the answer. A fetch already in flight is shared, unless `restart` (after a change on the server: its
   * answer may be older than the change), which replaces it.
   */
  fetch({ restart = false }: { restart?: boolean } = {}): Promise<T> {
    if (this.run && !restart) return this.run.promise;
    const queryFn = this.options.queryFn;
    if (!queryFn) return Promise.reject(new Error(`The query ${this.queryHash} has no query function`));
    if (this.run) this.detach().controller.abort();

    const controller = new AbortController();
    const before = this.state;
    const run = { controller, before, signalRead: false } as Run<T>;
    const context: QueryFunctionContext = {
      queryKey: this.queryKey,
      get signal() {
        run.signalRead = true;
        return controller.signal;
      },
    };
    run.promise = new Promise<T>((resolve) => resolve(queryFn(context))).then(
      (data) => {
        if (this.run === run) {
          this.run = undefined;
          this.setState({
            // An answer equal to the one shown is the same object: polling redraws nothing that did not change.
            data: replaceEqualDeep(this.state.data, data),
            error: null,
            status: 'success',
            fetchStatus: 'idle',
            dataUpdatedAt: Date.now(),
            isInvalidated: false,
          });
          this.scheduleRemoval();
        }
        return data;
      },
      (error: unknown) => {
        if (this.run === run) {
          this.run = undefined;
          this.setState({ error: toError(error), status: 'error', fetchStatus: 'idle' });
          this.scheduleRemoval();
        }
        throw error;
      },
    );
    this.run = run;
    // A first fetch, or one after a failure with no data, shows as loading again.
    this.setState(
      before.dataUpdatedAt === 0
        ? { fetchStatus: 'fetching', status: 'pending', error: null }
        : { fetchStatus: 'fetching' },
    );
    return run.promise;
  }

  /** Stops the fetch in flight and puts the state back as it was before it. */
  cancel(): void {
    if (!this.run) return;
    const run = this.detach();
    run.controller.abort();
    this.setState({ ...run.before, fetchStatus: 'idle' });
    this.scheduleRemoval();
  }

  /** Sets the answer (a mutation's result, or the page state written by the server). */
  setData(data: T, updatedAt = Date.now()): void {
    this.setState({ data, error: null, status: 'success', dataUpdatedAt: updatedAt, isInvalidated: false });
  }

  /** Sets a failure (the API's refusal the server drew the page with), keeping the data there was, if any. */
  setError(error: Error): void {
    this.setState({ error, status: this.state.data === undefined ? 'error' : this.state.status });
  }

  invalidate(): void {
    if (!this.state.isInvalidated) this.setState({ isInvalidated: true });
  }

  /** Forgets everything (the client is cleared): no timer, no fetch, no listener is left. */
  destroy(): void {
    clearTimeout(this.removalTimer);
    if (this.run) this.detach().controller.abort();
    this.observers.clear();
  }

  private detach(): Run<T> {
    const run = this.run as Run<T>;
    this.run = undefined;
    return run;
  }

  private setState(change: Partial<QueryState<T>>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.observers.keys()]) listener();
  }

  private scheduleRemoval(): void {
    clearTimeout(this.removalTimer);
    // On the server the whole client is cleared after each page; no timer may keep the process busy.
    if (typeof window === 'undefined' || this.observers.size > 0 || this.run) return;
    this.removalTimer = setTimeout(() => {
      if (this.observers.size === 0 && !this.run) this.remove(this);
    }, this.options.gcTime ?? DEFAULT_GC_TIME_MS);
  }
}
