import {
  GEO_FIELD,
  type IndexCondition,
  type IndexDocument,
  type IndexFilter,
} from '../../ports/search-index.ts';

/** Reads `a.b.c`; through arrays it collects every element's value (Meilisearch's nested-field semantics). */
export function valuesAt(document: unknown, path: string): unknown[] {
  let current: unknown[] = [document];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      const items = Array.isArray(value) ? value : [value];
      for (const item of items) {
        if (item !== null && typeof item === 'object' && part in item)
          next.push((item as Record<string, unknown>)[part]);
      }
    }
    current = next;
  }
  return current
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value) => value != null);
}

/**
 * `valuesAt` for one path, prepared once: a top-level attribute (nearly every one) is read without splitting the
 * path or collecting through arrays on the way.
 */
export function readerOf(path: string): (document: unknown) => unknown[] {
  if (path.includes('.')) return (document) => valuesAt(document, path);
  return (document) => {
    const value = (document as Record<string, unknown>)[path];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return [value];
    return value.flatMap((item) => (Array.isArray(item) ? item : [item])).filter((item) => item != null);
  };
}

// Meilisearch compares filter strings case-insensitively and treats booleans as the strings true/false.
export const asKey = (value: unknown): string => String(value).toLowerCase();

export const asNumber = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : Number.NaN;

/** The fields a condition reads (for checking they are filterable). */
export function conditionFields(condition: IndexCondition): string[] {
  if (condition.op === 'any') return condition.conditions.flatMap(conditionFields);
  if (condition.op === 'geoBox') return [GEO_FIELD];
  return [condition.field];
}

/**
 * Whether one document passes a condition, by reading it: the reference semantics both adapters follow (tests
 * compare the in-process index's answers with it). On a list attribute a condition holds when one element does;
 * `ne` also holds for a document without the attribute.
 */
export function matchesCondition(document: IndexDocument, condition: IndexCondition): boolean {
  if (condition.op === 'any') return condition.conditions.some((inner) => matchesCondition(document, inner));
  if (condition.op === 'geoBox') {
    const { box } = condition;
    const lat = asNumber(valuesAt(document, `${GEO_FIELD}.lat`)[0]);
    const lng = asNumber(valuesAt(document, `${GEO_FIELD}.lng`)[0]);
    return lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng;
  }
  const values = valuesAt(document, condition.field);
  switch (condition.op) {
    case 'eq':
      return values.some((value) => asKey(value) === asKey(condition.value));
    case 'ne':
      return !values.some((value) => asKey(value) === asKey(condition.value));
    case 'in': {
      const wanted = new Set(condition.value.map(asKey));
      return values.some((value) => wanted.has(asKey(value)));
    }
    default: {
      const limit = condition.value;
      return values.some((value) => {
        const number = asNumber(value);
        if (Number.isNaN(number)) return false;
        if (condition.op === 'gte') return number >= limit;
        if (condition.op === 'lte') return number <= limit;
        if (condition.op === 'gt') return number > limit;
        return number < limit;
      });
    }
  }
}

/** Every condition must hold. */
export function matchesFilter(document: IndexDocument, filter: IndexFilter): boolean {
  return filter.every((condition) => matchesCondition(document, condition));
}

export interface SortRule {
  field: string;
  direction: 1 | -1;
}

export function parseSort(sort: string[] | undefined): SortRule[] {
  return (sort ?? []).map((rule) => {
    const at = rule.lastIndexOf(':');
    const direction = rule.slice(at + 1);
    if (at <= 0 || (direction !== 'asc' && direction !== 'desc')) {
      throw new Error(`Sort "${rule}" must look like "field:asc" or "field:desc".`);
    }
    return { field: rule.slice(0, at), direction: direction === 'asc' ? 1 : -1 };
  });
}

/** Meilisearch order: numbers before strings, documents without the field last in both directions. */
export function compareBySort(a: IndexDocument, b: IndexDocument, rules: SortRule[]): number {
  for (const { field, direction } of rules) {
    const left = valuesAt(a, field)[0];
    const right = valuesAt(b, field)[0];
    if (left === undefined || right === undefined) {
      if (left !== right) return left === undefined ? 1 : -1;
      continue;
    }
    const leftIsNumber = typeof left === 'number';
    const rightIsNumber = typeof right === 'number';
    if (leftIsNumber !== rightIsNumber) return leftIsNumber ? -1 : 1;
    const order = leftIsNumber
      ? (left as number) - (right as number)
      : asKey(left) < asKey(right)
        ? -1
        : asKey(left) > asKey(right)
          ? 1
          : 0;
    if (order !== 0) return order * direction;
  }
  return 0;
}
