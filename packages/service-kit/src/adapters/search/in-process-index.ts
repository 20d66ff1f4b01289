import { rm } from 'node:fs/promises';
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
import { MemoryIndex } from './engine/memory-index.ts';
import {
  appendLines,
  entryLines,
  headerLine,
  type JournalEntry,
  type LegacySnapshot,
  parseJournal,
  readIfExists,
  writeWhole,
} from './journal.ts';

export interface InProcessIndexOptions {
  /** Folder for the indexes' files (`DATA_DIR/index`); without it the indexes live in memory only. */
  dir?: string;
  log?: Logger;
  /** Changes are written at most this long after they happen, together (default 250 ms). */
  persistDelayMs?: number;
}

interface Named {
  name: string;
  engine: MemoryIndex;
  /** Changes not yet on disk, in order. */
  pending: JournalEntry[];
  /** Change lines in the file after its last whole write. */
  linesInFile: number;
  /** The file must be written whole (new settings, a legacy snapshot, a failed write). */
  rewrite: boolean;
  timer?: NodeJS.Timeout;
  writing: Promise<void>;
}

const DEFAULT_SETTINGS: IndexSettings = {
  primaryKey: 'id',
  searchableAttributes: ['*'],
  filterableAttributes: [],
  sortableAttributes: [],
};

const NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** A file is written whole again once it holds more change lines than this many times the documents. */
const COMPACT_RATIO = 2;
const COMPACT_MIN_LINES = 1000;

/**
 * The search index port in this process (embedded mode, and a distributed search service without
 * `MEILI_URL`): each index a `MemoryIndex` (postings and kept orders, see engine/), kept on disk as a journal
 * of its changes (journal.ts) written shortly after they happen.
 */
