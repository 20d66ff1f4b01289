import {
  GEO_FIELD,
  type IndexCondition,
  type IndexDocument,
  type IndexQuery,
  type IndexSettings,
} from '../../../ports/search-index.ts';
import { normalizeForSearch, searchTokens, stripArabicArticle } from '../../../text/arabic.ts';
import { asKey, asNumber, conditionFields, parseSort, readerOf, type SortRule } from '../filter.ts';
import { Bitset } from './bitset.ts';
import { DocumentStore } from './document-store.ts';
import { compareKeys, OrderedColumn, type SortKey } from './ordered-column.ts';
import { PostingMap } from './posting.ts';
import { SortedOrder } from './sorted-order.ts';
import { rankOf, type TermHits, TextIndex, type TextRank } from './text-index.ts';

const DEFAULT_LIMIT = 20;
/** Meilisearch's default `pagination.maxTotalHits`. */
export const DEFAULT_MAX_TOTAL_HITS = 1000;
/** Below this share of the index, matches are collected and sorted rather than found by walking an order. */
const SORT_MATCHES_BELOW = 1 / 16;
/** Sort rule lists whose whole order is kept (the most recently used ones); each write updates each of them. */
const KEPT_ORDERS = 12;

const GEO_LAT = `${GEO_FIELD}.lat`;
const GEO_LNG = `${GEO_FIELD}.lng`;

export class IndexUsageError extends Error {
  override readonly name = 'IndexUsageError';
}

function textValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textValues);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textValues);
  return [];
}

const sortKeyOf = (value: unknown): SortKey | undefined =>
  value === undefined || value === null ? undefined : typeof value === 'number' ? value : asKey(value);

/** What one query reads: its hits as slots and how many documents match. */
export interface SlotResult {
  slots: number[];
  total: number;
}

/**
 * One search index held in memory: the documents (each kept as its JSON bytes, parsed only when answered) and,
 * for every filterable attribute, postings per value and an ordered column of its numbers; for every sortable
 * attribute, the documents kept in its order; for the searchable attributes, the postings of every word.
 * A query combines postings as bitsets, then walks a kept order (or sorts the few matches) only as far as the
 * page it answers, so it costs in proportion to what it matches and returns, not to the size of the index.
 *
 * Semantics are Meilisearch's for what the port offers (see `filter.ts` for the reference): case-insensitive
 * equality, lists match by any element, `ne` holds without the attribute, documents without a sort attribute last
 * in both directions, ranking words > typo > attribute > sort > exactness, `maxTotalHits`.
 */
export class MemoryIndex {
  private readonly slotOf = new Map<string, number>();
  private readonly store = new DocumentStore();
  /** Slots handed out so far (a deleted document's slot is not reused, so the default order holds). */
  private slots = 0;
  private readonly alive = new Bitset();
  private live = 0;
  private terms = new Map<string, PostingMap<string>>();
  private ranges = new Map<string, OrderedColumn>();
  private sorts = new Map<string, OrderedColumn>();
  /** The whole order of each recently used list of sort rules, by the rules' text. */
  private orders = new Map<string, SortedOrder>();
  private text = new TextIndex();
  /** With `searchableAttributes: ['*']`, attributes in the order first seen. */
  private readonly seenAttributes: string[] = [];
  /** Prepared readers of the filterable, sortable and searchable attributes. */
  private readers = new Map<string, (document: unknown) => unknown[]>();

  constructor(private current: IndexSettings) {
    this.prepare();
  }

  get settings(): IndexSettings {
    return this.current;
  }

  get size(): number {
    return this.live;
  }

  /** New settings: every structure is rebuilt from the stored documents. */
  reconfigure(settings: IndexSettings): void {
    const documents = this.jsonDocuments();
    this.current = settings;
    this.reset();
    for (const json of documents) this.put(JSON.parse(json) as IndexDocument, json);
  }

