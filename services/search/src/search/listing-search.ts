import {
  type CatalogListing,
  type MapBox,
  type Property,
  parseMapBox,
  RELATED_LISTINGS_LIMIT,
  SEARCH_DEFAULT_LIMIT,
  type SearchQuery,
  type SearchResponse,
} from '@manzil/contracts';
import {
  type IndexCondition,
  matchesCondition,
  type SearchIndex,
  searchableText,
  ValidationError,
} from '@manzil/service-kit';
import { LISTING_ANSWER_ATTRIBUTES, listingDocument } from '../domain/documents.ts';
import { listingFilter, type ResolvedPlaces, toIndexQuery } from '../domain/listing-query.ts';
import { locationQueryText } from '../domain/query.ts';
import type { PlaceMatcher } from './places.ts';

function queryError(field: string, message: string): ValidationError {
  return new ValidationError(message, [{ location: 'querystring', field, message }]);
}

function rangeCheck(minName: string, min: number | undefined, maxName: string, max: number | undefined) {
  if (min !== undefined && max !== undefined && min > max) {
    throw queryError(maxName, `${maxName} must be at least ${minName}.`);
  }
}

/** Where a free-text location led: to places, to words to find in the listings, or to nothing at all. */
type Location = { places: ResolvedPlaces } | { text: string } | { nothing: true } | undefined;

/**
 * `GET /api/properties/search` on the listing index: the contract's filters, sorts and pages (the page-level
 * `emirates`, `areas` and `propertyType` by id or slug), a map box, a free-text location resolved by the place
 * matcher (or looked for in the listings' titles and references when it names no place), and random related
 * listings. Only listings the catalog lists are found.
 */
export class ListingSearch {
  constructor(
    private readonly index: SearchIndex,
    private readonly listings: string,
    private readonly places: PlaceMatcher,
    private readonly random: () => number = Math.random,
  ) {}

  async search(query: SearchQuery): Promise<SearchResponse> {
    rangeCheck('minPrice', query.minPrice, 'maxPrice', query.maxPrice);
    rangeCheck('minArea', query.minArea, 'maxArea', query.maxArea);
    const box = query.bbox === undefined ? undefined : this.box(query.bbox);
    const location = await this.locate(query.location);

    if (query.random) {
      const limit = query.limit ?? RELATED_LISTINGS_LIMIT;
      if (location && 'nothing' in location)
        return { properties: [], total: 0, totalPages: 0, page: 1, limit };
      const { properties, total } = await this.randomPick(query, limit, box, location);
      return { properties, total, totalPages: total > 0 ? 1 : 0, page: 1, limit };
    }

    const page = query.page ?? 1;
    const limit = query.limit ?? SEARCH_DEFAULT_LIMIT;
    if (location && 'nothing' in location) return { properties: [], total: 0, totalPages: 0, page, limit };
    const { hits, total } = await this.index.search<Property>(
      this.listings,
      toIndexQuery(query, { page, limit }, { box, ...location }),
    );
    return { properties: hits, total, totalPages: Math.ceil(total / limit), page, limit };
  }

  /**
   * Which of `searches` the listing matches, as a search would find it: the same filters, map box and location
   * resolution (a saved-search alert asks this for a listing that just changed, before or after the index has
   * it). A location that names no place matches when each of its words begins a word of the listing's titles or
   * references (the index also forgives typos there). A search that is itself invalid matches nothing.
   */
  async matches(listing: CatalogListing, searches: SearchQuery[]): Promise<boolean[]> {
    const document = listingDocument(listing);
    const answers: boolean[] = [];
    for (const query of searches) {
      answers.push(await this.matchesOne(document, query).catch(() => false));
    }
    return answers;
  }

  private async matchesOne(document: ReturnType<typeof listingDocument>, query: SearchQuery) {
    rangeCheck('minPrice', query.minPrice, 'maxPrice', query.maxPrice);
    rangeCheck('minArea', query.minArea, 'maxArea', query.maxArea);
    const box = query.bbox === undefined ? undefined : this.box(query.bbox);
    const location = await this.locate(query.location);
    if (location && 'nothing' in location) return false;
    const filter = listingFilter(query, { box, ...(location && 'places' in location ? location : {}) });
    if (!filter.every((condition) => matchesCondition(document, condition))) return false;
    if (!location || !('text' in location)) return true;
    const words = new Set(
      `${document.refs ?? ''} ${document.textEn ?? ''} ${document.textAr ?? ''}`.split(/\s+/).filter(Boolean),
    );
    return searchableText(location.text)
      .split(' ')
      .filter(Boolean)
      .every((wanted) => [...words].some((word) => word.startsWith(wanted)));
  }

  private box(text: string): MapBox {
    const box = parseMapBox(text);
    if ('error' in box) throw queryError('bbox', box.error);
    return box;
  }

  private async locate(raw: string | undefined): Promise<Location> {
    const typed = raw?.trim();
    if (!typed) return undefined;
    const places = await this.places.resolve(typed);
    if (places) return { places };
    const text = locationQueryText(typed);
    return text ? { text } : { nothing: true };
  }

  /**
   * Up to `limit` matching listings at random: those just after a random point of a fixed pseudo-random order
   * (`shuffle`, a number in [0, 1) per listing), read in a band of that order wide enough to hold about `limit` of
   * them (widened until it does, wrapping past 1), then shuffled. One count and a small read, whatever the
   * catalog's size.
   */
  private async randomPick(
    query: SearchQuery,
    limit: number,
    box: MapBox | undefined,
    location: { places: ResolvedPlaces } | { text: string } | undefined,
  ): Promise<{ properties: Property[]; total: number }> {
    const filter = listingFilter(query, { box, ...(location && 'places' in location ? location : {}) });
    const text = location && 'text' in location ? { q: location.text, matchingStrategy: 'all' as const } : {};
    const { total } = await this.index.search(this.listings, { ...text, filter, limit: 0 });
    if (total === 0) return { properties: [], total };
    const from = this.random();
    let width = Math.min(1, (4 * limit) / total);
    let hits: Property[] = [];
    for (;;) {
      const band = shuffleBand(from, width);
      ({ hits } = await this.index.search<Property>(this.listings, {
        ...text,
        filter: [...filter, ...band],
        sort: ['shuffle:asc'],
        limit,
        attributes: LISTING_ANSWER_ATTRIBUTES,
      }));
      if (hits.length >= Math.min(limit, total) || width >= 1) break;
      width = Math.min(1, width * 4);
    }
    for (let i = hits.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [hits[i], hits[j]] = [hits[j] as Property, hits[i] as Property];
    }
    return { properties: hits, total };
  }
}

/** The conditions for listings whose `shuffle` lies in [from, from + width), wrapping past 1 to the start. */
function shuffleBand(from: number, width: number): IndexCondition[] {
  if (width >= 1) return [];
  const to = from + width;
  if (to <= 1) {
    return [
      { field: 'shuffle', op: 'gte', value: from },
      { field: 'shuffle', op: 'lt', value: to },
    ];
  }
  return [
    {
      op: 'any',
      conditions: [
        { field: 'shuffle', op: 'gte', value: from },
        { field: 'shuffle', op: 'lt', value: to - 1 },
      ],
    },
  ];
}
