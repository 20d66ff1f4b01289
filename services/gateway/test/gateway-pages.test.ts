import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestContext, type TestContext } from '@manzil/test-utils';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gatewayApp from '../src/app.ts';

// The gateway's own routes (pages, assets, remotes file) in distributed mode, so no service is started here.
let app: FastifyInstance;
let ctx: TestContext;
let frontendRoot: string;

beforeAll(async () => {
  frontendRoot = mkdtempSync(join(tmpdir(), 'manzil-frontend-'));
  mkdirSync(join(frontendRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(frontendRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Manzil</title></head><body><div id="root"></div><script src="/main.123.js"></script></body></html>',
  );
  writeFileSync(join(frontendRoot, 'shell', 'dist', 'main.123.js'), 'console.log("shell")');
  mkdirSync(join(frontendRoot, 'shell', 'dist', 'fonts'), { recursive: true });
  writeFileSync(join(frontendRoot, 'shell', 'dist', 'fonts', 'arabic-400.1a2b3c4d.woff2'), 'wOF2');
  mkdirSync(join(frontendRoot, 'mfe-search', 'dist'), { recursive: true });
  writeFileSync(
    join(frontendRoot, 'shell', 'dist', 'startup-assets.json'),
    JSON.stringify({ scripts: ['react-dom.1.js', 'app.2.js'] }),
  );
  writeFileSync(
    join(frontendRoot, 'mfe-search', 'dist', 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_search',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: 'react', assets: { js: { sync: ['react.9.js'], async: [] } } }],
      exposes: [
        { name: 'HeroSearch', assets: { js: { sync: ['react.9.js', 'hero.3.js'], async: ['chart.4.js'] } } },
        { name: 'PropertiesPage', assets: { js: { sync: ['results.5.js'], async: [] } } },
      ],
    }),
  );
  const upstreams = Object.fromEntries(
    ['CATALOG', 'SEARCH', 'CONTENT', 'CONTACT', 'AUTH', 'AI', 'MEDIA'].map((s) => [
      `${s}_SERVICE_URL`,
      'http://127.0.0.1:9',
    ]),
  );
  ctx = await buildTestContext({ env: { GATEWAY_MODE: 'distributed', ...upstreams } });
  app = Fastify();
  await app.register(gatewayApp, { ctx, frontendRoot });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

describe('pages', () => {
  it('serves the home page in English, left to right', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('serves Arabic pages right to left', async () => {
    for (const path of ['/ar', '/ar/', '/ar/properties?listingType=rent', '/ar/property/12']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toMatch(/<html lang="ar" dir="rtl">/);
    }
  });

  it('preloads the Arabic font on Arabic pages only, so Arabic text does not reflow when it arrives', async () => {
    const preload =
      '<link rel="preload" href="/fonts/arabic-400.1a2b3c4d.woff2" as="font" type="font/woff2" crossorigin />';
    expect((await app.inject('/ar/properties')).body).toContain(preload);
    expect((await app.inject('/properties')).body).not.toContain('as="font"');
  });

  it("preloads what each page's first screen needs, so it is not fetched one hop after another", async () => {
    const links = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
    const home = links((await app.inject('/ar')).body);
    // The hero picture first (the largest thing on the first screen), then the shell's start-up scripts, the
    // remotes file and the hero search module of mfe-search: its entry and own chunks, not its copy of React
    // nor the chunks it loads later.
    expect(home.filter((link) => !link.includes('as="font"'))).toEqual([
      '<link rel="preload" href="/api/assets/hero-poster.jpg" as="image" fetchpriority="high" />',
      '<link rel="preload" href="/react-dom.1.js" as="script" fetchpriority="low" />',
      '<link rel="preload" href="/app.2.js" as="script" fetchpriority="low" />',
      '<link rel="preload" href="/mfe/remotes.json" as="fetch" crossorigin />',
      '<link rel="preload" href="/mfe/mfe-search/mf-manifest.json" as="fetch" crossorigin />',
      '<link rel="preload" href="/mfe/mfe-search/remoteEntry.js" as="script" fetchpriority="low" />',
      '<link rel="preload" href="/mfe/mfe-search/hero.3.js" as="script" fetchpriority="low" />',
    ]);
    const properties = links((await app.inject('/properties')).body);
    expect(properties).toContain(
      '<link rel="preload" href="/mfe/mfe-search/results.5.js" as="script" fetchpriority="low" />',
    );
    expect(properties.join('\n')).not.toContain('hero-poster');
    // mfe-property is not built here: the listing page preloads only the shell.
    const listing = links((await app.inject('/property/12')).body);
    expect(listing.join('\n')).not.toContain('/mfe/');
    expect(listing).toContain('<link rel="preload" href="/app.2.js" as="script" fetchpriority="low" />');
    // The home page's first screen (the navigation band and the hero picture) is painted before any script runs;
    // other pages start with an empty root.
    const homeHtml = (await app.inject('/')).body;
    expect(homeHtml).toMatch(
      /<div id="root"><div class="first-screen-home" aria-hidden="true">.*hero-poster\.jpg.*<\/div><\/div>/,
    );
    expect(homeHtml).toMatch(/<style>body\{margin:0\}.*<\/style>/);
    expect((await app.inject('/properties')).body).toContain('<div id="root"></div>');
    // Unknown pages (HTTP 404) preload nothing.
    expect(links((await app.inject('/no-such-page')).body)).toEqual([]);
  });

  it('answers 404 with the page for unknown paths and JSON 404 under /api', async () => {
    const page = await app.inject('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toMatch(/<html lang="en"/);
    const api = await app.inject('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('assets', () => {
  it('serves hashed shell files for a year and remote manifests revalidated', async () => {
    const script = await app.inject('/main.123.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    const manifest = await app.inject('/mfe/mfe-search/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a remote that is not built, so the shell shows its fallback', async () => {
    const response = await app.inject('/mfe/mfe-chat/mf-manifest.json');
    expect(response.statusCode).toBe(404);
  });

  it('serves the runtime remotes file', async () => {
    const response = await app.inject('/mfe/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json().remotes.mfe_search).toBe('/mfe/mfe-search/mf-manifest.json');
  });
});
