import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchQuery, SearchResponse } from '@manzil/contracts';
import { ServiceUnavailableError } from '@manzil/service-kit';
import type { SearchIndexer } from '../indexer/search-indexer.ts';
import type { ListingSearch } from '../search/listing-search.ts';

/** How long a search waits for the first build of the index (a first start) before answering 503. */
const FIRST_BUILD_WAIT_MS = 30_000;

/**
 * `GET /api/properties/search` (spec 7, with the page-level names `emirates`, `areas`, `propertyType` of a
 * pasted URL, `random=true&exclude=` for related listings and `bbox=` for a map view), answered from the listing
 * index. Bad parameters get a 400 naming them; a page past the end is an empty page.
 */
export const listingRoutes: FastifyPluginAsyncTypebox<{
  listings: ListingSearch;
  indexer: SearchIndexer;
}> = async (app, { listings, indexer }) => {
  app.get(
    '/api/properties/search',
    { schema: { querystring: SearchQuery, response: { 200: SearchResponse } } },
    async (request) => {
      if (!(await indexer.whenReady(FIRST_BUILD_WAIT_MS))) {
        throw new ServiceUnavailableError(
          'The search index is still being built. Please try again shortly.',
          {
            retryAfterSeconds: 5,
          },
        );
      }
      return listings.search(request.query);
    },
  );
};
