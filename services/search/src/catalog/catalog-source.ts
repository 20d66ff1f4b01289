import type { Area, Emirate, Property, SearchResponse } from '@manzil/contracts';

/** Everything the index is rebuilt from: the catalog as its public API shows it. */
export interface CatalogSnapshot {
  emirates: Emirate[];
  areas: Area[];
  properties: Property[];
}

/** Where a rebuild reads the catalog; HTTP in production, a fake in tests. */
export interface CatalogSource {
  snapshot(signal?: AbortSignal): Promise<CatalogSnapshot>;
}

export interface HttpCatalogSourceOptions {
  /** `ctx.serviceUrl('catalog')`, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** Per request; the first one may wait for the catalog's first-start seed (default 120 s). */
  timeoutMs?: number;
  /** Listings per page (the catalog's maximum is 50). */
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
 * Reads the catalog through its public HTTP API: enabled emirates and areas, then every listing page by page,
 * oldest first (new listings land on the last page, so paging is not disturbed by inserts).
 */
export function httpCatalogSource(options: HttpCatalogSourceOptions): CatalogSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 120_000;
  const pageSize = options.pageSize ?? 50;
  const doFetch = options.fetch ?? fetch;

  async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
    const url = `${base}${path}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json' },
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
    async snapshot(signal) {
      const emirates = await getJson<Emirate[]>('/api/properties/emirates', signal);
      const areas = await getJson<Area[]>('/api/properties/areas', signal);
      const properties: Property[] = [];
      const seen = new Set<number>();
      for (let page = 1; ; page++) {
        const answer = await getJson<SearchResponse>(
          `/api/properties/search?sortBy=oldest&limit=${pageSize}&page=${page}`,
          signal,
        );
        for (const property of answer.properties) {
          // A listing deleted meanwhile shifts the pages: never count one twice.
          if (seen.has(property.id)) continue;
          seen.add(property.id);
          properties.push(property);
        }
        if (answer.properties.length === 0 || page >= answer.totalPages) break;
      }
      return { emirates, areas, properties };
    },
  };
}
