// No schema library here: browser bundles (the shell) and the micro-frontends' server renderers import this module
// (@manzil/contracts/server-render), and the gateway calls those renderers in-process.

/**
 * Server-rendered first screens: the contract between the gateway and the micro-frontends' server renderers.
 *
 * Each micro-frontend that draws a page may ship a server renderer next to its browser build
 * (`<folder>/dist-server/render.mjs`, built from its `src/server.tsx` by the same build). The gateway asks the shell
 * for the page around the remote modules, then each remote for its module, and writes the composed markup into the
 * page's HTML with the API answers it was drawn from. The browser shows it at once, before any script has run; the
 * client app then starts from the same answers and replaces it with the same page, now live.
 */

/** Where a micro-frontend's server renderer is, inside its folder. */
export const SERVER_RENDERER_FILE = 'dist-server/render.mjs';

/** The module name of the shell's own renderer (the page around the remote modules). */
export const SHELL_MODULE = 'shell';

/** How a renderer reads the site's API: a `fetch` for relative paths (`/api/...`), answered by the gateway. */
export type ServerFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface ServerRenderRequest {
  /** `shell`, or a remote module as `<remote>/<exposed>` (e.g. `mfe_search/PropertiesPage`). */
  module: string;
  /** The page's path and query, with the `/ar` prefix of an Arabic page. */
  url: string;
  lang: 'en' | 'ar';
  /**
   * A remote module's route in the shell (`/ar/property/:id`), so the module reads the same parameters as in the
   * browser; absent for a module inside a page (the home page's search form).
   */
  route?: string;
  fetch: ServerFetch;
}

/** A remote module's place in the shell's markup. */
export interface ServerSlot {
  module: string;
  route?: string;
}

/** The query cache's answers (`dehydrate(queryClient)` of @manzil/api-client): the API answers a rendering was drawn from. */
export interface DehydratedQueries {
  queries: unknown[];
  mutations: unknown[];
}

export interface ServerRenderResult {
  /** The module's markup, as the client's first render draws it. */
  html: string;
  /**
   * The style rules the markup needs (no `<style>` tag), in styled-components' own sheet format: the rules of each
   * component followed by its marker (`data-styled.g<group>[id="<component id>"]{content:"<class names>,"}`), from
   * which the browser's styled-components takes the rules over as its own instead of generating them again.
   */
  css: string;
  /** The styled-components version that wrote `css`: the browser takes it over only from its own version. */
  styledVersion?: string;
  /** The page's global style sheet (the shell's renderer only): written in the head, before `css`. */
  globalCss?: string;
  /** The self-hosted font faces the page's text is set in (the shell's renderer only): the gateway writes them in. */
  fontFaces?: ServerFontFace[];
  queries: DehydratedQueries;
  /** The entity tag of the site content the markup was drawn with (the shell's page only). */
  siteContentEtag?: string;
  /** The remote modules the markup holds a slot for (the shell's page only), in document order. */
  slots: ServerSlot[];
}

/**
 * A self-hosted font face a page's text is set in. The gateway writes the file itself into the page's head, where
 * it is added to the page before the body is parsed (FONT_FACES_ID), so the text is set once, in this font.
 */
export interface ServerFontFace {
  family: string;
  /** The CSS `font-weight` range the file draws, e.g. `400 500`. */
  weight: string;
  /** The CSS `unicode-range` of the file. */
  unicodeRange: string;
  /** The file's URL on the site (`/fonts/<name>.<hash>.woff2`). */
  url: string;
}

/** The id of the page's JSON data block of its font faces, with each file's bytes (base64). */
export const FONT_FACES_ID = 'manzil-fonts';

