import {
  type DehydratedQueries,
  GLOBAL_STYLE_ID,
  PAGE_STATE_ID,
  type PageState,
  SERVER_STYLE_ATTRIBUTE,
  SERVER_STYLE_VERSION_ATTRIBUTE,
} from '@manzil/contracts/server-render';
import { jsonDataBlock } from '../json-data-block.ts';

/** The queries of several renderings, each once (the shell and a remote may both read the site content). */
export function mergeQueries(parts: readonly DehydratedQueries[]): DehydratedQueries {
  const seen = new Set<string>();
  const queries: unknown[] = [];
  for (const part of parts) {
    for (const query of part.queries) {
      const hash = (query as { queryHash?: unknown }).queryHash;
      if (typeof hash === 'string') {
        if (seen.has(hash)) continue;
        seen.add(hash);
      }
      queries.push(query);
    }
  }
  return { queries, mutations: [] };
}

/** The page state as a JSON data block (text from the catalog cannot end it). */
export function pageStateScript(state: PageState): string {
  return jsonDataBlock(PAGE_STATE_ID, state);
}

/** The page's global style sheet, in the tag the client recognises as there already (GLOBAL_STYLE_ID). */
export function globalStyleTag(css: string): string {
  if (!css) return '';
  return `<style id="${GLOBAL_STYLE_ID}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * The server markup's style rules, in the tag the browser's styled-components takes over (its rules and class names)
 * when it starts, if it is the version that wrote them. `</style` inside them, in any case (there is none in our
 * components), cannot end the tag.
 */
export function serverStyleTag(css: string, styledVersion = ''): string {
  if (!css) return '';
  const version = styledVersion.replace(/[^\w.+-]/g, '');
  return `<style ${SERVER_STYLE_ATTRIBUTE}="" ${SERVER_STYLE_VERSION_ATTRIBUTE}="${version}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}