  private read(document: IndexDocument, path: string): unknown[] {
    let reader = this.readers.get(path);
    if (!reader) {
      reader = readerOf(path);
      this.readers.set(path, reader);
    }
    return reader(document);
  }

  private prepare(): void {
    this.terms = new Map();
    this.ranges = new Map();
    this.sorts = new Map();
    for (const field of this.current.filterableAttributes) {
      if (field === GEO_FIELD) {
        this.ranges.set(GEO_LAT, new OrderedColumn(true));
        this.ranges.set(GEO_LNG, new OrderedColumn(true));
        continue;
      }
      this.terms.set(field, new PostingMap());
      this.ranges.set(field, new OrderedColumn(false));
    }
    for (const field of this.current.sortableAttributes) this.sorts.set(field, new OrderedColumn(true));
    this.orders = new Map();
    this.text = new TextIndex();
  }

  private reset(): void {
    this.slotOf.clear();
    this.store.clear();
    this.slots = 0;
    this.alive.words.fill(0);
    this.live = 0;
    this.seenAttributes.length = 0;
    this.prepare();
  }

  clear(): void {
    this.reset();
  }

  /**
   * Adds or replaces a document (a replaced one keeps its place in the default order). `json` is the document
   * already serialised (text or UTF-8 bytes), when the caller has it. Answers the stored bytes (a view: write
   * them out before the next change).
   */
  put(document: IndexDocument, json?: string | Buffer): Buffer {
    const id = document[this.current.primaryKey];
    if (typeof id !== 'string' && typeof id !== 'number') {
      throw new IndexUsageError(`Document without a "${this.current.primaryKey}" (the primary key).`);
    }
    const key = String(id);
    let slot = this.slotOf.get(key);
    if (slot === undefined) {
      slot = this.slots++;
      this.slotOf.set(key, slot);
      this.live++;
    } else {
      this.unindex(slot);
    }
    this.store.set(slot, json ?? JSON.stringify(document));
    this.index(slot, document);
    return this.store.bytes(slot);
  }

  delete(id: string | number): boolean {
    const key = String(id);
    const slot = this.slotOf.get(key);
    if (slot === undefined) return false;
    this.unindex(slot);
    this.slotOf.delete(key);
    this.store.delete(slot);
    this.live--;
    // Slots left by deletions are reclaimed once they outnumber the documents.
    if (this.slots > 1024 && this.slots > 2 * this.live) this.reconfigure(this.current);
    return true;
  }

  /** The stored UTF-8 JSON of a document (a view: write it out before the next change), undefined if none. */
  bytes(id: string | number): Buffer | undefined {
    const slot = this.slotOf.get(String(id));
    return slot === undefined ? undefined : this.store.bytes(slot);
  }

  /** The stored JSON of a document, undefined when there is none. */
  json(id: string | number): string | undefined {
    const slot = this.slotOf.get(String(id));
    return slot === undefined ? undefined : this.store.json(slot);
  }

  /** Every stored document's JSON, in the default order. */
  jsonDocuments(): string[] {
    const documents: string[] = [];
    for (let slot = 0; slot < this.slots; slot++)
      if (this.store.has(slot)) documents.push(this.store.json(slot));
    return documents;
  }

  /** Every stored document's UTF-8 bytes, in the default order (views: write them before the next change). */
  byteDocuments(): Buffer[] {
    const documents: Buffer[] = [];
    for (let slot = 0; slot < this.slots; slot++)
      if (this.store.has(slot)) documents.push(this.store.bytes(slot));
    return documents;
  }

  private documentAt(slot: number): IndexDocument {
    return JSON.parse(this.store.json(slot)) as IndexDocument;
  }

  private searchableAttributes(document: IndexDocument): string[] {
    const declared = this.current.searchableAttributes;
    if (!declared.includes('*')) return declared;
    for (const field of Object.keys(document)) {
      if (!this.seenAttributes.includes(field)) this.seenAttributes.push(field);
    }
    return this.seenAttributes;
  }

