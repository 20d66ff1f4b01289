import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FONT_FACES_ID, parsePageState } from '@manzil/contracts/server-render';
import { buildTestContext, type TestContext } from '@manzil/test-utils';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import gatewayApp from '../src/app.ts';
import { FONT_FACES_LOADER } from '../src/frontend/inline-fonts.ts';
import { createPageHandler } from '../src/frontend/page-handler.ts';

// Server-rendered first screens through the gateway's routes: fake server renderers (small ES modules) are written
// into a temp frontend root, where the gateway finds them as it finds a real build's `dist-server/render.mjs`.

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Manzil</title></head><body><div id="root"></div><script src="/main.123.js"></script></body></html>';
const SEARCH = 'mfe_search/PropertiesPage';
/** A font file's bytes (not a real font: the gateway passes them on as they are). */
const FONT_FILE = Buffer.from([0x77, 0x4f, 0x46, 0x32, 0x00, 0xff, 0x3c, 0x2f]);
const DRAWN_LOG = 'server rendering: the module could not be drawn';

interface RenderCall {
  module: string;
  url: string;
  lang: string;
  route?: string;
}

const renderCalls = () => ((globalThis as { manzilRenders?: RenderCall[] }).manzilRenders ??= []);

/** Every fake renderer records the requests it gets, so a test sees who was asked to draw what. */
const RECORD = `
  const { module, url, lang, route } = request;
  (globalThis.manzilRenders ??= []).push({ module, url, lang, route });
  if (options.waitFor) await globalThis[options.waitFor];
  if (options.fail) throw new Error(options.fail);
  const seen = JSON.stringify({ module, url, lang, route: route ?? null });
`;

interface FakeOptions {
  /** Written into the markup, to tell two builds apart. */
  version?: string;
  /** Thrown by render(). */
  fail?: string;
  /** The name of a promise on globalThis that render() waits for first. */
  waitFor?: string;
  /** Extra text in the markup. */
  text?: string;
  /** The title of the listing query the remote answers with. */
  title?: string;
  /** The modules the renderer says it renders. */
  modules?: string[];
}

/**
 * The shell: a header echoing what it was asked (and the search remote's manifest URL, read with the `fetch` it was
 * given from `/mfe/remotes.json`), then a slot for the page's remote module with a loading placeholder.
 */
const shellRenderer = (options: FakeOptions = {}) => `
const options = ${JSON.stringify({ version: 'v1', text: '', ...options })};
export const modules = ['shell'];
export async function render(request) {
  ${RECORD}
  const remotes = await (await request.fetch('/mfe/remotes.json')).json();
  const prefix = lang === 'ar' ? '/ar' : '';
  const rest = url.split('?')[0].slice(prefix.length) || '/';
  const slot = rest.startsWith('/property/')
    ? { module: 'mfe_property/PropertyPage', route: prefix + '/property/:id' }
    : { module: 'mfe_search/PropertiesPage', route: prefix + '/properties' };
  return {
    html:
      '<header class="shell" data-version="' + options.version + '"><code data-echo="shell">' + seen + '</code>' +
      '<code data-echo="remotes">' + JSON.stringify(remotes.remotes) + '</code>' + options.text + '</header><main>' +
      '<template data-slot="' + slot.module + '"></template><p class="loading">Loading…</p>' +
      '<template data-slot-end="' + slot.module + '"></template></main>',
    css: '.shell{color:navy}/*!sc*/\\ndata-styled.g1[id="sc-shell"]{content:"shell,"}/*!sc*/\\n',
    styledVersion: '6.6.0',
    queries: {
      queries: [{ queryHash: '["content","' + lang + '"]', queryKey: ['content', lang], state: { data: { site: 'Manzil' } } }],
      mutations: [],
    },
    slots: [slot],
    // Arabic pages are set in a self-hosted font: one file the build has, one it has not, one outside its folder.
    fontFaces: lang === 'ar'
      ? ['/fonts/arabic-400.1a2b3c4d.woff2', '/fonts/gone.0000aaaa.woff2', '/fonts/../index.html'].map((url) => ({
          family: 'Test Arabic', weight: '400 500', unicodeRange: 'U+0600-06FF', url,
        }))
      : [],
  };
}
`;

