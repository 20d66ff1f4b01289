import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Property,
  PropertyDetailQuery,
  RELATED_LISTINGS_LIMIT,
  SEARCH_DEFAULT_LIMIT,
  SearchQuery,
  SearchResponse,
} from '@manzil/contracts';
import { NotFoundError, normalizeForSearch, ValidationError } from '@manzil/service-kit';
import type { CatalogDb } from '../db.ts';
import type { ListingFilters, ListingReadModel, RoomFilter } from '../listings/read-model.ts';
import type { LocationResolver } from '../locations/resolver.ts';

export interface SearchRoutesOptions {
  db: CatalogDb;
  model: ListingReadModel;
  locations: LocationResolver;
}

/**
 * `GET /api/properties/search` (spec 7, with the page-level names `emirates`, `areas`, `propertyType` of a
 * pasted URL) and `GET /api/properties/detail`. Both answer from the in-memory read model; the detail adds the
 * listing's price history from the database.
 */
export const searchRoutes: FastifyPluginAsyncTypebox<SearchRoutesOptions> = async (app, options) => {
  const { db, model, locations } = options;

  app.get(
    '/api/properties/search',
    { schema: { querystring: SearchQuery, response: { 200: SearchResponse } } },
    async (request) => {
      const query = request.query;
      const filters = await toFilters(query, model, locations);
      if (query.random) {
        const limit = query.limit ?? RELATED_LISTINGS_LIMIT;
        const { properties, total } = model.random(filters, limit);
        return { properties, total, totalPages: total > 0 ? 1 : 0, page: 1, limit };
      }
      const page = query.page ?? 1;
      const limit = query.limit ?? SEARCH_DEFAULT_LIMIT;
      const { properties, total } = model.search(filters, query.sortBy ?? 'newest', page, limit);
      return { properties, total, totalPages: Math.ceil(total / limit), page, limit };
    },
  );

  app.get(
    '/api/properties/detail',
    { schema: { querystring: PropertyDetailQuery, response: { 200: Property } } },
    async (request) => {
      // The listing from the read model (kept in step with the database by this process's writes and the outbox
      // follower), so only its price history is read: one indexed query instead of the listing, its images and
      // its history.
      const id = request.query.id;
      const base = model.get(id);
      if (!base) throw new NotFoundError('Property not found.');
      const changes = await db.priceChange.findMany({
        where: { propertyId: id },
        select: { oldPrice: true, newPrice: true, changedAt: true },
        orderBy: { changedAt: 'asc' },
      });
      return {
        ...model.compose(base),
        priceHistory: changes.map((change) => ({
          oldPrice: Number(change.oldPrice),
          newPrice: Number(change.newPrice),
          changedAt: change.changedAt.toISOString(),
        })),
      };
    },
  );
};

/** The query as resolved filters: ids and slugs to id sets, the free-text location to places. */
export async function toFilters(
  query: SearchQuery,
  model: ListingReadModel,
  locations: LocationResolver,
): Promise<ListingFilters> {
  rangeCheck('minPrice', query.minPrice, 'maxPrice', query.maxPrice);
  rangeCheck('minArea', query.minArea, 'maxArea', query.maxArea);
  const filters: ListingFilters = {
    emirateSets: [],
    areaSets: [],
    typeSets: [],
    listingType: query.listingType,
    status: query.status,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minArea: query.minArea,
    maxArea: query.maxArea,
    bedrooms: rooms(query.bedrooms),
    bathrooms: rooms(query.bathrooms),
    featured: query.featured,
    exclude: query.exclude,
  };
  if (query.emirateId !== undefined) filters.emirateSets.push(new Set([query.emirateId]));
  if (query.areaId !== undefined) filters.areaSets.push(new Set([query.areaId]));
  if (query.propertyTypeId !== undefined) filters.typeSets.push(new Set([query.propertyTypeId]));
  const emirates = idsOf(query.emirates, model.emirates);
  if (emirates) filters.emirateSets.push(emirates);
  const areas = idsOf(query.areas, model.areas);
  if (areas) filters.areaSets.push(areas);
  const types = idsOf(query.propertyType, model.types);
  if (types) filters.typeSets.push(types);

  const location = query.location?.trim();
  if (location) {
    const places = await locations.resolve(location);
    const none = places.areaIds.size === 0 && places.emirateIds.size === 0;
    filters.location = { ...places, text: none ? normalizeForSearch(location) || null : null };
  }
  return filters;
}

/** `3` is exactly three, `5+` five or more, `0` a studio. */
function rooms(value: string | undefined): RoomFilter | undefined {
  if (value === undefined || value === '') return undefined;
  return { min: Number.parseInt(value, 10), orMore: value.endsWith('+') };
}

/** A comma-separated list of ids or slugs; `all` means no filter; an unknown slug matches nothing. */
function idsOf(list: string | undefined, places: ReadonlyMap<number, { id: number; slug: string }>) {
  if (!list) return undefined;
  const items = list.split(',').filter((item) => item && item !== 'all');
  if (items.length === 0) return undefined;
  const bySlug = new Map([...places.values()].map((place) => [place.slug, place.id]));
  const ids = new Set<number>();
  for (const item of items) {
    const id = /^\d+$/.test(item) ? Number(item) : bySlug.get(item);
    if (id !== undefined) ids.add(id);
  }
  return ids;
}

function rangeCheck(minName: string, min: number | undefined, maxName: string, max: number | undefined) {
  if (min !== undefined && max !== undefined && min > max) {
    const message = `${maxName} must be at least ${minName}.`;
    throw new ValidationError(message, [{ location: 'querystring', field: maxName, message }]);
  }
}
