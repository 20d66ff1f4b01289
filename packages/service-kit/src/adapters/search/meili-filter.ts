import type { GeoBox, IndexCondition, IndexFilter, IndexValue } from '../../ports/search-index.ts';

const FIELD = /^[A-Za-z0-9_][A-Za-z0-9_.]*$/;

// Meilisearch's filter parser reads a backslash in a quoted value as taking the next character with it, then turns
// only `\"` back into `"`: any other backslash stays as written (`\\` is two backslashes). So a quote is written
// `\"` and a backslash as itself, which works unless an odd run of backslashes comes just before a quote or at the
// end: its last backslash would take the quote after it. No value in Manzil's filters has one (ids, slugs, enums).
const UNWRITABLE = /(?<!\\)(?:\\\\)*\\(?="|$)/;

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new Error(`Filter value ${value} is not a finite number.`);
  return value;
}

function literal(value: IndexValue): string {
  if (typeof value === 'number') return String(finite(value));
  if (typeof value === 'boolean') return String(value);
  if (UNWRITABLE.test(value)) {
    throw new Error(
      `Filter value ${JSON.stringify(value)} cannot be written for Meilisearch: a backslash ends it or comes before a quote.`,
    );
  }
  return `"${value.replaceAll('"', '\\"')}"`;
}

const OPERATORS = { eq: '=', ne: '!=', gte: '>=', lte: '<=', gt: '>', lt: '<' } as const;

/**
 * `_geoBoundingBox([north, east], [south, west])`: Meilisearch takes the top-right corner first, then the
 * bottom-left, and includes the edges (a `TO` range on `_geo.lat` and `_geo.lng`). It reads a box whose east edge
 * lies west of its west edge as wrapping around the antimeridian and refuses one upside down; the port's minimums
 * are the west and south edges, so such a box holds nothing.
 */
function geoBox(box: GeoBox): string | null {
  // Every point lies within ±90/±180, where Meilisearch also wants the corners; clamping changes no answer.
  const lat = (value: number) => Math.min(90, Math.max(-90, finite(value)));
  const lng = (value: number) => Math.min(180, Math.max(-180, finite(value)));
  const [south, north, west, east] = [lat(box.minLat), lat(box.maxLat), lng(box.minLng), lng(box.maxLng)];
  if (south > north || west > east) return null;
  return `_geoBoundingBox([${north}, ${east}], [${south}, ${west}])`;
}

/** One condition as a string expression, or null when no document can satisfy it. */
function expression(condition: IndexCondition): string | null {
  if (condition.op === 'geoBox') return geoBox(condition.box);
  if (condition.op === 'any') {
    // Alternatives that hold nowhere add nothing to an OR; with none left the group holds nowhere either.
    const alternatives = condition.conditions.map(expression).filter((part): part is string => part !== null);
    if (alternatives.length === 0) return null;
    return alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(' OR ')})`;
  }
  if (!FIELD.test(condition.field)) throw new Error(`"${condition.field}" is not a valid filter attribute.`);
  if (condition.op === 'in') {
    // IN of no values holds nowhere, like an empty `any`.
    if (condition.value.length === 0) return null;
    return `${condition.field} IN [${condition.value.map(literal).join(', ')}]`;
  }
  return `${condition.field} ${OPERATORS[condition.op]} ${literal(condition.value)}`;
}

/**
 * The adapter-neutral filter for Meilisearch: an array (AND) of string expressions, each OR group a parenthesised
 * `a OR b` inside its element, so `any` nests to any depth (Meilisearch's own array form nests only once).
 * `undefined` when there is no filter. `null` when no document can match: an empty `any` (OR of nothing) is always
 * false, as are an empty box and `in` with no values, but Meilisearch's syntax has no `false` and every condition
 * must name a filterable attribute, so the adapter answers no hits itself instead of asking.
 */
export function toMeiliFilter(filter: IndexFilter | undefined): string[] | undefined | null {
  if (!filter || filter.length === 0) return undefined;
  const parts = filter.map(expression);
  return parts.some((part) => part === null) ? null : (parts as string[]);
}

/**
 * Meilisearch reports an exact `totalHits` only with page/hitsPerPage; use them whenever the offset falls on
 * a page boundary (what paginated screens ask), else offset/limit with the estimate.
 */
export function toMeiliPaging(
  limit: number,
  offset: number,
): { page: number; hitsPerPage: number } | { limit: number; offset: number } {
  if (limit === 0) return { page: 1, hitsPerPage: 0 };
  if (offset % limit === 0) return { page: offset / limit + 1, hitsPerPage: limit };
  return { limit, offset };
}
