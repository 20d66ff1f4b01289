import { Meilisearch, MeilisearchApiError, type SearchParams, type Settings, type Task } from 'meilisearch';
import { StartupError } from '../../config/config-error.ts';
import type {
  IndexDocument,
  IndexQuery,
  IndexResult,
  IndexSettings,
  SearchIndex,
} from '../../ports/search-index.ts';
import { toMeiliFilter, toMeiliPaging } from './meili-filter.ts';

export interface MeilisearchIndexOptions {
  url: string;
  apiKey?: string;
  /** Used in tests to record requests; defaults to `fetch`. */
  httpClient?: (...args: Parameters<typeof fetch>) => Promise<unknown>;
  /** Per request (default 10 s). */
  timeoutMs?: number;
  /** Longest wait for an indexing task (default 30 s). */
  taskTimeoutMs?: number;
}

const DEFAULT_LIMIT = 20;
/** Meilisearch's own default, kept when the settings name none (the port documents the same). */
const DEFAULT_MAX_TOTAL_HITS = 1000;

/**
 * Typo tolerance as the in-process index applies it (allowedTypos in typo.ts): on for every word and attribute, one
 * typo from 5 letters, two from 9, none on numbers (a reference or a price one digit off is another one). Written
 * out so that an index changed by hand, or a later default, cannot make the two adapters answer differently.
 */
export const TYPO_TOLERANCE = {
  enabled: true,
  minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
  disableOnWords: [] as string[],
  disableOnAttributes: [] as string[],
  disableOnNumbers: true,
};

// The order of searchable attributes is their importance; the other lists are sets, which Meilisearch may answer
// in its own order (sorted, before v1.14).
const ORDERED_LISTS = new Set(['searchableAttributes']);

const shown = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ')}]`
    : value === undefined
      ? 'nothing'
      : JSON.stringify(value);

/** Where the settings Meilisearch holds differ from those asked for: `path held instead of wanted` each. */
function settingsDifferences(wanted: unknown, held: unknown, path = ''): string[] {
  if (Array.isArray(wanted)) {
    const key = (list: unknown[]) => {
      const items = list.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
      return JSON.stringify(ORDERED_LISTS.has(path) ? items : items.sort());
    };
    return Array.isArray(held) && key(held) === key(wanted)
      ? []
      : [`${path} ${shown(held)} instead of ${shown(wanted)}`];
  }
  if (wanted !== null && typeof wanted === 'object') {
    return Object.entries(wanted).flatMap(([name, value]) =>
      settingsDifferences(
        value,
        held !== null && typeof held === 'object' ? (held as Record<string, unknown>)[name] : undefined,
        path ? `${path}.${name}` : name,
      ),
    );
  }
  return wanted === held ? [] : [`${path} ${shown(held)} instead of ${shown(wanted)}`];
}

const codeOf = (error: unknown) => (error instanceof MeilisearchApiError ? error.cause?.code : undefined);

/** The most telling reason in a fetch error's cause chain (`connection refused` rather than `fetch failed`). */
function reasonOf(error: unknown): string {
  let innermost = error as { message?: string; code?: string; cause?: unknown } | undefined;
  for (let current = innermost; current; current = current.cause as typeof current) {
    if (current.code === 'ECONNREFUSED') return 'connection refused';
    if (current.code === 'ENOTFOUND') return 'host not found';
    innermost = current;
  }
  return (innermost?.message ?? String(error)).split('\n')[0] ?? 'unknown error';
}

/**
 * Meilisearch behind the search index port. Writes wait for their task, so an event is acknowledged only once
 * the index holds it; a failed task throws with Meilisearch's reason.
 */