/** The search remote: its results echoing what it was asked; it also reads the site content the shell read. */
const searchRenderer = (options: FakeOptions = {}) => `
const options = ${JSON.stringify({ version: 'v1', text: '', title: 'Villa in Al Reem', modules: [SEARCH, 'mfe_search/HeroSearch'], ...options })};
export const modules = options.modules;
export async function render(request) {
  ${RECORD}
  return {
    html:
      '<section class="results" data-version="' + options.version + '"><code data-echo="remote">' + seen + '</code>' +
      options.text + '</section>',
    css: '.results{display:grid}/*!sc*/\\ndata-styled.g1[id="sc-results"]{content:"results,"}/*!sc*/\\n',
    queries: {
      queries: [
        { queryHash: '["content","' + lang + '"]', queryKey: ['content', lang], state: { data: { site: 'Manzil' } } },
        { queryHash: '["properties"]', queryKey: ['properties'], state: { data: { items: [{ title: options.title }] } } },
      ],
      mutations: [],
    },
    slots: [],
  };
}
`;

let clock = Math.floor(Date.now() / 1000) - 100_000;

/** Writes a renderer as a build would, each time with a later modification time (a rebuild). */
function writeRenderer(root: string, folder: string, source: string) {
  const file = join(root, folder, 'dist-server', 'render.mjs');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  clock += 10;
  utimesSync(file, clock, clock);
}

function makeFrontendRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'manzil-ssr-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), TEMPLATE);
  writeFileSync(join(root, 'shell', 'dist', 'main.123.js'), 'console.log("shell")');
  mkdirSync(join(root, 'shell', 'dist', 'fonts'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'fonts', 'arabic-400.1a2b3c4d.woff2'), FONT_FILE);
  mkdirSync(join(root, 'mfe-search', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'mfe-search', 'dist', 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_search',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [],
      exposes: [{ name: 'PropertiesPage', assets: { js: { sync: ['results.5.js'], async: [] } } }],
    }),
  );
  return root;
}

/** What a browser gets from a page: the markup in `#root`, the state after it, the server style in the head. */
function read(body: string) {
  const root = body.match(/<div id="root">([\s\S]*?)<\/div>/)?.[1] ?? null;
  const stateText = body.match(
    /<script type="application\/json" id="manzil-state">([\s\S]*?)<\/script>/,
  )?.[1];
  const head = body.slice(0, body.indexOf('</head>'));
  // styled-components' own sheet, rules only (its group markers left out), in the tag it takes over.
  const style =
    head
      .match(/<style data-styled="" data-styled-version="6\.6\.0">([\s\S]*?)<\/style>/)?.[1]
      ?.split('/*!sc*/\n')
      .filter((part) => part && !part.startsWith('data-styled.g'))
      .join('') ?? null;
  const echo = (who: string) => {
    const text = root?.match(new RegExp(`<code data-echo="${who}">(.*?)</code>`))?.[1];
    return text ? JSON.parse(text) : null;
  };
  return { root, stateText, state: parsePageState(stateText), style, echo };
}

