import {
  type DehydratedQueries,
  GLOBAL_STYLE_ID,
  parsePageState,
  type ServerFetch,
  type ServerRenderer,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@manzil/contracts/server-render';
import { describe, expect, it, vi } from 'vitest';
import {
  createServerRendering,
  fillSlots,
  globalStyleTag,
  pageStateScript,
  serverStyleTag,
} from './index.ts';
import { mergeQueries } from './page-state.ts';
import { mergeStyleSheets } from './styles.ts';

const slot = (module: string, placeholder: string) =>
  `<template data-slot="${module}"></template>${placeholder}<template data-slot-end="${module}"></template>`;

const query = (hash: string, data: unknown = hash) => ({
  queryHash: hash,
  queryKey: [hash],
  state: { data },
});
const queries = (...list: unknown[]): DehydratedQueries => ({ queries: list, mutations: [] });

describe('fillSlots', () => {
  it("puts each module's markup in its slot, markers and placeholder gone", () => {
    const shell = `<header>Manzil</header>${slot('mfe_search/PropertiesPage', '<p>Loading…</p>')}<footer></footer>`;
    const html = fillSlots(shell, new Map([['mfe_search/PropertiesPage', '<section>12 homes</section>']]));
    expect(html).toBe('<header>Manzil</header><section>12 homes</section><footer></footer>');
  });

  it('keeps the placeholder of a module without markup and removes only its markers', () => {
    const shell = `<main>${slot('mfe_search/PropertiesPage', '<p>Search…</p>')}${slot('mfe_chat/ChatWidget', '<p>Chat…</p>')}</main>`;
    const html = fillSlots(shell, new Map([['mfe_search/PropertiesPage', '<section>homes</section>']]));
    expect(html).toBe('<main><section>homes</section><p>Chat…</p></main>');
    expect(fillSlots(shell, new Map())).toBe('<main><p>Search…</p><p>Chat…</p></main>');
  });

  it('keeps a multi-line placeholder as it is', () => {
    const placeholder = '<p>\n  Loading\n</p>';
    expect(fillSlots(`<main>${slot('mfe_property/PropertyPage', placeholder)}</main>`, new Map())).toBe(
      `<main>${placeholder}</main>`,
    );
  });

  it('writes `$&`, `$1` and `$$` in markup literally', () => {
    const html = fillSlots(
      slot('mfe_search/PropertiesPage', 'x'),
      new Map([['mfe_search/PropertiesPage', '<b>AED $& $1 $$ $`</b>']]),
    );
    expect(html).toBe('<b>AED $& $1 $$ $`</b>');
  });

  it("keeps each slot's Suspense boundary, and marks the boundary of a module without markup for the browser to draw", () => {
    const shell = `<main><!--$-->${slot('mfe_search/PropertiesPage', '<p>Search…</p>')}<!--/$--><!--$-->${slot('manzil-client-only', '<p>Card…</p>')}<!--/$--></main>`;
    const html = fillSlots(shell, new Map([['mfe_search/PropertiesPage', '<section>homes</section>']]));
    expect(html).toBe(
      '<main><!--$--><section>homes</section><!--/$-->' +
        '<!--$!--><template data-dgst="manzil-client-only"></template><p>Card…</p><!--/$--></main>',
    );
  });

  it('leaves markup without slots unchanged', () => {
    const html = '<main><template id="other"></template>text</main>';
    expect(fillSlots(html, new Map([['mfe_search/PropertiesPage', 'never']]))).toBe(html);
  });
});

describe('mergeStyleSheets', () => {
  it("numbers the groups of several renderers' sheets once, in order, each component's rules and names once", () => {
    const shell =
      '.a{}/*!sc*/\ndata-styled.g1[id="sc-a"]{content:"a,"}/*!sc*/\n.b{}/*!sc*/\n.b2{}/*!sc*/\ndata-styled.g2[id="sc-b"]{content:"b,b2,"}/*!sc*/\n';
    const remote =
      '.b{}/*!sc*/\n.b3{}/*!sc*/\ndata-styled.g1[id="sc-b"]{content:"b,b3,"}/*!sc*/\n.c{}/*!sc*/\ndata-styled.g2[id="sc-c"]{content:"c,"}/*!sc*/\n';
    expect(mergeStyleSheets([shell, remote])).toBe(
      '.a{}/*!sc*/\ndata-styled.g1[id="sc-a"]{content:"a,"}/*!sc*/\n' +
        '.b{}/*!sc*/\n.b2{}/*!sc*/\n.b3{}/*!sc*/\ndata-styled.g2[id="sc-b"]{content:"b,b2,b3,"}/*!sc*/\n' +
        '.c{}/*!sc*/\ndata-styled.g3[id="sc-c"]{content:"c,"}/*!sc*/\n',
    );
  });

  it('writes nothing for no rules', () => {
    expect(mergeStyleSheets(['', ''])).toBe('');
  });
});

describe('mergeQueries', () => {
  it('keeps each query once, in the order first seen, and no mutations', () => {
    const merged = mergeQueries([
      { queries: [query('["content","en"]'), query('["favorites"]')], mutations: [{ state: 'pending' }] },
      queries(query('["content","en"]', 'second copy'), query('["properties",{"page":1}]')),
    ]);
    expect(merged).toEqual({
      queries: [query('["content","en"]'), query('["favorites"]'), query('["properties",{"page":1}]')],
      mutations: [],
    });
  });

  it('keeps every query that has no hash', () => {
    const merged = mergeQueries([queries({ queryKey: ['a'] }), queries({ queryKey: ['a'] })]);
    expect(merged.queries).toEqual([{ queryKey: ['a'] }, { queryKey: ['a'] }]);
  });

  it('answers an empty state for no parts', () => {
    expect(mergeQueries([])).toEqual({ queries: [], mutations: [] });
  });
});

describe('pageStateScript', () => {
  const stateOf = (script: string) =>
    script.match(/^<script type="application\/json" id="manzil-state">([\s\S]*)<\/script>$/)?.[1];

  it('writes a JSON data block the client reads back unchanged', () => {
    const state = {
      queries: queries(query('["content","ar"]', { title: 'منزل' })),
      modules: ['mfe_search/X'],
    };
    const text = stateOf(pageStateScript(state));
    expect(parsePageState(text)).toEqual(state);
  });

  it('cannot be ended or commented out by text from the catalog', () => {
    const hostile = '</script><script>alert(1)</script><!-- </SCRIPT >';
    const state = { queries: queries(query('["property","12"]', { title: hostile })), modules: [] };
    const script = pageStateScript(state);
    const text = stateOf(script);
    expect(text).toBeDefined();
    expect(text).not.toContain('<');
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(parsePageState(text)).toEqual(state);
  });
});

describe('globalStyleTag', () => {
  it('wraps the global sheet in the tag the client finds by its id (and does not write again)', () => {
    expect(globalStyleTag(':root{--a:1}')).toBe(`<style id="${GLOBAL_STYLE_ID}">:root{--a:1}</style>`);
    expect(globalStyleTag('')).toBe('');
  });

  it('cannot be ended early by `</style` in the sheet', () => {
    expect(globalStyleTag('a::after{content:"</style><script>"}').match(/<\/style/g)).toHaveLength(1);
  });
});

describe('serverStyleTag', () => {
  it("wraps the rules in the tag the browser's styled-components of the same version takes over", () => {
    expect(serverStyleTag('.a{color:red}', '6.6.0')).toBe(
      '<style data-styled="" data-styled-version="6.6.0">.a{color:red}</style>',
    );
    // A version is a version: nothing else gets into the attribute.
    expect(serverStyleTag('.a{}', '6"><script>')).toBe(
      '<style data-styled="" data-styled-version="6script">.a{}</style>',
    );
  });

  it('writes nothing for no rules', () => {
    expect(serverStyleTag('')).toBe('');
  });

  it('cannot be ended early by `</style` in the rules', () => {
    const tag = serverStyleTag('.a::after{content:"</style><script>alert(1)</script>"}');
    expect(tag.match(/<\/style/g)).toHaveLength(1);
    expect(tag.endsWith('</style>')).toBe(true);
  });
});

type Render = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

/** A sheet as styled-components writes it: each group's rules, then its marker (group numbers from 1 per renderer). */
const sheet = (...groups: [id: string, rule: string][]) =>
  groups
    .map(
      ([id, rule], index) =>
        `.${rule}{}/*!sc*/\ndata-styled.g${index + 1}[id="${id}"]{content:"${rule},"}/*!sc*/\n`,
    )
    .join('');

const result = (html: string, extra: Partial<ServerRenderResult> = {}): ServerRenderResult => ({
  html,
  css: '',
  queries: queries(),
  slots: [],
  ...extra,
});

/** A renderer loader over in-memory renderers, recording every request they get. */
function fakeRenderers(renders: Record<string, Render | null>) {
  const requests: ServerRenderRequest[] = [];
  const rendererFor = async (module: string): Promise<ServerRenderer | null> => {
    const render = renders[module];
    if (!render) return null;
    return {
      modules: [module],
      render: (request) => {
        requests.push(request);
        return render(request);
      },
    };
  };
  return { rendererFor, requests };
}

const noFetch: ServerFetch = async () => new Response('{}');
const ARABIC_FACE = {
  family: 'Test Arabic',
  weight: '400 500',
  unicodeRange: 'U+0600-06FF',
  url: '/fonts/a.1.woff2',
};

describe('createServerRendering', () => {
  const searchSlot = { module: 'mfe_search/PropertiesPage', route: '/ar/properties' };
  const shellWithSlots =
    (...modules: string[]): Render =>
    async () =>
      result(`<header>H</header>${modules.map((m) => slot(m, `<i>${m} loading</i>`)).join('')}`, {
        css: sheet(['sc-shell', 'shell']),
        styledVersion: '6.6.0',
        globalCss: ':root{--color-bg:#fff}',
        fontFaces: [ARABIC_FACE],
        queries: queries(query('["content"]')),
        siteContentEtag: '"site-2-shell"',
        slots: modules.map((module) => (module === searchSlot.module ? searchSlot : { module })),
      });

  it('composes the shell and its remotes: markup, rules in order, queries once each, drawn modules', async () => {
    const { rendererFor, requests } = fakeRenderers({
      shell: shellWithSlots('mfe_search/PropertiesPage', 'mfe_chat/ChatWidget'),
      'mfe_search/PropertiesPage': async () =>
        result('<section>homes</section>', {
          css: sheet(['sc-button', 'button'], ['sc-search', 'search']),
          queries: queries(query('["content"]'), query('["properties"]')),
        }),
      'mfe_chat/ChatWidget': async () =>
        result('<aside>chat</aside>', { css: sheet(['sc-button', 'button'], ['sc-chat', 'chat']) }),
    });
    const onError = vi.fn();
    const renderPage = createServerRendering({
      rendererFor,
      fetch: noFetch,
      remoteIsLocal: () => true,
      onError,
    });
    const page = await renderPage('/ar/properties?listingType=rent', 'ar');
    expect(page).toEqual({
      html: '<header>H</header><section>homes</section><aside>chat</aside>',
      // One sheet, each component's group numbered once in page order (the shared button's rules once).
      css: sheet(
        ['sc-shell', 'shell'],
        ['sc-button', 'button'],
        ['sc-search', 'search'],
        ['sc-chat', 'chat'],
      ),
      styledVersion: '6.6.0',
      // The shell's global sheet and the faces it named, as it wrote them.
      globalCss: ':root{--color-bg:#fff}',
      fontFaces: [ARABIC_FACE],
      state: {
        queries: queries(query('["content"]'), query('["properties"]')),
        modules: ['mfe_search/PropertiesPage', 'mfe_chat/ChatWidget'],
        // The shell's site content's entity tag: the client's first poll asks only whether it changed.
        siteContentEtag: '"site-2-shell"',
      },
    });
    expect(onError).not.toHaveBeenCalled();
    // The shell gets the page (no route); each remote the page and its slot's route, all with the same fetch.
    expect(requests.map(({ fetch, ...rest }) => ({ ...rest, sameFetch: fetch === noFetch }))).toEqual([
      { module: 'shell', url: '/ar/properties?listingType=rent', lang: 'ar', sameFetch: true },
      {
        module: 'mfe_search/PropertiesPage',
        url: '/ar/properties?listingType=rent',
        lang: 'ar',
        route: '/ar/properties',
        sameFetch: true,
      },
      {
        module: 'mfe_chat/ChatWidget',
        url: '/ar/properties?listingType=rent',
        lang: 'ar',
        route: undefined,
        sameFetch: true,
      },
    ]);
  });

  it('draws the remotes at the same time', async () => {
    let started = 0;
    let bothStarted: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      bothStarted = resolve;
    });
    // Each remote waits until the other has started: drawn one after the other, they would never finish.
    const waitForBoth: Render = async () => {
      started += 1;
      if (started === 2) bothStarted();
      await gate;
      return result(`<p>${started}</p>`);
    };
    const { rendererFor } = fakeRenderers({
      shell: shellWithSlots('mfe_search/PropertiesPage', 'mfe_chat/ChatWidget'),
      'mfe_search/PropertiesPage': waitForBoth,
      'mfe_chat/ChatWidget': waitForBoth,
    });
    const renderPage = createServerRendering({
      rendererFor,
      fetch: noFetch,
      remoteIsLocal: () => true,
      onError: vi.fn(),
    });
    const page = await Promise.race([
      renderPage('/', 'en'),
      new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 1_000)),
    ]);
    expect(page).not.toBe('stuck');
    expect(page && page !== 'stuck' ? page.state.modules : []).toEqual([
      'mfe_search/PropertiesPage',
      'mfe_chat/ChatWidget',
    ]);
  });

  it('answers null when the shell has no renderer, without logging', async () => {
    const onError = vi.fn();
    const { rendererFor, requests } = fakeRenderers({ shell: null });
    const renderPage = createServerRendering({
      rendererFor,
      fetch: noFetch,
      remoteIsLocal: () => true,
      onError,
    });
    expect(await renderPage('/', 'en')).toBeNull();
    expect(requests).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('answers null and logs when the shell fails, or its renderer cannot be loaded', async () => {
    const failure = new Error('shell broke');
    const onError = vi.fn();
    const throwing = fakeRenderers({
      shell: async () => {
        throw failure;
      },
    });
    const renderPage = createServerRendering({
      rendererFor: throwing.rendererFor,
      fetch: noFetch,
      remoteIsLocal: () => true,
      onError,
    });
    expect(await renderPage('/', 'en')).toBeNull();
    expect(onError).toHaveBeenCalledWith('shell', failure);

    const loadFailure = new Error('render.mjs does not export a server renderer');
    const unloadable = createServerRendering({
      rendererFor: async () => {
        throw loadFailure;
      },
      fetch: noFetch,
      remoteIsLocal: () => true,
      onError,
    });
    expect(await unloadable('/', 'en')).toBeNull();
    expect(onError).toHaveBeenLastCalledWith('shell', loadFailure);
  });

  it('keeps the placeholder of a remote that has no renderer, fails, or is not local; only drawn ones are listed', async () => {
    const failure = new Error('search broke');
    const { rendererFor, requests } = fakeRenderers({
      shell: shellWithSlots(
        'mfe_search/PropertiesPage',
        'mfe_property/PropertyPage',
        'mfe_chat/ChatWidget',
        'mfe_admin/AdminApp',
      ),
      'mfe_search/PropertiesPage': async () => {
        throw failure;
      },
      'mfe_property/PropertyPage': null,
      'mfe_chat/ChatWidget': async () =>
        result('<aside>chat</aside>', {
          css: sheet(['sc-chat', 'chat']),
          queries: queries(query('["chat"]')),
        }),
      'mfe_admin/AdminApp': async () => result('<form>admin</form>', { css: sheet(['sc-admin', 'admin']) }),
    });
    const onError = vi.fn();
    const renderPage = createServerRendering({
      rendererFor,
      fetch: noFetch,
      remoteIsLocal: (module) => !module.startsWith('mfe_admin/'),
      onError,
    });
    const page = await renderPage('/', 'en');
    expect(page?.html).toBe(
      '<header>H</header><i>mfe_search/PropertiesPage loading</i><i>mfe_property/PropertyPage loading</i>' +
        '<aside>chat</aside><i>mfe_admin/AdminApp loading</i>',
    );
    expect(page?.css).toBe(sheet(['sc-shell', 'shell'], ['sc-chat', 'chat']));
    expect(page?.state).toEqual({
      queries: queries(query('["content"]'), query('["chat"]')),
      modules: ['mfe_chat/ChatWidget'],
      siteContentEtag: '"site-2-shell"',
    });
    // Only the failure is logged; a remote that is not local is not even asked.
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('mfe_search/PropertiesPage', failure);
    expect(requests.map((request) => request.module)).not.toContain('mfe_admin/AdminApp');
  });
});
