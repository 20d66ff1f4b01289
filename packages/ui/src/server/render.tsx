import {
  createQueryClient,
  dehydrate,
  type Query,
  type QueryClient,
  setApiTransport,
  siteContentEtag,
  siteContentQuery,
} from '@manzil/api-client';
import type {
  ServerRenderer,
  ServerRenderRequest,
  ServerRenderResult,
} from '@manzil/contracts/server-render';
import { initI18n } from '@manzil/i18n';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../app/AppProviders.tsx';
import { loadRtlPlugins } from '../rtl.ts';

/**
 * Server rendering for the micro-frontends' `src/server.tsx` (built into `dist-server/render.mjs`, run by the
 * gateway). Never imported by browser code.
 */

/** Queries a page asks for on the server are fetched and the page drawn again, at most this many times. */
const MAX_PASSES = 3;

function wantsData(query: Query<unknown>): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  return typeof query.options.queryFn === 'function' && query.options.enabled !== false;
}

/** An error that is the API's answer (HTTP 4xx, here or in its causes): asking again gives the same answer. */
function isRefusal(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const status = (current as { status?: unknown }).status;
    if (typeof status === 'number') return status >= 400 && status < 500;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The sheet's rules with styled-components' markers, and the version that wrote them (see ServerRenderResult.css). */
function styleText(sheet: ServerStyleSheet): { css: string; styledVersion?: string } {
  const tags = sheet.getStyleTags();
  const version = /data-styled-version="([^"]+)"/.exec(tags)?.[1];
  const css = tags.replace(/<style[^>]*>|<\/style>/g, '');
  return version ? { css, styledVersion: version } : { css };
}

export interface RenderWithDataOptions {
  lang: 'en' | 'ar';
  /** Draws the element; called again after the queries it asked for have answered. */
  element: (queryClient: QueryClient) => ReactElement;
  /** Called right before each drawing (the shell collects its slots there). */
  beforeEachPass?: () => void;
}

/**
 * Draws an element to HTML with the API answers it asks for: a first pass lets the page's queries declare
 * themselves (useQuery adds each to the cache with its own query function), they are fetched through the site's
 * API, and the page is drawn again with the answers, as the browser would show it once they arrived. Queries that
 * fail are left out, so the browser asks again. The language is set right before each synchronous drawing, so
 * pages drawn at the same time in two languages never mix.
 */
export async function renderWithData({
  lang,
  element,
  beforeEachPass,
}: RenderWithDataOptions): Promise<Omit<ServerRenderResult, 'slots'>> {
  const queryClient = createQueryClient();
  // An Arabic page's styles are flipped by a plugin loaded on demand: loaded before drawing, so nothing waits.
  if (lang === 'ar') await loadRtlPlugins();
  // Every page shows the site content (navigation, footer, contact links), and a component waits for it where a
  // page starts without it (useSiteContent): it is there before the first drawing.
  const siteContent = await queryClient.fetchQuery(siteContentQuery);
  const asked = new Set<string>();
  let html = '';
  let styles: { css: string; styledVersion?: string } = { css: '' };
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const sheet = new ServerStyleSheet();
    try {
      beforeEachPass?.();
      initI18n(lang);
      html = renderToString(sheet.collectStyles(element(queryClient)));
      styles = styleText(sheet);
    } finally {
      sheet.seal();
    }
    const pending = queryClient.getAll().filter((query) => !asked.has(query.queryHash) && wantsData(query));
    if (pending.length === 0 || pass === MAX_PASSES) break;
    for (const query of pending) asked.add(query.queryHash);
    await Promise.allSettled(pending.map((query) => query.fetch()));
    // The API's own "no" (a listing that does not exist) is drawn as the page shows it. Other failures (the API
    // unreachable) are drawn as loading, as the browser's first render draws them before it asks again.
    for (const query of pending) {
      if (query.state.status === 'error' && isRefusal(query.state.error)) {
        query.setOptions({ retryOnMount: false });
      }
    }
  }
  const queries = dehydrate(queryClient);
  queryClient.clear();
  const etag = siteContentEtag(siteContent);
  return { html, ...styles, queries, ...(etag ? { siteContentEtag: etag } : {}) };
}

/** The providers a page has in the browser (router at the page's URL, query client, language, direction). */
export function ServerPage({
  url,
  queryClient,
  globalStyle,
  children,
}: {
  url: string;
  queryClient: QueryClient;
  globalStyle: boolean;
  children: ReactElement;
}) {
  return (
    <StaticRouter location={url}>
      <AppProviders queryClient={queryClient} globalStyle={globalStyle}>
        {children}
      </AppProviders>
    </StaticRouter>
  );
}

/**
 * A remote's server renderer: its exposed modules that draw a first screen, by `<remote>/<exposed>` name. Each is
 * drawn alone (the shell draws the page around it), without the global styles the shell's markup carries.
 */
export function createRemoteServerRenderer(
  // biome-ignore lint/suspicious/noExplicitAny: exposed modules take no props from the page
  modules: Record<string, ComponentType<any>>,
): ServerRenderer {
  return {
    modules: Object.keys(modules),
    async render(request: ServerRenderRequest): Promise<ServerRenderResult> {
      const Module = modules[request.module];
      if (!Module) throw new Error(`This renderer does not draw ${request.module}`);
      setApiTransport(request.fetch);
      const { route } = request;
      const result = await renderWithData({
        lang: request.lang,
        element: (queryClient) => (
          <ServerPage url={request.url} queryClient={queryClient} globalStyle={false}>
            {route ? (
              // The shell's route, so the module reads the same parameters (useParams) as in the browser.
              <Routes>
                <Route path={route} element={<Module />} />
              </Routes>
            ) : (
              <Module />
            )}
          </ServerPage>
        ),
      });
      return { ...result, slots: [] };
    },
  };
}

export { fontFacesFor } from '../fonts/index.ts';
export { globalCss } from '../global-css.ts';
export { setApiTransport };
