import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StartupError } from '../../config/config-error.ts';
import type { Logger } from '../../log/logger.ts';
import type {
  IndexDocument,
  IndexQuery,
  IndexResult,
  IndexSettings,
  SearchIndex,
} from '../../ports/search-index.ts';
import { normalizeForSearch, searchTokens, stripArabicArticle } from '../../text/arabic.ts';
import { compareBySort, matchesFilter, parseSort, valuesAt } from './filter.ts';
import { matchWord } from './typo.ts';

export interface InProcessIndexOptions {
  /** Folder for `<name>.json` snapshots (`DATA_DIR/index`); without it the index lives in memory only. */
  dir?: string;
  log?: Logger;
  /** Writes are batched: a snapshot is written at most this long after a change (default 250 ms). */
  persistDelayMs?: number;
}

interface Entry {
  document: IndexDocument;
  /** Words of each searchable attribute, in attribute order. */
  words: string[][];
  /** Each searchable attribute's whole normalised value, for whole-attribute exactness. */
  values: string[];
}

interface Index {
  name: string;
  settings: IndexSettings;
  entries: Map<string, Entry>;
  timer?: NodeJS.Timeout;
  writing: Promise<void>;
}

interface Snapshot {
  settings: IndexSettings;
  documents: IndexDocument[];
}

const DEFAULT_SETTINGS: IndexSettings = {
  primaryKey: 'id',
  searchableAttributes: ['*'],
  filterableAttributes: [],
  sortableAttributes: [],
};

const DEFAULT_LIMIT = 20;
const NAME = /^[A-Za-z0-9_-]{1,64}$/;

function textValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textValues);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textValues);
  return [];
}

function attributesOf(document: IndexDocument, settings: IndexSettings): string[] {
  return settings.searchableAttributes.includes('*') ? Object.keys(document) : settings.searchableAttributes;
}

function toEntry(document: IndexDocument, settings: IndexSettings): Entry {
  const attributes = attributesOf(document, settings).map((attribute) =>
    valuesAt(document, attribute).flatMap(textValues).join(' '),
  );
  return {
    document,
    words: attributes.map((text) => searchTokens(text)),
    values: attributes.map((text) => normalizeForSearch(text)),
  };
}

interface Rank {
  /** Query words matched, counted from the first (Meilisearch's `last` matching strategy). */
  words: number;
  typos: number;
  attribute: number;
  exact: number;
}

/** How well a document matches, or null; mirrors Meilisearch's rules words > typo > attribute > exactness. */
function rank(entry: Entry, terms: string[], query: string): Rank | null {
  const result: Rank = { words: 0, typos: 0, attribute: 0, exact: 0 };
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t] as string;
    const isLast = t === terms.length - 1;
    let best: { typos: number; attribute: number; exact: boolean } | null = null;
    for (let attribute = 0; attribute < entry.words.length; attribute++) {
      for (const word of entry.words[attribute] as string[]) {
        const match = matchWord(term, word, isLast);
        if (!match) continue;
        const better =
          !best ||
          match.typos < best.typos ||
          (match.typos === best.typos && attribute < best.attribute) ||
          (match.typos === best.typos && attribute === best.attribute && match.exact && !best.exact);
        if (better) best = { typos: match.typos, attribute, exact: match.exact };
      }
    }
    if (!best) break;
    const found = best;
    result.words++;
    result.typos += found.typos;
    result.attribute += found.attribute;
    if (found.exact) result.exact++;
  }
  if (result.words === 0) return null;
  if (entry.values.includes(query)) result.exact += terms.length; // the whole attribute is what was typed
  return result;
}

function compareRank(a: Rank, b: Rank): number {
  return b.words - a.words || a.typos - b.typos || a.attribute - b.attribute;
}

/**
 * A search index in this process with Meilisearch's behaviour for what Manzil uses: prefix search on the last
 * word, typo tolerance (1 typo from 5 letters, 2 from 9), Arabic and Latin normalisation, ranking by matched
 * words, typos, attribute order, then the requested sort, then exactness; filters, sorts, limit/offset and an
 * exact total. Each index is kept in memory and saved to `dir/<name>.json` shortly after a change.
 */
