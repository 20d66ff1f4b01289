import type { IndexDocument, IndexFilter } from '../../ports/search-index.ts';

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

// Meilisearch compares filter strings case-insensitively and treats booleans as the strings true/false.
const asKey = (value: unknown) => String(value).toLowerCase();

const asNumber = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : Number.NaN;

/** Every condition must hold; on a list attribute a condition holds when one element satisfies it. */
export function matchesFilter(document: IndexDocument, filter: IndexFilter): boolean {
  return filter.every((condition) => {
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
  });
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
