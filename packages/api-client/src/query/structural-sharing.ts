/**
 * `next`, with every part that equals the same part of `prev` replaced by `prev`'s (React Query's
 * `replaceEqualDeep`): an answer equal to the one shown is the same object, so nothing re-renders, and an answer
 * that changed one field keeps the other fields' objects, so only what reads the changed one re-renders. Plain
 * JSON data only (arrays and plain objects); anything else is compared by identity.
 */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  const arrays = Array.isArray(prev) && Array.isArray(next);
  if (!arrays && !(isPlainObject(prev) && isPlainObject(next))) return next;
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = arrays ? (next as unknown[]).map((_, index) => String(index)) : Object.keys(after);
  const beforeCount = arrays ? (prev as unknown[]).length : Object.keys(before).length;
  const copy = (arrays ? [] : {}) as Record<string, unknown>;
  let same = keys.length === beforeCount;
  for (const key of keys) {
    const value = replaceEqualDeep(before[key], after[key]);
    copy[key] = value;
    if (value !== before[key] || (value === undefined && !(key in before))) same = false;
  }
  return (same ? prev : copy) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