export function createInProcessIndex(options: InProcessIndexOptions = {}): SearchIndex {
  const indexes = new Map<string, Named>();
  const loading = new Map<string, Promise<Named | null>>();
  const delay = options.persistDelayMs ?? 250;
  let closed = false;

  const fileOf = (name: string) => join(options.dir as string, `${name}.ndjson`);
  const legacyFileOf = (name: string) => join(options.dir as string, `${name}.json`);

  function unreadable(file: string, error: unknown): StartupError {
    return new StartupError(
      `${file} is not a readable search index (${(error as Error).message}). Move it away to rebuild the index from its source, or point DATA_DIR elsewhere. Nothing was deleted.`,
    );
  }

  async function load(name: string): Promise<Named | null> {
    if (!NAME.test(name)) throw new Error(`Index name "${name}" must be 1-64 letters, digits, "_" or "-".`);
    if (!options.dir) return null;
    const file = fileOf(name);
    const bytes = await readIfExists(file);
    if (bytes) {
      try {
        const { settings, entries } = parseJournal(bytes);
        const engine = new MemoryIndex(settings);
        for (const entry of entries) apply(engine, entry);
        return named(name, engine, { linesInFile: entries.length, rewrite: false });
      } catch (error) {
        throw unreadable(file, error);
      }
    }
    // The earlier whole-JSON snapshot: read once, then written in the journal format.
    const legacy = await readIfExists(legacyFileOf(name));
    if (!legacy) return null;
    try {
      const snapshot = JSON.parse(legacy.toString('utf8')) as LegacySnapshot;
      const engine = new MemoryIndex(snapshot.settings);
      for (const document of snapshot.documents) engine.put(document);
      const index = named(name, engine, { linesInFile: 0, rewrite: true });
      persistSoon(index);
      return index;
    } catch (error) {
      throw unreadable(legacyFileOf(name), error);
    }
  }

  function apply(engine: MemoryIndex, entry: JournalEntry): void {
    if (entry.op === 'put') engine.put(JSON.parse(entry.raw.toString('utf8')) as IndexDocument, entry.raw);
    else if (entry.op === 'delete') engine.delete(entry.id);
    else engine.clear();
  }

  function named(name: string, engine: MemoryIndex, state: { linesInFile: number; rewrite: boolean }): Named {
    return { name, engine, pending: [], ...state, writing: Promise.resolve() };
  }

  async function find(name: string): Promise<Named | null> {
    const known = indexes.get(name);
    if (known) return known;
    let pending = loading.get(name);
    if (!pending) {
      pending = load(name).then(
        (index) => {
          if (index && !indexes.has(name)) indexes.set(name, index);
          loading.delete(name);
          return indexes.get(name) ?? null;
        },
        (error: unknown) => {
          loading.delete(name);
          throw error;
        },
      );
      loading.set(name, pending);
    }
    return pending;
  }

  async function findOrCreate(name: string, settings: IndexSettings = DEFAULT_SETTINGS): Promise<Named> {
    const found = await find(name);
    if (found) return found;
    // A new index's file starts with its header and grows by appends like any other.
    const index = named(name, new MemoryIndex(settings), { linesInFile: 0, rewrite: false });
    indexes.set(name, index);
    persistSoon(index);
    return index;
  }

  async function write(index: Named): Promise<void> {
    if (!options.dir) return;
    const file = fileOf(index.name);
    const changes = index.pending.splice(0);
    try {
      const compact =
        index.rewrite ||
        index.linesInFile + changes.length > Math.max(COMPACT_MIN_LINES, COMPACT_RATIO * index.engine.size);
      if (compact) {
        // The engine already holds every pending change: write what it holds.
        const documents = index.engine.byteDocuments().map((raw) => ({ op: 'put' as const, raw }));
        await writeWhole(file, options.dir, [headerLine(index.engine.settings), ...entryLines(documents)]);
        index.linesInFile = documents.length;
        index.rewrite = false;
        await rm(legacyFileOf(index.name), { force: true });
      } else {
        await appendLines(file, options.dir, headerLine(index.engine.settings), entryLines(changes));
        index.linesInFile += changes.length;
      }
    } catch (error) {
      // Written whole next time, so nothing is left out of the file.
      index.rewrite = true;
      options.log?.error({ err: error, index: index.name }, 'search index changes not saved');
    }
  }

  function persistSoon(index: Named): void {
    if (!options.dir || index.timer) return;
    index.timer = setTimeout(() => {
      index.timer = undefined;
      index.writing = index.writing.then(() => write(index));
    }, delay);
  }

  function record(index: Named, entries: JournalEntry[]): void {
    if (!options.dir) return;
    index.pending.push(...entries);
    persistSoon(index);
  }

  async function flush(index: Named): Promise<void> {
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

  return {
    adapter: 'in-process',

    async ensureIndex(name, settings) {
      assertOpen();
      const index = await findOrCreate(name, settings);
      if (JSON.stringify(index.engine.settings) === JSON.stringify(settings)) return;
      index.engine.reconfigure(settings);
      index.rewrite = true;
      persistSoon(index);
    },

    async upsert(name, documents) {
      assertOpen();
      const index = await findOrCreate(name);
      const entries: JournalEntry[] = [];
      try {
        for (const document of documents) {
          // Meilisearch replaces the whole document and keeps its place in the default order.
          entries.push({ op: 'put', raw: index.engine.put(document) });
        }
      } finally {
        // What was applied before a bad document is kept on disk too.
        record(index, entries);
      }
    },

    async delete(name, ids) {
      assertOpen();
      const index = await find(name);
      if (!index) return;
      const entries: JournalEntry[] = [];
      for (const id of ids) if (index.engine.delete(id)) entries.push({ op: 'delete', id });
      record(index, entries);
    },

    async get<D extends IndexDocument>(name: string, id: string | number) {
      assertOpen();
      const json = (await find(name))?.engine.json(id);
      return json ? (JSON.parse(json) as D) : null;
    },

    async search<D extends IndexDocument>(name: string, query: IndexQuery): Promise<IndexResult<D>> {
      assertOpen();
      const index = await find(name);
      if (!index) return { hits: [], total: 0 };
      const { slots, total } = index.engine.searchSlots(query);
      return { hits: index.engine.documents<D>(slots, query.attributes), total };
    },

    async count(name) {
      assertOpen();
      return (await find(name))?.engine.size ?? 0;
    },

    async clear(name) {
      assertOpen();
      const index = await find(name);
      if (!index) return;
      index.engine.clear();
      record(index, [{ op: 'clear' }]);
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
