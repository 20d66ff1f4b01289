import { allowedTypos, matchWord } from '../typo.ts';
import { Bitset } from './bitset.ts';
import { Posting } from './posting.ts';

/** Typo levels a match can have: 0 (exact or a prefix of the last word), 1, 2. */
const LEVELS = 3;
const DIGITS = /^\d+$/;
const DIGIT_FIRST = /^\d/;

/** Where one query word is found: per typo level and attribute, and where it is found exactly as typed. */
export interface TermHits {
  /** Every document holding the word in any form. */
  any: Bitset;
  /** `levels[typos][attribute]`: documents holding a form with that many typos in that attribute. */
  levels: Array<Array<Bitset | undefined>>;
  /** Documents holding the word exactly as typed (not a prefix, no typo). */
  exact: Bitset;
}

/**
 * The words of the searchable attributes: for each word, the documents holding it in each attribute. A query
 * word is looked up in the vocabulary (exactly, as the prefix of the last word typed, or within the typo budget),
 * so a text search costs in proportion to the vocabulary and to the documents it finds, never to the index.
 */
export class TextIndex {
  /** word -> posting per attribute index. */
  private readonly words = new Map<string, Array<Posting | undefined>>();
  /** First letter -> words: a word under 9 letters only matches words with its first letter. */
  private readonly byFirst = new Map<string, Set<string>>();

  add(slot: number, tokens: string[][]): void {
    tokens.forEach((words, attribute) => {
      for (const word of words) {
        let postings = this.words.get(word);
        if (!postings) {
          postings = [];
          this.words.set(word, postings);
          const first = word[0] as string;
          let bucket = this.byFirst.get(first);
          if (!bucket) {
            bucket = new Set();
            this.byFirst.set(first, bucket);
          }
          bucket.add(word);
        }
        let posting = postings[attribute];
        if (!posting) {
          posting = new Posting();
          postings[attribute] = posting;
        }
        posting.add(slot);
      }
    });
  }

  remove(slot: number, tokens: string[][]): void {
    tokens.forEach((words, attribute) => {
      for (const word of words) {
        const postings = this.words.get(word);
        const posting = postings?.[attribute];
        if (!postings || !posting) continue;
        posting.delete(slot);
        if (posting.size === 0) postings[attribute] = undefined;
        if (postings.every((p) => p === undefined)) {
          this.words.delete(word);
          this.byFirst.get(word[0] as string)?.delete(word);
        }
      }
    });
  }

  clear(): void {
    this.words.clear();
    this.byFirst.clear();
  }

  /**
   * Vocabulary words that can match `term`. A typo on the first letter counts twice, so a word under 9 letters
   * only matches words with its first letter; numbers match exactly or as a prefix, never with a typo (a price
   * or a reference one digit off is another one); and a word whose length differs by more than the typo budget
   * cannot match (but a longer word can hold the last word typed as a prefix).
   */
  private *candidates(term: string, isLast: boolean): Iterable<string> {
    if (DIGITS.test(term)) {
      for (const word of this.byFirst.get(term[0] as string) ?? []) {
        if (word === term || (isLast && word.startsWith(term))) yield word;
      }
      return;
    }
    const budget = allowedTypos(term);
    const words = budget >= 2 ? this.words.keys() : (this.byFirst.get(term[0] as string) ?? []).values();
    for (const word of words) {
      if (DIGIT_FIRST.test(word)) continue;
      if (word.length < term.length - budget) continue;
      if (!isLast && word.length > term.length + budget) continue;
      yield word;
    }
  }

  /** Where `term` is found; `isLast` lets it match as a prefix (the word being typed). */
  find(term: string, isLast: boolean): TermHits {
    const hits: TermHits = {
      any: new Bitset(),
      levels: Array.from({ length: LEVELS }, () => []),
      exact: new Bitset(),
    };
    for (const word of this.candidates(term, isLast)) {
      const match = matchWord(term, word, isLast);
      if (!match) continue;
      const postings = this.words.get(word) as Array<Posting | undefined>;
      const level = hits.levels[match.typos] as Array<Bitset | undefined>;
      postings.forEach((posting, attribute) => {
        if (!posting) return;
        let bits = level[attribute];
        if (!bits) {
          bits = new Bitset();
          level[attribute] = bits;
        }
        posting.addTo(bits);
        posting.addTo(hits.any);
        if (match.exact) posting.addTo(hits.exact);
      });
    }
    return hits;
  }
}

/** How well one document matches a query: Meilisearch's rules words > typo > attribute, then exactness. */
export interface TextRank {
  words: number;
  typos: number;
  attribute: number;
}

/**
 * The rank of `slot` for the query's words: words matched counted from the first (the `last` strategy: a
 * document must hold the first word, and ranks higher the more of the following ones it holds), each word at its
 * best (fewest typos, then earliest attribute).
 */
export function rankOf(slot: number, terms: TermHits[]): TextRank {
  const rank: TextRank = { words: 0, typos: 0, attribute: 0 };
  for (const term of terms) {
    if (!term.any.has(slot)) break;
    rank.words++;
    found: for (let typos = 0; typos < LEVELS; typos++) {
      const level = term.levels[typos] as Array<Bitset | undefined>;
      for (let attribute = 0; attribute < level.length; attribute++) {
        if (level[attribute]?.has(slot)) {
          rank.typos += typos;
          rank.attribute += attribute;
          break found;
        }
      }
    }
  }
  return rank;
}
