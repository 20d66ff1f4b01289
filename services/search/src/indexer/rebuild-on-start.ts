import type { Logger } from '@manzil/service-kit';
import { type CatalogSource, CatalogUnavailableError } from '../catalog/catalog-source.ts';
import type { SearchIndexer } from './search-indexer.ts';

export interface BackgroundRebuild {
  /** Resolves when the rebuild succeeded or was stopped. */
  readonly done: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Rebuilds the index from the catalog in the background, retrying with growing delays (0.25 s up to 5 s) while
 * the catalog is not answering yet: in embedded mode it is this very process, which starts listening only after
 * every plugin registered, and whose first start seeds the demo catalog before answering.
 */
export function rebuildInBackground(
  indexer: SearchIndexer,
  source: CatalogSource,
  log: Logger,
  options: { maxDelayMs?: number } = {},
): BackgroundRebuild {
  const controller = new AbortController();
  const maxDelayMs = options.maxDelayMs ?? 5000;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const done = (async () => {
    for (let attempt = 1; !controller.signal.aborted; attempt++) {
      try {
        await indexer.rebuild(source, controller.signal);
        return;
      } catch (error) {
        if (controller.signal.aborted) return;
        indexer.markRebuildFailed(error);
        const quiet = error instanceof CatalogUnavailableError && error.retryable && attempt < 20;
        const entry = { err: error, attempt };
        if (quiet) log.debug(entry, 'catalog not answering yet, search index rebuild will retry');
        else log.warn(entry, 'search index rebuild failed, will retry');
        await sleep(Math.min(maxDelayMs, 250 * 2 ** Math.min(attempt - 1, 5)));
      }
    }
  })();

  return {
    done,
    async stop() {
      controller.abort();
      wake?.();
      await done;
    },
  };
}
