import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FeedQuery, FeedResponse, Property, PropertyDetailQuery } from '@manzil/contracts';
import { GoneError, NotFoundError } from '@manzil/service-kit';
import type { CatalogDb } from '../db.ts';
import { toCatalogListing, toProperty } from '../domain/property-view.ts';
import { readListedPage, readProperty } from '../listings/listing-rows.ts';

/** The contract's default page size (Fastify fills it in before the handler; this is for the type). */
const FEED_DEFAULT_LIMIT = (FeedQuery.properties.limit as unknown as { default: number }).default;

/**
 * `GET /api/properties/detail?id=` and `GET /api/properties/feed?after=&limit=`, both read from the database at
 * each request, so they show every committed write at once (an admin sees their edit on the listing page
 * straight away). Public search is the search service's, from its index fed by the catalog's events and rebuilt
 * from the feed.
 */
export const publicListingRoutes: FastifyPluginAsyncTypebox<{ db: CatalogDb }> = async (app, { db }) => {
  app.get(
    '/api/properties/detail',
    { schema: { querystring: PropertyDetailQuery, response: { 200: Property } } },
    async (request) => {
      // One query: the listing, its places, images and price history (see listing-rows.ts).
      const listing = await readProperty(db, request.query.id);
      // A draft is not public; a listing whose advertising permit has expired is gone for good (410), so
      // search engines and shared links learn it is no longer advertised rather than missing.
      if (!listing?.published) throw new NotFoundError('Property not found.');
      if (listing.permitExpired)
        throw new GoneError('This property is no longer advertised: its advertising permit has expired.');
      return toProperty(listing);
    },
  );

  // Every listing the public sees, by ascending id: how the search service rebuilds its index. Keyset paging
  // (`after` is the last id of the previous page) keeps each page one index range scan, however deep.
  app.get(
    '/api/properties/feed',
    { schema: { querystring: FeedQuery, response: { 200: FeedResponse } } },
    async (request, reply) => {
      const { after = 0, limit = FEED_DEFAULT_LIMIT } = request.query;
      const listings = await readListedPage(db, after, limit);
      reply.header('cache-control', 'no-store');
      return {
        listings: listings.map(toCatalogListing),
        next: listings.length === limit ? (listings.at(-1)?.id ?? null) : null,
      };
    },
  );
};
