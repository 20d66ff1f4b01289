import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { apiFetch } from './fetch.ts';
import { defaultSiteContent, type SiteContent, withContentDefaults } from './site-content.ts';

export const SITE_CONTENT_PATH = '/api/content/site';
export const siteContentQueryKey = [SITE_CONTENT_PATH] as const;

/** Spec 4 and 9: refetched every 5 s, fresh for 1 minute. */
export const SITE_CONTENT_REFETCH_MS = 5_000;
export const SITE_CONTENT_STALE_MS = 60_000;

/** Loads the site content; on failure logs 'Failed to fetch content' and answers the built-in defaults. */
export async function fetchSiteContent(): Promise<SiteContent> {
  try {
    return withContentDefaults(await apiFetch<Partial<SiteContent>>(SITE_CONTENT_PATH));
  } catch (error) {
    console.warn('Failed to fetch content', error);
    return defaultSiteContent;
  }
}

export type SiteContentQuery = UseQueryResult<SiteContent> & { content: SiteContent };

/** The site content for any component (the shell and remotes share one query through the shared client). */
export function useSiteContent(): SiteContentQuery {
  const query = useQuery({
    queryKey: siteContentQueryKey,
    queryFn: fetchSiteContent,
    refetchInterval: SITE_CONTENT_REFETCH_MS,
    staleTime: SITE_CONTENT_STALE_MS,
  });
  return Object.assign(query, { content: query.data ?? defaultSiteContent });
}
