import type { IndexFilter } from '../../ports/search-index.ts';

const FIELD = /^[A-Za-z0-9_][A-Za-z0-9_.]*$/;

function literal(value: string | number | boolean): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Filter value ${value} is not a finite number.`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const OPERATORS = { eq: '=', ne: '!=', gte: '>=', lte: '<=', gt: '>', lt: '<' } as const;

/** The adapter-neutral filter as Meilisearch filter expressions; an array means AND. */
export function toMeiliFilter(filter: IndexFilter | undefined): string[] | undefined {
  if (!filter || filter.length === 0) return undefined;
  return filter.map((condition) => {
    if (!FIELD.test(condition.field))
      throw new Error(`"${condition.field}" is not a valid filter attribute.`);
    if (condition.op === 'in') return `${condition.field} IN [${condition.value.map(literal).join(', ')}]`;
    return `${condition.field} ${OPERATORS[condition.op]} ${literal(condition.value)}`;
  });
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
