/** What names a query in the cache: a list of plain values (`['property', 12]`, `['search', { page: 2 }]`). */
export type QueryKey = readonly unknown[];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/**
 * A key as one string: JSON with every object's properties in sorted order, so `{ page, q }` and `{ q, page }`
 * name the same query. It is also the query's id in the page state the gateway writes.
 */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) => {
    if (!isPlainObject(value)) return value;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort()) sorted[name] = value[name];
    return sorted;
  });
}

/** Whether `key` begins with the parts of `prefix` (each equal by value): `['admin']` matches `['admin', 'areas']`. */
export function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  if (prefix.length > key.length) return false;
  return prefix.every((part, index) => hashKey([part]) === hashKey([key[index]]));
}
