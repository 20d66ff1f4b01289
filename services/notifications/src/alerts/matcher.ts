import {
  ALERT_MATCH_MAX_SEARCHES,
  ALERT_MATCH_PATH,
  type AlertMatchResponse,
  type AlertSearch,
  type CatalogListing,
} from '@manzil/contracts';

/** Which saved searches a listing matches: answered by the search service, by the search's own rules. */
export interface SearchMatcher {
  matches(listing: CatalogListing, searches: AlertSearch[]): Promise<boolean[]>;
}

/**
 * The search service's `POST /api/search/alert-matches`, in batches of its maximum. A failure rejects: the event
 * is redelivered and asked again.
 */
export function httpSearchMatcher(baseUrl: () => string, fetchImpl: typeof fetch = fetch): SearchMatcher {
  return {
    async matches(listing, searches) {
      const answers: boolean[] = [];
      for (let from = 0; from < searches.length; from += ALERT_MATCH_MAX_SEARCHES) {
        const batch = searches.slice(from, from + ALERT_MATCH_MAX_SEARCHES);
        const response = await fetchImpl(`${baseUrl()}${ALERT_MATCH_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
          body: JSON.stringify({ listing, searches: batch }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) {
          throw new Error(`the search service answered ${response.status} to ${ALERT_MATCH_PATH}`);
        }
        const body = (await response.json()) as AlertMatchResponse;
        if (body.matches.length !== batch.length)
          throw new Error('the search service answered another count');
        answers.push(...body.matches);
      }
      return answers;
    },
  };
}