export async function connectMeilisearchIndex(options: MeilisearchIndexOptions): Promise<SearchIndex> {
  const client = new Meilisearch({
    host: options.url,
    apiKey: options.apiKey,
    timeout: options.timeoutMs ?? 10_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  const waitOptions = { timeout: options.taskTimeoutMs ?? 30_000, interval: 50 };

  try {
    await client.health();
  } catch (error) {
    throw new StartupError(
      `Cannot reach Meilisearch at ${options.url} (MEILI_URL): ${reasonOf(error)}. Start Meilisearch or unset MEILI_URL to use the in-process index.`,
    );
  }
  try {
    await client.getIndexes({ limit: 1 });
  } catch (error) {
    const code = codeOf(error);
    if (code === 'invalid_api_key' || code === 'missing_authorization_header') {
      throw new StartupError(
        `Meilisearch at ${options.url} refused the key (${code}). Set MEILI_MASTER_KEY to the key Meilisearch was started with.`,
      );
    }
    throw error;
  }

  async function settled(task: Promise<Task>): Promise<Task> {
    const done = await task;
    if (done.status === 'failed') {
      throw new Error(
        `Meilisearch task ${done.uid} (${done.type}) failed: ${done.error?.message ?? 'unknown reason'}`,
      );
    }
    return done;
  }

  /** Reads tolerate a missing index like the in-process adapter: nothing found. */
  async function orEmpty<T>(read: () => Promise<T>, empty: T): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (codeOf(error) === 'index_not_found' || codeOf(error) === 'document_not_found') return empty;
      throw error;
    }
  }

  const primaryKeys = new Map<string, string>();

  return {
    adapter: 'meilisearch',

    async ensureIndex(name: string, settings: IndexSettings) {
      const created = await client
        .createIndex(name, { primaryKey: settings.primaryKey })
        .waitTask(waitOptions);
      if (created.status === 'failed' && created.error?.code !== 'index_already_exists') {
        throw new Error(`Meilisearch could not create index ${name}: ${created.error?.message}`);
      }
      const wanted: Settings = {
        searchableAttributes: settings.searchableAttributes,
        filterableAttributes: settings.filterableAttributes,
        sortableAttributes: settings.sortableAttributes,
        pagination: { maxTotalHits: settings.maxTotalHits ?? DEFAULT_MAX_TOTAL_HITS },
        typoTolerance: TYPO_TOLERANCE,
      };
      const index = client.index(name);
      await settled(index.updateSettings(wanted).waitTask(waitOptions));
      // A succeeded task is not enough: another process (an older search service still running) may have set
      // other settings since, and searches would then fail on a filter or sort, or count short.
      const differences = settingsDifferences(wanted, await index.getSettings());
      if (differences.length > 0) {
        throw new StartupError(
          `Meilisearch index ${name} does not hold the settings just applied: ${differences.join('; ')}. Stop whatever else sets this index (an older search service still running?), then start again.`,
        );
      }
      primaryKeys.set(name, settings.primaryKey);
    },

    async upsert(name: string, documents: IndexDocument[]) {
      if (documents.length === 0) return;
      const primaryKey = primaryKeys.get(name);
      await settled(
        client
          .index(name)
          .addDocuments(documents, primaryKey ? { primaryKey } : undefined)
          .waitTask(waitOptions),
      );
    },

    async delete(name: string, ids: Array<string | number>) {
      if (ids.length === 0) return;
      await orEmpty(
        () => settled(client.index(name).deleteDocuments(ids.map(String)).waitTask(waitOptions)),
        null,
      );
    },

    async get<D extends IndexDocument>(name: string, id: string | number) {
      return orEmpty(() => client.index(name).getDocument<D>(id), null);
    },

    async search<D extends IndexDocument>(name: string, query: IndexQuery): Promise<IndexResult<D>> {
      const limit = Math.max(0, query.limit ?? DEFAULT_LIMIT);
      const offset = Math.max(0, query.offset ?? 0);
      const filter = toMeiliFilter(query.filter);
      if (filter === null) return { hits: [], total: 0 };
      // Undefined parameters are left out of the request body, so Meilisearch's defaults apply.
      const params: SearchParams = {
        filter,
        sort: query.sort && query.sort.length > 0 ? query.sort : undefined,
        matchingStrategy: query.matchingStrategy,
        attributesToRetrieve: query.attributes,
        ...toMeiliPaging(limit, offset),
      };
      const response = await orEmpty(() => client.index(name).search<D>(query.q ?? '', params), null);
      if (!response) return { hits: [], total: 0 };
      const total =
        'totalHits' in response && typeof response.totalHits === 'number'
          ? response.totalHits
          : ((response as { estimatedTotalHits?: number }).estimatedTotalHits ?? response.hits.length);
      return { hits: response.hits as D[], total };
    },

    async count(name: string) {
      return orEmpty(async () => (await client.index(name).getStats()).numberOfDocuments, 0);
    },

    async clear(name: string) {
      await orEmpty(() => settled(client.index(name).deleteAllDocuments().waitTask(waitOptions)), null);
    },

    async health() {
      const started = performance.now();
      try {
        await client.health();
        return {
          name: 'index',
          adapter: 'meilisearch',
          ok: true,
          latencyMs: Math.round(performance.now() - started),
        };
      } catch (error) {
        return { name: 'index', adapter: 'meilisearch', ok: false, detail: reasonOf(error) };
      }
    },

    async close() {},
  };
}
