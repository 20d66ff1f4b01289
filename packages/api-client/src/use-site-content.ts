import { SITE_CONTENT_PATH, type SiteContent } from '@manzil/contracts';
import { ApiError, sendRequest } from './fetch.ts';
import { type QueryResult, useQuery, useQueryClient } from './query/index.ts';

export { SITE_CONTENT_PATH };
export const siteContentQueryKey = [SITE_CONTENT_PATH] as const;

/**
 * Loads a chunk, trying again after 1, 2, 4... (at most 30) seconds while it cannot be fetched (the phone is
 * offline): what waits for it stays as it is until it comes, rather than failing, or asking again in a loop.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      // On the server the chunk is part of the bundle: a failure there is a bug, not the network.
      if (typeof window === 'undefined') throw error;
      console.warn('A chunk could not be loaded; trying again', error);
      await wait(Math.min(1000 * 2 ** attempt, 30_000));
    }
  }
}

/** The built-in copy and the completion from it, in a chunk of their own (site-content-defaults.ts). */
const loadSiteContentDefaults = () => loadChunk(() => import('./site-content-defaults.ts'));

/** The built-in copy of the site content (spec 1: used when the server cannot be reached). */
export async function loadDefaultSiteContent(): Promise<SiteContent> {
  return (await loadSiteContentDefaults()).defaultSiteContent;
}

/** Fills what a (partial or older) server document lacks from the defaults, field by field. */
export async function withContentDefaults(doc: unknown): Promise<SiteContent> {
  return (await loadSiteContentDefaults()).withContentDefaults(doc);
}

/** Spec 4 and 9: refetched every 5 s, fresh for 1 minute. */
export const SITE_CONTENT_REFETCH_MS = 5_000;
export const SITE_CONTENT_STALE_MS = 60_000;

/**
 * The last document the server sent and its entity tag. A poll sends `If-None-Match`; the server's 304 (no
 * body) answers the same object, so an unchanged document costs no download and no re-render.
 */
let lastGood: { etag: string; content: SiteContent } | undefined;

/** The entity tag each document came with, kept with the document (a document the server sent unchanged keeps its). */
const etags = new WeakMap<SiteContent, string>();

/** Forgets the remembered document (tests, or after logging out of an admin session). */
export function resetSiteContentCache(): void {
  lastGood = undefined;
}

/** The entity tag `content` came with from the server; undefined for the defaults or a document without one. */
export function siteContentEtag(content: SiteContent | undefined): string | undefined {
  return content ? etags.get(content) : undefined;
}

/**
 * Remembers the document a page was drawn with (in the page state) and its entity tag, as if this page had
 * fetched it: the first poll then asks whether it changed instead of downloading it again.
 */
export function rememberSiteContent(content: SiteContent | undefined, etag: string | undefined): void {
  if (!content || !etag) return;
  etags.set(content, etag);
  lastGood = { etag, content };
}

/**
 * Loads the site content (spec 4): on failure logs 'Failed to fetch content' and answers the last document
 * the server sent on this page, or the built-in defaults when there is none.
 */
export async function fetchSiteContent(): Promise<SiteContent> {
  try {
    const headers = new Headers();
    if (lastGood) headers.set('If-None-Match', lastGood.etag);
    // no-store: the browser's own cache must not answer for the server; the entity tag does that job.
    const response = await sendRequest(SITE_CONTENT_PATH, {
      credentials: 'include',
      headers,
      cache: 'no-store',
    });
    if (response.status === 304 && lastGood) return lastGood.content;
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new ApiError(response.status, response.statusText, text);
    }
    const content = await withContentDefaults(await response.json());
    const etag = response.headers.get('etag');
    lastGood = undefined;
    if (etag) rememberSiteContent(content, etag);
    return content;
  } catch (error) {
    console.warn('Failed to fetch content', error);
    return lastGood?.content ?? (await loadDefaultSiteContent());
  }
}

export type SiteContentQuery = QueryResult<SiteContent> & { content: SiteContent };

/**
 * What draws a component that shows the site content again: its answer, not the poll's comings and goings. Every
 * 5 s a poll marks the query fetching, then idle with the same document (a 304): without this, the navigation, the
 * footer, the page's sections and every listing card were drawn twice each time (5-13 ms on this machine, a long
 * task on a phone while the visitor scrolls or taps).
 */
const CONTENT_CHANGES = ['data', 'status', 'error'] as const;

/** The site-content query (spec 4 and 9): polled every 5 s, fresh for a minute. */
export const siteContentQuery = {
  queryKey: siteContentQueryKey,
  queryFn: fetchSiteContent,
  refetchInterval: SITE_CONTENT_REFETCH_MS,
  staleTime: SITE_CONTENT_STALE_MS,
} as const;

/**
 * The site content for any component (the shell and remotes share one query through the shared client). A page
 * starts from the content its HTML carries (the page state); one the server did not draw waits for the first
 * answer (the component suspends), so it never shows a copy the agency has since changed.
 */
export function useSiteContent(): SiteContentQuery {
  const client = useQueryClient();
  const query = useQuery({ ...siteContentQuery, notifyOnChangeProps: CONTENT_CHANGES });
  // Suspends until the first answer (as React Query's suspense queries do). fetchSiteContent never fails (it
  // answers the defaults, waiting for them while offline), and every component waiting shares the fetch in flight.
  if (query.data === undefined) throw client.fetchQuery(siteContentQuery);
  return Object.assign(query, { content: query.data });
}
