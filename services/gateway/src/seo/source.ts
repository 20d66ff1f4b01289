import {
  type ApiRoute,
  type Area,
  DEFAULT_SITE_CONTENT,
  type Emirate,
  type Property,
  type PropertyType,
  type RouteAnswer,
  routeRequest,
  SEARCH_MAX_LIMIT,
  type SiteContent,
} from '@manzil/contracts';

/** A GET on the site's own API: `app.inject` in the gateway (mounted or proxied services alike). */
export type FetchJson = (path: string) => Promise<{ status: number; body: unknown }>;

export interface Places {
  emirates: Emirate[];
  areas: Area[];
  types: PropertyType[];
}

export type ListingLookup =
  | { kind: 'found'; property: Property }
  | { kind: 'missing' }
  /** Answered 410: no longer advertised (its advertising permit expired). */
  | { kind: 'gone' }
  /** The catalog did not answer in time or failed: the page is served with generic tags. */
  | { kind: 'unavailable' };

export interface SeoSourceOptions {
  fetchJson: FetchJson;
  /** How long a page waits for the catalog or the content service before it uses its fallback. */
  timeoutMs?: number;
  /** How long names, site content and listings are reused. */
  ttlMs?: number;
  now?: () => number;
}

class Unavailable extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Unavailable(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface Cached<T> {
  value: T;
  at: number;
}

const LISTING_CACHE_MAX = 500;
/** A listing is looked up again after this long, so a deleted one soon answers 404. */
const LISTING_TTL_MS = 10_000;
/** After a failure, a source is not asked again for this long (a slow catalog is not hit by every page view). */
const FAILURE_BACKOFF_MS = 5_000;

/**
 * What the gateway needs to describe pages without running the client: place and type names, the site content
 * and single listings, each cached briefly. Every lookup has a deadline and a fallback (stale value, built-in
 * site content, or "unavailable"), so a slow or stopped catalog never delays or breaks a page.
 */
export function createSeoSource(options: SeoSourceOptions) {
  const { fetchJson } = options;
  const timeoutMs = options.timeoutMs ?? 800;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;

  /** A GET of a route of the contracts (`search`: its query string), typed by what the route answers. */
  async function getJson<R extends ApiRoute>(
    route: R,
    search = '',
    deadlineMs = timeoutMs,
  ): Promise<{ status: number; body: RouteAnswer<R> }> {
    const answer = await withTimeout(fetchJson(`${routeRequest(route).path}${search}`), deadlineMs);
    return answer as { status: number; body: RouteAnswer<R> };
  }

  async function getOk<R extends ApiRoute>(
    route: R,
    search = '',
    deadlineMs?: number,
  ): Promise<RouteAnswer<R>> {
    const { status, body } = await getJson(route, search, deadlineMs);
    if (status !== 200) throw new Unavailable(`${route}${search} answered ${status}`);
    return body;
  }

  function cachedLoader<T>(load: () => Promise<T>) {
    let cached: Cached<T> | null = null;
    let failedAt = Number.NEGATIVE_INFINITY;
    let inFlight: Promise<T | null> | null = null;
    /** `maxAgeMs` asks for a fresher value than the usual time to live (a lookup that missed in a cached list). */
    return async (maxAgeMs = ttlMs): Promise<T | null> => {
      const t = now();
      if (cached && t - cached.at < Math.min(ttlMs, maxAgeMs)) return cached.value;
      if (t - failedAt < FAILURE_BACKOFF_MS) return cached?.value ?? null;
      inFlight ??= load()
        .then((value) => {
          cached = { value, at: now() };
          return value;
        })
        .catch(() => {
          failedAt = now();
          // A stale value is better than none.
          return cached?.value ?? null;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    };
  }

  const places = cachedLoader<Places>(async () => {
    const [emirates, areas, types] = await Promise.all([
      getOk('GET /api/properties/emirates'),
      getOk('GET /api/properties/areas'),
      getOk('GET /api/properties/property-types'),
    ]);
    return { emirates, areas, types };
  });

  const site = cachedLoader<SiteContent>(() => getOk('GET /api/content/site'));

  const listings = new Map<number, Cached<ListingLookup>>();

  async function listing(id: number): Promise<ListingLookup> {
    const hit = listings.get(id);
    if (hit && now() - hit.at < Math.min(ttlMs, LISTING_TTL_MS)) return hit.value;
    let value: ListingLookup;
    try {
      const { status, body } = await getJson('GET /api/properties/detail', `?id=${id}`);
      if (status === 200) value = { kind: 'found', property: body };
      else if (status === 404 || status === 400) value = { kind: 'missing' };
      else if (status === 410) value = { kind: 'gone' };
      else return { kind: 'unavailable' };
    } catch {
      return hit?.value.kind === 'found' ? hit.value : { kind: 'unavailable' };
    }
    if (listings.size >= LISTING_CACHE_MAX) listings.delete(listings.keys().next().value as number);
    listings.set(id, { value, at: now() });
    return value;
  }

  /** Every listing, page by page through the public search (newest first); throws when the catalog fails. */
  async function allListings(maxPages = 400): Promise<Property[]> {
    const all: Property[] = [];
    for (let page = 1; page <= maxPages; page += 1) {
      const search = `?page=${page}&limit=${SEARCH_MAX_LIMIT}&sortBy=newest`;
      const body = await getOk('GET /api/properties/search', search, 10_000);
      all.push(...body.properties);
      if (page >= body.totalPages || body.properties.length === 0) break;
    }
    return all;
  }

  return {
    places,
    /** The site content, or the built-in default copy when the content service cannot be reached. */
    site: async (): Promise<SiteContent> => (await site()) ?? DEFAULT_SITE_CONTENT,
    listing,
    allListings,
    /** Names for the sitemap: throws (instead of a fallback) when the catalog cannot be reached. */
    placesOrThrow: async (): Promise<Places> => {
      const value = await places();
      if (!value) throw new Unavailable('the catalog did not answer');
      return value;
    },
  };
}

export type SeoSource = ReturnType<typeof createSeoSource>;
