import { useCallback, useMemo, useState } from 'react';

export type FieldValues<K extends string> = Record<K, number | null>;

/**
 * The numbers of a calculator's fields; a field whose text is empty or unusable holds null. `complete` is the
 * set of numbers when every field has one, else null (then no result is worked out, so none can be NaN).
 */
export function useFieldValues<K extends string>(initial: Record<K, number>) {
  const [values, setValues] = useState<FieldValues<K>>(initial);
  const set = useCallback((key: K, value: number | null) => {
    setValues((previous) => ({ ...previous, [key]: value }));
  }, []);
  const update = useCallback((changes: Partial<FieldValues<K>>) => {
    setValues((previous) => ({ ...previous, ...changes }));
  }, []);
  const complete = useMemo(
    () =>
      Object.values<number | null>(values).every((value) => value !== null && Number.isFinite(value))
        ? (values as Record<K, number>)
        : null,
    [values],
  );
  return { values, set, update, complete };
}
