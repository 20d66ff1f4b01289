import type { Area, Emirate, Property, PropertyType, SearchResponse } from '@manzil/contracts';
import type { Logger } from '@manzil/service-kit';
import type { CatalogReferences } from '../domain/references.ts';

/** A place the search service resolved from free text. */
export interface LocationHit {
  kind: 'area' | 'emirate';
  id: number;
}

/** What the assistant reads from the catalog and search services (their public HTTP APIs). */
export interface CatalogPort {
  /** Emirates, areas and property types; cached, empty lists when the catalog cannot be reached. */
  references(): Promise<CatalogReferences>;
  /** `GET /api/properties/search` (the search service) with the spec's parameters. Throws when it cannot answer. */
  search(query: Record<string, string | number>): Promise<SearchResponse>;
  /** `GET /api/properties/detail?id=`; null when there is no such listing. */
  detail(id: number): Promise<Property | null>;
  /** `GET /api/search/locations?q=`: the best area or emirate for free text, or nothing. */
  locate(text: string): Promise<LocationHit | undefined>;
}

export class CatalogUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CatalogUnavailableError';
  }
}

export interface HttpCatalogOptions {
  catalogUrl: () => string;
  searchUrl: () => string;
  log: Logger;
  timeoutMs?: number;
  /** How long the emirates, areas and types are kept (default 5 minutes). */
  referencesTtlMs?: number;
  fetch?: typeof fetch;
}

async function getJson<T>(
  fetcher: typeof fetch,
  url: string,
  timeoutMs: number,
  { notFoundAsNull = false } = {},
): Promise<T | null> {
  let response: Response;
  try {
    response = await fetcher(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new CatalogUnavailableError(`GET ${url} failed`, { cause: error });
  }
  // 410: no longer advertised (its permit expired): for the assistant, no such listing to offer.
  if (notFoundAsNull && (response.status === 404 || response.status === 410)) return null;
  if (!response.ok) throw new CatalogUnavailableError(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Reads a location hit from the search service's answer, whatever list shape it uses. */
export function firstLocationHit(body: unknown): LocationHit | undefined {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? (Object.values(body).find(Array.isArray) as unknown[] | undefined)
      : undefined;
  for (const raw of list ?? []) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Record<string, unknown>;
    const kind = String(item.type ?? item.kind ?? (item.emirateId && !item.areaId ? 'emirate' : 'area'));
    const areaId = Number(item.areaId ?? (kind === 'area' ? item.id : undefined));
    const emirateId = Number(item.emirateId ?? (kind === 'emirate' ? item.id : undefined));
    if (kind === 'area' && Number.isInteger(areaId) && areaId > 0) return { kind: 'area', id: areaId };
    if (kind === 'emirate' && Number.isInteger(emirateId) && emirateId > 0)
      return { kind: 'emirate', id: emirateId };
  }
  return undefined;
}

/** The catalog and search services over HTTP, with timeouts; the vocabulary is cached. */
export function httpCatalog(options: HttpCatalogOptions): CatalogPort {
  const fetcher = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const ttl = options.referencesTtlMs ?? 5 * 60_000;
  let cached: { at: number; value: CatalogReferences } | undefined;
  let loading: Promise<CatalogReferences> | undefined;

  async function loadReferences(): Promise<CatalogReferences> {
    const base = options.catalogUrl();
    const [emirates, areas, propertyTypes] = await Promise.all([
      getJson<Emirate[]>(fetcher, `${base}/api/properties/emirates`, timeoutMs),
      getJson<Area[]>(fetcher, `${base}/api/properties/areas`, timeoutMs),
      getJson<PropertyType[]>(fetcher, `${base}/api/properties/property-types`, timeoutMs),
    ]);
    return { emirates: emirates ?? [], areas: areas ?? [], propertyTypes: propertyTypes ?? [] };
  }

  return {
    async references() {
      if (cached && Date.now() - cached.at < ttl) return cached.value;
      loading ??= loadReferences()
        .then((value) => {
          cached = { at: Date.now(), value };
          return value;
        })
        .catch((error: unknown) => {
          options.log.warn(
            { err: error },
            'catalog vocabulary unavailable; places and types are not recognised',
          );
          return cached?.value ?? { emirates: [], areas: [], propertyTypes: [] };
        })
        .finally(() => {
          loading = undefined;
        });
      return loading;
    },
    async search(query) {
      const params = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const body = await getJson<SearchResponse>(
        fetcher,
        `${options.searchUrl()}/api/properties/search?${params}`,
        timeoutMs,
      );
      return body ?? { properties: [], total: 0, totalPages: 0, page: 1, limit: 1 };
    },
    async detail(id) {
      return getJson<Property>(fetcher, `${options.catalogUrl()}/api/properties/detail?id=${id}`, timeoutMs, {
        notFoundAsNull: true,
      });
    },
    async locate(text) {
      try {
        const body = await getJson<unknown>(
          fetcher,
          `${options.searchUrl()}/api/search/locations?q=${encodeURIComponent(text)}`,
          timeoutMs,
        );
        return firstLocationHit(body);
      } catch (error) {
        options.log.warn({ err: error }, 'location search unavailable');
        return undefined;
      }
    },
  };
}