/** What `dist-server/render.mjs` exports. */
export interface ServerRenderer {
  /** The modules it renders. */
  modules: readonly string[];
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/**
 * The shell marks where a remote module goes with two empty `<template>` elements around the module's loading
 * placeholder. The gateway replaces the whole span with the module's own markup, or removes only the markers
 * when the module cannot be rendered on the server (the placeholder then shows until the client loads it).
 */
export const SLOT_ATTRIBUTE = 'data-slot';
export const SLOT_END_ATTRIBUTE = 'data-slot-end';

/**
 * The slot of a module the browser draws alone (one given props by the page), and the digest of the boundary the
 * gateway leaves for the browser to draw: never a module's name, so it is never filled.
 */
export const CLIENT_ONLY_SLOT = 'manzil-client-only';

/**
 * The id of the page's global style sheet (tokens, fonts, reset, base typography): a plain `<style>` the gateway
 * writes in the head before the components' rules, or the client adds where no server markup brought it. Never
 * written again once there: a sheet with rules for every element (`*`, `body`) restyles the whole page each time
 * it is written.
 */
export const GLOBAL_STYLE_ID = 'manzil-global-style';

/**
 * The event the shell fires on `document` once it and the module parts the server drew have hydrated (or shown
 * their fallback): the gateway's loader stops holding back taps on buttons and typing in fields, which the markup
 * could not answer before, and answers the last tap it held (`after-paint.ts`).
 */
export const APP_LIVE_EVENT = 'manzil-live';

/**
 * Fired on `document` by the shell when its start-up failed (a file that did not load): the page stays the server's
 * working markup, and the gateway's loader stops holding taps back at once, answering none of them.
 */
export const APP_START_FAILED_EVENT = 'manzil-start-failed';

/**
 * Set by the gateway's loader on the control whose tap it holds back while the page starts, until the tap is
 * answered: the global style sheet shows it as waiting, so a tap on a slow phone is seen to have been taken.
 */
export const TAP_HELD_ATTRIBUTE = 'data-tap-held';

/**
 * Fired by the gateway's loader on a control when it is pressed (pointerdown) before the page is live. The loader
 * keeps the press's events from the page: React would otherwise hydrate the control's part synchronously inside
 * the tap, and the phone would show nothing until it had (a tap's next paint 100 to 200 ms later on a slow phone).
 * The shell hydrates that part first instead, right after the tap's frame is painted (`startup/touched-first.ts`);
 * the tap itself is held back and answered once the page is live, as every tap before then.
 */
export const TAP_TARGET_EVENT = 'manzil-tap-target';

/** The id of the `<script type="application/json">` that carries the page's state to the client app. */
export const PAGE_STATE_ID = 'manzil-state';

/**
 * The `<style>` of server-rendered markup carries styled-components' own attributes, so the browser's
 * styled-components reads its rules and class names once when it starts (and removes the tag): the components the
 * page hydrates find their styles already there.
 */
export const SERVER_STYLE_ATTRIBUTE = 'data-styled';
export const SERVER_STYLE_VERSION_ATTRIBUTE = 'data-styled-version';

/** What styled-components writes after each rule and each group marker of its sheet (the server's and the browser's). */
export const STYLE_RULE_SEPARATOR = '/*!sc*/\n';

/**
 * A group marker of styled-components' sheet, `data-styled.g<group>[id="<component id>"]{content:"<name>,<name>,"}`:
 * the component id is its first capture, the class names (comma-terminated) its second.
 */
export const STYLE_GROUP_MARKER = /^\s*data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}\s*$/;

/** What the client app starts from, written into the page by the gateway. */
export interface PageState {
  queries: DehydratedQueries;
  /** The remote modules the page's markup was drawn with: the client loads them before its first render. */
  modules: string[];
  /**
   * The entity tag of the site content among the queries: the client's first poll sends it (`If-None-Match`), so
   * an unchanged document is not downloaded again right after the page has loaded.
   */
  siteContentEtag?: string;
}

/** An entity tag as the content service writes it (`"site-3-abc"`, or weak: `W/"..."`), of a sane length. */
const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e]{1,200}"$/;

/** Reads the page state written by the gateway; null when there is none or it is not what it should be. */
export function parsePageState(text: string | null | undefined): PageState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageState> | null;
    if (!value || typeof value !== 'object') return null;
    const queries = value.queries;
    const modules = Array.isArray(value.modules) ? value.modules.filter((m) => typeof m === 'string') : [];
    if (!queries || !Array.isArray(queries.queries) || !Array.isArray(queries.mutations)) return null;
    const etag = value.siteContentEtag;
    return typeof etag === 'string' && ENTITY_TAG.test(etag)
      ? { queries, modules, siteContentEtag: etag }
      : { queries, modules };
  } catch {
    return null;
  }
}

/**
 * The id of the `<script type="application/json">` listing files the page's client will need (a remote's manifest,
 * entry and chunks): the shell's entry script preloads them as soon as it runs (`StartupPreload[]`).
 */
export const STARTUP_PRELOADS_ID = 'manzil-preloads';

export interface StartupPreload {
  href: string;
  as: 'script' | 'fetch';
}