export function createInProcessIndex(options: InProcessIndexOptions = {}): SearchIndex {
  const indexes = new Map<string, Index>();
  const loading = new Map<string, Promise<Index | null>>();
  const delay = options.persistDelayMs ?? 250;
  let closed = false;

  const fileOf = (name: string) => join(options.dir as string, `${name}.json`);

  async function load(name: string): Promise<Index | null> {
    if (!NAME.test(name)) throw new Error(`Index name "${name}" must be 1-64 letters, digits, "_" or "-".`);
    if (!options.dir) return null;
    let text: string;
    try {
      text = await readFile(fileOf(name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const snapshot = JSON.parse(text) as Snapshot;
      const index: Index = {
        name,
        settings: snapshot.settings,
        entries: new Map(),
        writing: Promise.resolve(),
      };
      for (const document of snapshot.documents) {
        index.entries.set(
          String(document[snapshot.settings.primaryKey]),
          toEntry(document, snapshot.settings),
        );
      }
      return index;
    } catch (error) {
      throw new StartupError(
        `${fileOf(name)} is not a readable search index (${(error as Error).message}). Move it away to rebuild the index from its source, or point DATA_DIR elsewhere. Nothing was deleted.`,
      );
    }
  }

  async function find(name: string): Promise<Index | null> {
    const known = indexes.get(name);
    if (known) return known;
    let pending = loading.get(name);
    if (!pending) {
      pending = load(name).then((index) => {
        if (index && !indexes.has(name)) indexes.set(name, index);
        loading.delete(name);
        return indexes.get(name) ?? null;
      });
      loading.set(name, pending);
    }
    return pending;
  }

  async function findOrCreate(name: string, settings: IndexSettings = DEFAULT_SETTINGS): Promise<Index> {
    const found = await find(name);
    if (found) return found;
    const index: Index = { name, settings, entries: new Map(), writing: Promise.resolve() };
    indexes.set(name, index);
    return index;
  }

  async function write(index: Index): Promise<void> {
    if (!options.dir) return;
    const snapshot: Snapshot = {
      settings: index.settings,
      documents: [...index.entries.values()].map((e) => e.document),
    };
    const file = fileOf(index.name);
    const temp = `${file}.${randomUUID()}.tmp`;
    await mkdir(options.dir, { recursive: true });
    try {
      await writeFile(temp, JSON.stringify(snapshot));
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      options.log?.error({ err: error, index: index.name }, 'search index snapshot not saved');
    }
  }

  function persistSoon(index: Index): void {
    if (!options.dir || index.timer) return;
    index.timer = setTimeout(() => {
      index.timer = undefined;
      index.writing = index.writing.then(() => write(index));
    }, delay);
  }

  async function flush(index: Index): Promise<void> {
    if (index.timer) {
      clearTimeout(index.timer);
      index.timer = undefined;
      index.writing = index.writing.then(() => write(index));
    }
    await index.writing;
  }

  function assertOpen(): void {
    if (closed) throw new Error('The search index is closed.');
  }

  function checkAttributes(index: Index, query: IndexQuery): void {
    for (const { field } of query.filter ?? []) {
      if (!index.settings.filterableAttributes.includes(field)) {
        throw new Error(
          `Attribute "${field}" of index "${index.name}" is not filterable; add it to filterableAttributes.`,
        );
      }
    }
    for (const { field } of parseSort(query.sort)) {
      if (!index.settings.sortableAttributes.includes(field)) {
        throw new Error(
          `Attribute "${field}" of index "${index.name}" is not sortable; add it to sortableAttributes.`,
        );
      }
    }
  }

  return {
    adapter: 'in-process',

    async ensureIndex(name, settings) {
      assertOpen();
      const index = await findOrCreate(name, settings);
      if (JSON.stringify(index.settings) === JSON.stringify(settings)) return;
      index.settings = settings;
      for (const [id, entry] of index.entries) index.entries.set(id, toEntry(entry.document, settings));
      persistSoon(index);
    },

    async upsert(name, documents) {
      assertOpen();
      const index = await findOrCreate(name);
      const key = index.settings.primaryKey;
      for (const document of documents) {
        const id = document[key];
        if (typeof id !== 'string' && typeof id !== 'number') {
          throw new Error(`Document without a "${key}" (the primary key of index "${name}").`);
        }
        // Meilisearch replaces the whole document and keeps its place in the default order.
        index.entries.set(String(id), toEntry(structuredClone(document), index.settings));
      }
      persistSoon(index);
    },

    async delete(name, ids) {
      assertOpen();
      const index = await find(name);
      if (!index) return;
      for (const id of ids) index.entries.delete(String(id));
      persistSoon(index);
    },

    async get<D extends IndexDocument>(name: string, id: string | number) {
      assertOpen();
      const entry = (await find(name))?.entries.get(String(id));
      return entry ? (structuredClone(entry.document) as D) : null;
    },

    async search<D extends IndexDocument>(name: string, query: IndexQuery): Promise<IndexResult<D>> {
      assertOpen();
      const index = await find(name);
      if (!index) return { hits: [], total: 0 };
      checkAttributes(index, query);
      const sort = parseSort(query.sort);
      const normalizedQuery = normalizeForSearch(query.q ?? '');
      const terms = normalizedQuery.split(' ').filter(Boolean).map(stripArabicArticle);

      const matches: Array<{ entry: Entry; rank: Rank | null; order: number }> = [];
      let order = 0;
      for (const entry of index.entries.values()) {
        order++;
        if (query.filter && !matchesFilter(entry.document, query.filter)) continue;
        const found = terms.length > 0 ? rank(entry, terms, normalizedQuery) : null;
        if (terms.length > 0 && !found) continue;
        matches.push({ entry, rank: found, order });
      }
      matches.sort(
        (a, b) =>
          (a.rank && b.rank ? compareRank(a.rank, b.rank) : 0) ||
          compareBySort(a.entry.document, b.entry.document, sort) ||
          (a.rank && b.rank ? b.rank.exact - a.rank.exact : 0) ||
          a.order - b.order,
      );
      const offset = Math.max(0, query.offset ?? 0);
      const limit = Math.max(0, query.limit ?? DEFAULT_LIMIT);
      return {
        hits: matches
          .slice(offset, offset + limit)
          .map((match) => structuredClone(match.entry.document) as D),
        total: matches.length,
      };
    },

    async count(name) {
      assertOpen();
      return (await find(name))?.entries.size ?? 0;
    },

    async clear(name) {
      assertOpen();
      const index = await find(name);
      if (!index) return;
      index.entries.clear();
      persistSoon(index);
    },

    async health() {
      return { name: 'index', adapter: 'in-process', ok: !closed, ...(closed ? { detail: 'closed' } : {}) };
    },

    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...indexes.values()].map(flush));
    },
  };
}
