/** Meilisearch's default typo budget: none under 5 characters, 1 from 5, 2 from 9. */
export function allowedTypos(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Damerau-Levenshtein distance (a swap of two neighbours is one typo), or `max + 1` once it exceeds `max`.
 * With `prefix`, the distance to the closest prefix of `candidate` (the word the user is still typing).
 */
export function typoDistance(query: string, candidate: string, max: number, prefix = false): number {
  const a = [...query];
  const b = [...candidate];
  if (!prefix && Math.abs(a.length - b.length) > max) return max + 1;
  // rows[i][j]: distance between a[0..i) and b[0..j)
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  const distance = prefix ? Math.min(...previous) : (previous[b.length] as number);
  return Math.min(distance, max + 1);
}

export interface WordMatch {
  typos: number;
  /** The whole word matched as typed (not a prefix, no typo). */
  exact: boolean;
}

/**
 * Matches one query word against one indexed word like Meilisearch: exact, prefix (last query word only), or
 * within the typo budget, where a typo on the first letter counts twice.
 */
export function matchWord(query: string, word: string, isLast: boolean): WordMatch | null {
  if (query === word) return { typos: 0, exact: true };
  if (isLast && word.startsWith(query)) return { typos: 0, exact: false };
  const budget = allowedTypos(query);
  if (budget === 0) return null;
  const firstLetterPenalty = query[0] === word[0] ? 0 : 1;
  if (firstLetterPenalty >= budget) return null;
  const typos = typoDistance(query, word, budget - firstLetterPenalty, isLast) + firstLetterPenalty;
  return typos <= budget ? { typos, exact: false } : null;
}
