import {
  type PageState,
  type ServerFetch,
  type ServerFontFace,
  type ServerRenderResult,
  type ServerSlot,
  SHELL_MODULE,
} from '@manzil/contracts/server-render';
import { fillSlots } from './compose.ts';
import { mergeQueries } from './page-state.ts';
import type { RendererLoader } from './renderers.ts';
import { mergeStyleSheets } from './styles.ts';

export { fillSlots } from './compose.ts';
export { globalStyleTag, pageStateScript, serverStyleTag } from './page-state.ts';
export { createRendererLoader } from './renderers.ts';

/** A page's first screen, drawn on the server: its markup, style rules and the state the client starts from. */
export interface ServerRenderedPage {
  html: string;
  css: string;
  /** The styled-components version that wrote `css`. */
  styledVersion: string;
  /** The page's global style sheet (tokens, reset, base typography), from the shell's renderer. */
  globalCss: string;
  /** The self-hosted font faces the page's text is set in, from the shell's renderer. */
  fontFaces: ServerFontFace[];
  state: PageState;
}

export interface ServerRenderingOptions {
  rendererFor: RendererLoader;
  /** How renderers read the API (the gateway's own answers). */
  fetch: ServerFetch;
  /** Whether a remote module may be drawn on the server: not when the browser loads that remote from elsewhere. */
  remoteIsLocal: (module: string) => boolean;
  /** Logs a module that could not be drawn (the page still works: the client draws it); a page may give its own. */
  onError?: ModuleErrorHandler;
}

export type ModuleErrorHandler = (module: string, error: unknown) => void;

/**
 * Draws a page on the server: the shell's markup with a slot for each remote module, then each module in its slot,
 * at the same time. Answers null when the shell cannot draw it (no build yet, or an error): the page is then
 * drawn by the client alone, as before. A remote module that cannot be drawn keeps its loading placeholder.
 */
export function createServerRendering({
  rendererFor,
  fetch,
  remoteIsLocal,
  onError,
}: ServerRenderingOptions) {
  async function renderModule(
    module: string,
    request: { url: string; lang: 'en' | 'ar'; route?: string },
    report: ModuleErrorHandler,
  ): Promise<ServerRenderResult | null> {
    try {
      const renderer = await rendererFor(module);
      if (!renderer) return null;
      return await renderer.render({ module, fetch, ...request });
    } catch (error) {
      report(module, error);
      return null;
    }
  }

  async function renderSlot(slot: ServerSlot, url: string, lang: 'en' | 'ar', report: ModuleErrorHandler) {
    if (!remoteIsLocal(slot.module)) return null;
    const result = await renderModule(slot.module, { url, lang, route: slot.route }, report);
    return result ? { module: slot.module, result } : null;
  }

  return async function renderPage(
    url: string,
    lang: 'en' | 'ar',
    report: ModuleErrorHandler = onError ?? (() => undefined),
  ): Promise<ServerRenderedPage | null> {
    const shell = await renderModule(SHELL_MODULE, { url, lang }, report);
    if (!shell) return null;
    const drawn = (await Promise.all(shell.slots.map((slot) => renderSlot(slot, url, lang, report)))).filter(
      (part) => part !== null,
    );
    const fills = new Map(drawn.map(({ module, result }) => [module, result.html]));
    return {
      html: fillSlots(shell.html, fills),
      css: mergeStyleSheets([shell.css, ...drawn.map(({ result }) => result.css)]),
      styledVersion: shell.styledVersion ?? '',
      globalCss: shell.globalCss ?? '',
      fontFaces: shell.fontFaces ?? [],
      state: {
        queries: mergeQueries([shell.queries, ...drawn.map(({ result }) => result.queries)]),
        modules: drawn.map(({ module }) => module),
        ...(shell.siteContentEtag ? { siteContentEtag: shell.siteContentEtag } : {}),
      },
    };
  };
}

export type RenderPage = ReturnType<typeof createServerRendering>;
