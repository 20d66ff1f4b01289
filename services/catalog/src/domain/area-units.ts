export const SQFT_PER_SQM = 10.763_910_416_7;

/** Built-up area in sqft whatever unit it was entered in, so filters and sorts compare like with like. */
export function toSqft(area: number | null | undefined, unit: 'sqft' | 'sqm'): number | null {
  if (area === null || area === undefined) return null;
  return unit === 'sqm' ? Math.round(area * SQFT_PER_SQM * 100) / 100 : area;
}