  /** The normalised text of each searchable attribute, in attribute order. */
  private attributeTexts(document: IndexDocument): string[] {
    return this.searchableAttributes(document).map((attribute) =>
      this.read(document, attribute).flatMap(textValues).join(' '),
    );
  }

  private index(slot: number, document: IndexDocument): void {
    this.alive.add(slot);
    this.eachFilterValue(document, (field, values) => {
      const postings = this.terms.get(field);
      if (postings) for (const value of values) postings.add(asKey(value), slot);
      const numbers = values.map(asNumber).filter((n) => !Number.isNaN(n));
      if (numbers.length > 0) this.ranges.get(field)?.set(slot, numbers);
    });
    for (const [field, column] of this.sorts) {
      const key = sortKeyOf(this.read(document, field)[0]);
      if (key !== undefined) column.set(slot, [key]);
    }
    for (const order of this.orders.values()) order.add(slot);
    this.text.add(slot, this.tokens(document));
  }

  private unindex(slot: number): void {
    const document = this.documentAt(slot);
    // Out of the kept orders first, while its sort keys still say where it is.
    for (const order of this.orders.values()) order.remove(slot);
    this.alive.delete(slot);
    this.eachFilterValue(document, (field, values) => {
      const postings = this.terms.get(field);
      if (postings) for (const value of values) postings.delete(asKey(value), slot);
      this.ranges.get(field)?.remove(slot);
    });
    for (const column of this.sorts.values()) column.remove(slot);
    this.text.remove(slot, this.tokens(document));
  }

  private eachFilterValue(document: IndexDocument, use: (field: string, values: unknown[]) => void): void {
    for (const field of this.current.filterableAttributes) {
      if (field === GEO_FIELD) {
        use(GEO_LAT, this.read(document, GEO_LAT).slice(0, 1));
        use(GEO_LNG, this.read(document, GEO_LNG).slice(0, 1));
      } else {
        use(field, this.read(document, field));
      }
    }
  }

  private tokens(document: IndexDocument): string[][] {
    return this.attributeTexts(document).map((text) => searchTokens(text));
  }

  // -------------------------------------------------------------------------------------------- queries

  private check(query: IndexQuery, rules: SortRule[]): void {
    for (const field of (query.filter ?? []).flatMap(conditionFields)) {
      if (!this.current.filterableAttributes.includes(field)) {
        throw new IndexUsageError(`Attribute "${field}" is not filterable; add it to filterableAttributes.`);
      }
    }
    for (const { field } of rules) {
      if (!this.sorts.has(field)) {
        throw new IndexUsageError(`Attribute "${field}" is not sortable; add it to sortableAttributes.`);
      }
    }
  }

  private capacity(): number {
    return this.slots;
  }

  /** The documents passing one condition. */
  private matching(condition: IndexCondition): Bitset {
    switch (condition.op) {
      case 'any': {
        const union = new Bitset(this.capacity());
        for (const inner of condition.conditions) union.or(this.matching(inner));
        return union;
      }
      case 'geoBox': {
        const { box } = condition;
        const lat = this.ranges.get(GEO_LAT) as OrderedColumn;
        const lng = this.ranges.get(GEO_LNG) as OrderedColumn;
        const size = this.capacity();
        return lat
          .range(box.minLat, box.maxLat, true, true, size)
          .and(lng.range(box.minLng, box.maxLng, true, true, size));
      }
      case 'eq':
        return this.posting(condition.field, condition.value);
      case 'ne':
        return this.alive.clone().andNot(this.posting(condition.field, condition.value));
      case 'in': {
        const union = new Bitset(this.capacity());
        for (const value of condition.value) union.or(this.posting(condition.field, value));
        return union;
      }
      default: {
        const column = this.ranges.get(condition.field) as OrderedColumn;
        const limit = condition.value;
        const size = this.capacity();
        if (condition.op === 'gte') return column.range(limit, Number.POSITIVE_INFINITY, true, true, size);
        if (condition.op === 'gt') return column.range(limit, Number.POSITIVE_INFINITY, false, true, size);
        if (condition.op === 'lte') return column.range(Number.NEGATIVE_INFINITY, limit, true, true, size);
        return column.range(Number.NEGATIVE_INFINITY, limit, true, false, size);
      }
    }
  }