describe('server-rendered pages through the gateway', () => {
  let app: FastifyInstance;
  let ctx: TestContext;
  let frontendRoot: string;
  let remotesFile: string;
  const logs: { msg?: string; module?: string; err?: { message?: string } }[] = [];
  const drawnLogs = () => logs.filter((entry) => entry.msg === DRAWN_LOG);

  beforeAll(async () => {
    frontendRoot = makeFrontendRoot();
    remotesFile = join(frontendRoot, 'remotes.json');
    const upstreams = Object.fromEntries(
      ['CATALOG', 'SEARCH', 'CONTENT', 'CONTACT', 'AUTH', 'AI', 'MEDIA'].map((s) => [
        `${s}_SERVICE_URL`,
        'http://127.0.0.1:9',
      ]),
    );
    ctx = await buildTestContext({
      env: { GATEWAY_MODE: 'distributed', REMOTES_FILE: remotesFile, ...upstreams },
    });
    app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
    });
    await app.register(gatewayApp, { ctx, frontendRoot });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await ctx?.cleanup();
    rmSync(frontendRoot, { recursive: true, force: true });
  });

  beforeEach(() => {
    writeRenderer(frontendRoot, 'shell', shellRenderer());
    writeRenderer(frontendRoot, 'mfe-search', searchRenderer());
    rmSync(remotesFile, { force: true });
    renderCalls().length = 0;
    logs.length = 0;
  });

  it("writes an Arabic page's font files into its head, with the loader that adds them before the body", async () => {
    const body = (await app.inject('/ar/properties')).body;
    const head = body.slice(0, body.indexOf('</head>'));
    const block = new RegExp(`<script type="application/json" id="${FONT_FACES_ID}">(.*?)</script>`).exec(
      head,
    );
    // The file the build has, byte for byte; the missing one and the one outside the fonts folder are left out.
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual([
      {
        family: 'Test Arabic',
        weight: '400 500',
        unicodeRange: 'U+0600-06FF',
        data: FONT_FILE.toString('base64'),
      },
    ]);
    expect(head.indexOf(block?.[0] ?? '?')).toBeLessThan(
      head.indexOf(`<script>${FONT_FACES_LOADER}</script>`),
    );
    // Nothing to fetch: no font is preloaded.
    expect(body).not.toContain('as="font"');
    // English pages use the system's fonts.
    const english = (await app.inject('/properties')).body;
    expect(english).not.toContain(FONT_FACES_ID);
    expect(english).not.toContain(FONT_FACES_LOADER);
  });

  it('draws the page into #root, its style in the head and its state right after the root', async () => {
    const response = await app.inject('/properties');
    expect(response.statusCode).toBe(200);
    const page = read(response.body);
    // The remote's markup is in the shell's slot: no markers, no loading placeholder.
    expect(page.root).toMatch(
      /^<header class="shell" data-version="v1">.*<\/header><main><section class="results" data-version="v1">.*<\/section><\/main>$/,
    );
    expect(response.body).not.toContain('data-slot');
    expect(response.body).not.toContain('Loading…');
    expect(page.style).toBe('.shell{color:navy}.results{display:grid}');
    expect(response.body).toMatch(
      /<div id="root">[\s\S]*?<\/div>\s*<script type="application\/json" id="manzil-state">/,
    );
    // Both renderers read the site content: the client gets it once, then the remote's listings.
    expect(page.state).toEqual({
      queries: {
        queries: [
          { queryHash: '["content","en"]', queryKey: ['content', 'en'], state: { data: { site: 'Manzil' } } },
          {
            queryHash: '["properties"]',
            queryKey: ['properties'],
            state: { data: { items: [{ title: 'Villa in Al Reem' }] } },
          },
        ],
        mutations: [],
      },
      modules: [SEARCH],
    });
    // The page's own scripts and preloads are still there, after the drawn page.
    expect(response.body.indexOf('id="manzil-state"')).toBeLessThan(response.body.indexOf('/main.123.js'));
    expect(response.body).toContain('id="manzil-preloads"');
    expect(drawnLogs()).toEqual([]);
  });

  it("gives the renderers an Arabic page's language and /ar url, and the remote its slot's route", async () => {
    const response = await app.inject('/ar/properties?listingType=rent');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<html lang="ar" dir="rtl">/);
    const page = read(response.body);
    expect(page.echo('shell')).toEqual({
      module: 'shell',
      url: '/ar/properties?listingType=rent',
      lang: 'ar',
      route: null,
    });
    expect(page.echo('remote')).toEqual({
      module: SEARCH,
      url: '/ar/properties?listingType=rent',
      lang: 'ar',
      route: '/ar/properties',
    });
    expect(page.state?.queries.queries).toContainEqual(
      expect.objectContaining({ queryHash: '["content","ar"]' }),
    );
  });

  it("answers the renderers' fetch from the gateway itself", async () => {
    const page = read((await app.inject('/properties')).body);
    // The shell read /mfe/remotes.json through its fetch: the gateway's answer, from the remotes file.
    expect(page.echo('remotes')).toMatchObject({ mfe_search: '/mfe/mfe-search/mf-manifest.json' });
    writeFileSync(
      remotesFile,
      JSON.stringify({ remotes: { mfe_property: 'https://cdn.example.com/mfe-property/mf-manifest.json' } }),
    );
    const again = read((await app.inject('/properties')).body);
    expect(again.echo('remotes')).toMatchObject({
      mfe_search: '/mfe/mfe-search/mf-manifest.json',
      mfe_property: 'https://cdn.example.com/mfe-property/mf-manifest.json',
    });
    // Moving another remote elsewhere does not stop this one from being drawn.
    expect(again.state?.modules).toEqual([SEARCH]);
  });

  describe('a remote that cannot be drawn keeps its placeholder', () => {
    const expectPlaceholder = (body: string) => {
      const page = read(body);
      expect(page.root).toMatch(/<main><p class="loading">Loading…<\/p><\/main>$/);
      expect(body).not.toContain('data-slot');
      expect(page.style).toBe('.shell{color:navy}');
      // The shell's part is still drawn, and the client is told no remote module was.
      expect(page.echo('shell')).not.toBeNull();
      expect(page.state?.modules).toEqual([]);
      expect(page.state?.queries.queries.map((query) => (query as { queryHash: string }).queryHash)).toEqual([
        `["content","${page.echo('shell')?.lang}"]`,
      ]);
    };

    it('when the remote has no server renderer', async () => {
      const response = await app.inject('/property/12');
      expect(response.statusCode).toBe(200);
      expectPlaceholder(response.body);
      expect(drawnLogs()).toEqual([]);
    });

    it('when its renderer does not render that module', async () => {
      writeRenderer(frontendRoot, 'mfe-search', searchRenderer({ modules: ['mfe_search/HeroSearch'] }));
      const response = await app.inject('/properties');
      expect(response.statusCode).toBe(200);
      expectPlaceholder(response.body);
      expect(renderCalls().map((call) => call.module)).toEqual(['shell']);
    });

    it('when its renderer throws: logged, and the page is still served', async () => {
      writeRenderer(frontendRoot, 'mfe-search', searchRenderer({ fail: 'search renderer broke' }));
      const response = await app.inject('/properties');
      expect(response.statusCode).toBe(200);
      expectPlaceholder(response.body);
      expect(drawnLogs()).toEqual([
        expect.objectContaining({
          module: SEARCH,
          err: expect.objectContaining({ message: 'search renderer broke' }),
        }),
      ]);
    });

    it('when its file is not a server renderer: logged, and the page is still served', async () => {
      writeRenderer(frontendRoot, 'mfe-search', 'export const nothing = 1;\n');
      const response = await app.inject('/properties');
      expect(response.statusCode).toBe(200);
      expectPlaceholder(response.body);
      expect(drawnLogs()).toEqual([
        expect.objectContaining({
          module: SEARCH,
          err: expect.objectContaining({
            message: expect.stringContaining('does not export a server renderer'),
          }),
        }),
      ]);
    });

    it('when the remotes file moves the remote elsewhere: its renderer is not even asked', async () => {
      writeFileSync(
        remotesFile,
        JSON.stringify({ remotes: { mfe_search: 'https://cdn.example.com/mfe-search/mf-manifest.json' } }),
      );
      const response = await app.inject('/properties');
      expect(response.statusCode).toBe(200);
      expectPlaceholder(response.body);
      expect(renderCalls().map((call) => call.module)).toEqual(['shell']);
      expect(drawnLogs()).toEqual([]);
      // Back in place, it is drawn again without a restart.
      rmSync(remotesFile);
      expect(read((await app.inject('/properties')).body).state?.modules).toEqual([SEARCH]);
    });
  });

  describe('a shell that cannot draw the page leaves #root empty for the client', () => {
    const expectClientOnly = (body: string) => {
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toContain('id="manzil-state"');
      expect(body).not.toContain('data-styled');
    };

    it('when the shell has no server renderer', async () => {
      rmSync(join(frontendRoot, 'shell', 'dist-server', 'render.mjs'));
      const response = await app.inject('/properties');
      expect(response.statusCode).toBe(200);
      expectClientOnly(response.body);
      // The remotes are not drawn without the page around them.
      expect(renderCalls()).toEqual([]);
      expect(drawnLogs()).toEqual([]);
    });

    it('when the shell renderer throws: logged, and the page is still served', async () => {
      writeRenderer(frontendRoot, 'shell', shellRenderer({ fail: 'shell renderer broke' }));
      const response = await app.inject('/ar/properties');
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<html lang="ar" dir="rtl">/);
      expectClientOnly(response.body);
      expect(renderCalls().map((call) => call.module)).toEqual(['shell']);
      expect(drawnLogs()).toEqual([
        expect.objectContaining({
          module: 'shell',
          err: expect.objectContaining({ message: 'shell renderer broke' }),
        }),
      ]);
    });
  });

  it('keeps hostile text from a query inside the state block, and `$&` in markup literal', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const literal = ' AED 1,200,000 $& $1 $$ $` ';
    writeRenderer(frontendRoot, 'shell', shellRenderer({ text: literal }));
    writeRenderer(frontendRoot, 'mfe-search', searchRenderer({ title: hostile, text: literal }));
    const response = await app.inject('/properties');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    const page = read(response.body);
    // The block ends where the gateway ends it: no `<` inside, and the client reads the title back unchanged.
    expect(page.stateText).not.toContain('<');
    expect(page.state?.queries.queries).toContainEqual(
      expect.objectContaining({ state: { data: { items: [{ title: hostile }] } } }),
    );
    expect(page.root).toContain(`</code>${literal}</header>`);
    expect(page.root).toContain(`</code>${literal}</section>`);
  });

  it('picks up a rebuilt renderer without a restart', async () => {
    expect(read((await app.inject('/properties')).body).root).toContain('data-version="v1"');
    writeRenderer(frontendRoot, 'shell', shellRenderer({ version: 'v2' }));
    writeRenderer(frontendRoot, 'mfe-search', searchRenderer({ version: 'v3' }));
    const root = read((await app.inject('/properties')).body).root;
    expect(root).toContain('<header class="shell" data-version="v2">');
    expect(root).toContain('<section class="results" data-version="v3">');
  });

  it('does not draw the page for a HEAD request', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/properties' });
    expect(head.statusCode).toBe(200);
    expect(renderCalls()).toEqual([]);
    const home = await app.inject({ method: 'HEAD', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(renderCalls()).toEqual([]);
    // A GET of the same page is drawn.
    expect(read((await app.inject('/properties')).body).state?.modules).toEqual([SEARCH]);
  });
});

