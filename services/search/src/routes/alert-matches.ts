import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ALERT_MATCH_PATH, AlertMatchRequest, AlertMatchResponse } from '@manzil/contracts';
import type { ListingSearch } from '../search/listing-search.ts';

/**
 * `POST /api/search/alert-matches`: which saved searches a changed listing matches, by the same filters, map box
 * and place matcher as `GET /api/properties/search` (one set of rules for search and alerts). The listing comes in
 * the request, as the catalog event carried it, so the answer does not depend on whether the index has it yet.
 */
export const alertMatchRoutes: FastifyPluginAsyncTypebox<{ listings: ListingSearch }> = async (
  app,
  { listings },
) => {
  app.post(
    ALERT_MATCH_PATH,
    { bodyLimit: 512 * 1024, schema: { body: AlertMatchRequest, response: { 200: AlertMatchResponse } } },
    async (request) => ({ matches: await listings.matches(request.body.listing, request.body.searches) }),
  );
};