  private posting(field: string, value: unknown): Bitset {
    return this.terms.get(field)?.get(asKey(value))?.toBitset() ?? new Bitset();
  }

  /** Runs a query: the slots of the requested page and the total. */
  searchSlots(query: IndexQuery): SlotResult {
    const rules = parseSort(query.sort);
    this.check(query, rules);
    const candidates = this.alive.clone();
    for (const condition of query.filter ?? []) candidates.and(this.matching(condition));

    const normalized = normalizeForSearch(query.q ?? '');
    const words = normalized.split(' ').filter(Boolean).map(stripArabicArticle);
    const maxTotal = this.current.maxTotalHits ?? DEFAULT_MAX_TOTAL_HITS;
    const offset = Math.max(0, query.offset ?? 0);
    const limit = Math.max(0, query.limit ?? DEFAULT_LIMIT);
    const needed = Math.min(offset + limit, maxTotal);

    if (words.length === 0) {
      const total = Math.min(candidates.count(), maxTotal);
      const slots = needed > offset ? this.order(candidates, rules, needed) : [];
      return { slots: slots.slice(offset, needed), total };
    }

    const terms = words.map((word, i) => this.text.find(word, i === words.length - 1));
    if (query.matchingStrategy === 'all') for (const term of terms) candidates.and(term.any);
    else candidates.and((terms[0] as TermHits).any);
    const total = Math.min(candidates.count(), maxTotal);
    if (needed <= offset) return { slots: [], total };

    // Buckets of equal rank (words, typos, attribute), best first; within one, the sort then exactness decide.
    const buckets = new Map<number, Bitset>();
    for (const slot of candidates.toArray()) {
      const key = rankKey(rankOf(slot, terms), terms.length);
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = new Bitset(this.capacity());
        buckets.set(key, bucket);
      }
      bucket.add(slot);
    }
    const exactness = this.exactness(terms, normalized);
    const slots: number[] = [];
    for (const key of [...buckets.keys()].sort((a, b) => a - b)) {
      slots.push(...this.order(buckets.get(key) as Bitset, rules, needed - slots.length, exactness));
      if (slots.length >= needed) break;
    }
    return { slots: slots.slice(offset, needed), total };
  }

  /** Documents for slots, parsed, with only `attributes` when given. */
  documents<D extends IndexDocument>(slots: number[], attributes?: string[]): D[] {
    return slots.map((slot) => {
      const document = this.documentAt(slot);
      if (!attributes) return document as D;
      const picked: Record<string, unknown> = {};
      for (const attribute of attributes) if (attribute in document) picked[attribute] = document[attribute];
      return picked as D;
    });
  }

  /**
   * The first `needed` slots of `candidates` in sort order (documents without the first rule's attribute after
   * the others), ties broken by the remaining rules, then `tie`, then the default order.
   */
  private order(
    candidates: Bitset,
    rules: SortRule[],
    needed: number,
    tie?: (a: number, b: number) => number,
  ): number[] {
    const [first] = rules;
    if (!first) {
      if (!tie) return candidates.first(needed);
      const compare = this.comparator([], tie);
      return candidates
        .toArray()
        .sort((a, b) => compare(a, b))
        .slice(0, needed);
    }
    const count = candidates.count();
    // Walking a kept order costs about needed / (share matching) steps; sorting the matches, a few comparisons
    // per match and level: the cheaper one answers (a page of an area's listings walks, a rare filter sorts).
    const walkSteps = (needed * this.live) / Math.max(1, count);
    const sortSteps = 4 * count * Math.log2(count + 1);
    if (tie ? count < this.live * SORT_MATCHES_BELOW : sortSteps < walkSteps) {
      const full = this.comparator(rules, tie);
      return candidates
        .toArray()
        .sort((a, b) => full(a, b))
        .slice(0, needed);
    }
    // The whole order of these rules is kept: take the first matches.
    if (!tie) return this.keptOrder(rules).firstIn(candidates, needed);
    const result: number[] = [];
    // With a text query the ties are broken by exactness too: walk the first rule's column and order each run of
    // equal values, until the page is full and the run it ends in is complete.
    const column = this.sorts.get(first.field) as OrderedColumn;
    const compare = this.comparator(rules.slice(1), tie);
    let run: number[] = [];
    let runKey: SortKey | undefined;
    const flush = () => {
      if (run.length > 1) run.sort(compare);
      result.push(...run);
      run = [];
    };
    column.walk(first.direction === -1, (slot, key) => {
      if (!candidates.has(slot)) return true;
      if (runKey === undefined || compareKeys(key, runKey) !== 0) {
        flush();
        if (result.length >= needed) return false;
        runKey = key;
      }
      run.push(slot);
      return true;
    });
    flush();
    if (result.length < needed) {
      const without = candidates.clone().andNot(column.present(this.capacity())).toArray().sort(compare);
      result.push(...without);
    }
    return result.slice(0, needed);
  }

  /** The kept order of a list of sort rules, made at its first use; the least recently used one goes past 12. */
  private keptOrder(rules: SortRule[]): SortedOrder {
    const key = rules.map((rule) => `${rule.field}:${rule.direction}`).join(',');
    let order = this.orders.get(key);
    if (order) {
      this.orders.delete(key);
    } else {
      order = new SortedOrder(this.comparator(rules), () => this.alive.toArray());
      if (this.orders.size >= KEPT_ORDERS) this.orders.delete(this.orders.keys().next().value as string);
    }
    this.orders.set(key, order);
    return order;
  }

  /** Orders slots by `rules` (documents without an attribute after those with it), then `tie`, then slot. */
  private comparator(
    rules: SortRule[],
    tie?: (a: number, b: number) => number,
  ): (a: number, b: number) => number {
    const columns = rules.map((rule) => ({ column: this.sorts.get(rule.field) as OrderedColumn, rule }));
    return (a, b) => {
      for (const { column, rule } of columns) {
        const left = column.first(a);
        const right = column.first(b);
        if (left === undefined || right === undefined) {
          if (left !== right) return left === undefined ? 1 : -1;
          continue;
        }
        const order = compareKeys(left, right);
        if (order !== 0) return order * rule.direction;
      }
      return (tie ? tie(a, b) : 0) || a - b;
    };
  }

  /**
   * Meilisearch's last ranking rule, as a comparison: more query words found exactly as typed first, and a
   * document with an attribute that is the whole query before others. Computed only for documents that tie on
   * everything before it.
   */
  private exactness(terms: TermHits[], normalized: string): (a: number, b: number) => number {
    const scores = new Map<number, number>();
    const score = (slot: number) => {
      let value = scores.get(slot);
      if (value === undefined) {
        value = terms.filter((term) => term.exact.has(slot)).length;
        const texts = this.attributeTexts(this.documentAt(slot));
        if (texts.some((text) => normalizeForSearch(text) === normalized)) value += terms.length;
        scores.set(slot, value);
      }
      return value;
    };
    return (a, b) => score(b) - score(a);
  }
}

/** One number ordering ranks best first: more words, then fewer typos, then earlier attributes. */
function rankKey(rank: TextRank, terms: number): number {
  return (terms - rank.words) * 1_000_000 + rank.typos * 1_000 + rank.attribute;
}