describe('a shell slower than the server rendering timeout', () => {
  // The gateway plugin does not take the timeout as an option: the page handler is built here with a short one.
  let app: FastifyInstance;
  let frontendRoot: string;
  let release: () => void = () => {};

  beforeAll(async () => {
    frontendRoot = makeFrontendRoot();
    writeRenderer(frontendRoot, 'shell', shellRenderer({ waitFor: 'manzilShellGate' }));
    writeRenderer(frontendRoot, 'mfe-search', searchRenderer());
    app = Fastify();
    app.get('/mfe/remotes.json', async () => ({
      remotes: { mfe_search: '/mfe/mfe-search/mf-manifest.json' },
    }));
    app.setNotFoundHandler(
      createPageHandler(frontendRoot, {
        serverRenderTimeoutMs: 50,
        fetchJson: async () => ({ status: 503, body: null }),
      }),
    );
    await app.ready();
  });

  afterAll(async () => {
    release();
    await app?.close();
    delete (globalThis as { manzilShellGate?: Promise<void> }).manzilShellGate;
    rmSync(frontendRoot, { recursive: true, force: true });
  });

  it('serves the page with an empty #root, then draws it once the shell answers in time', async () => {
    (globalThis as { manzilShellGate?: Promise<void> }).manzilShellGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderCalls().length = 0;
    // The shell is still waiting when the page is served.
    const late = await app.inject('/properties');
    expect(late.statusCode).toBe(200);
    // Asked (on a busy machine, loading the renderer can take longer than the 50 ms the page waited).
    await vi.waitFor(() => expect(renderCalls().map((call) => call.module)).toEqual(['shell']), {
      timeout: 10_000,
    });
    expect(late.body).toContain('<div id="root"></div>');
    expect(late.body).not.toContain('id="manzil-state"');
    expect(late.body).not.toContain('data-styled');

    release();
    const drawn = read((await app.inject('/properties')).body);
    expect(drawn.state?.modules).toEqual([SEARCH]);
    expect(drawn.root).toContain('<section class="results"');
  });
});
