import type { Area, CatalogListing, Emirate, FeedResponse } from '@manzil/contracts';

/** The catalog's places as its public API lists them (enabled ones). */
export interface CatalogPlaces {
  emirates: Emirate[];
  areas: Area[];
}

/**
 * Where a rebuild reads the catalog: its places, then its public listings page by page (so 50,000 listings are
 * never held at once). HTTP in production, a fake in tests.
 */
export interface CatalogSource {
  places(signal?: AbortSignal): Promise<CatalogPlaces>;
  listings(signal?: AbortSignal): AsyncIterable<CatalogListing[]>;
}

export interface HttpCatalogSourceOptions {
  /** `ctx.serviceUrl('catalog')`, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** Per request; the first one may wait for the catalog's first-start seed (default 120 s). */
  timeoutMs?: number;
  /** Listings per page of the feed (its maximum is 1000). */
  pageSize?: number;
  fetch?: typeof fetch;
}

/** A catalog request that failed; `retryable` for connection problems and 5xx (the catalog is starting). */
export class CatalogUnavailableError extends Error {
  override readonly name = 'CatalogUnavailableError';
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Reads the catalog through its public HTTP API: enabled emirates and areas, then every public listing through
 * `GET /api/properties/feed`, by ascending id (keyset pages, so inserts and deletes meanwhile never shift a page).
 */
export function httpCatalogSource(options: HttpCatalogSourceOptions): CatalogSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 120_000;
  const pageSize = options.pageSize ?? 1000;
  const doFetch = options.fetch ?? fetch;

  async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
    const url = `${base}${path}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        // Uncompressed: the catalog is on the same machine or network, and compressing 4 MB feed pages would cost
        // both sides more CPU than sending them.
        headers: { accept: 'application/json', 'accept-encoding': 'identity' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      const reason = cause?.code ?? (error as Error).message;
      throw new CatalogUnavailableError(`GET ${url} failed: ${reason}`, true, { cause: error });
    }
    if (!response.ok) {
      const body = (await response.text().catch(() => '')).slice(0, 200);
      throw new CatalogUnavailableError(
        `GET ${url} answered ${response.status}: ${body}`,
        response.status >= 500 || response.status === 429,
      );
    }
    return (await response.json()) as T;
  }

  return {
    async places(signal) {
      const emirates = await getJson<Emirate[]>('/api/properties/emirates', signal);
      const areas = await getJson<Area[]>('/api/properties/areas', signal);
      return { emirates, areas };
    },
    async *listings(signal) {
      let after = 0;
      for (;;) {
        const page = await getJson<FeedResponse>(
          `/api/properties/feed?after=${after}&limit=${pageSize}`,
          signal,
        );
        if (page.listings.length > 0) yield page.listings;
        if (page.next === null) return;
        after = page.next;
      }
    },
  };
}
