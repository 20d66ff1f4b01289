import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOCATIONS_DEFAULT_LIMIT, LocationsQuery, LocationsResponse } from '@manzil/contracts';
import type { PlaceMatcher } from '../search/places.ts';

/**
 * `GET /api/search/locations?q=&lang=&limit=`: emirates and areas matching in English or Arabic, typo tolerant,
 * with their listing counts; an empty `q` lists the places with the most listings.
 */
export const locationRoutes: FastifyPluginAsyncTypebox<{ places: PlaceMatcher }> = async (
  app,
  { places },
) => {
  app.get(
    '/api/search/locations',
    { schema: { querystring: LocationsQuery, response: { 200: LocationsResponse } } },
    async (request, reply) => {
      const { q = '', lang = 'en', limit = LOCATIONS_DEFAULT_LIMIT } = request.query;
      const locations = await places.suggest(q, lang, limit);
      // Counts follow admin edits within a second: let caches revalidate rather than keep stale counts.
      reply.header('cache-control', 'no-cache');
      return { locations };
    },
  );
};
