import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { buildTestContext, type TestContext } from '@manzil/test-utils';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gatewayApp from '../src/app.ts';

// The gateway's own routes (pages, assets, remotes file) in distributed mode, so no service is started here.
let app: FastifyInstance;
let ctx: TestContext;
let frontendRoot: string;
const APP_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;

beforeAll(async () => {
  frontendRoot = mkdtempSync(join(tmpdir(), 'manzil-frontend-'));
  mkdirSync(join(frontendRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(frontendRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Manzil</title></head><body><div id="root"></div><script src="/main.123.js"></script></body></html>',
  );
  writeFileSync(join(frontendRoot, 'shell', 'dist', 'main.123.js'), 'console.log("shell")');
  // The shell build's list of its start-up scripts; a name that is not a file of the build is never listed.
  writeFileSync(
    join(frontendRoot, 'shell', 'dist', 'startup-files.json'),
    JSON.stringify(['react.1.js', 'app.2.js', '//elsewhere.example/x.js']),
  );
  // And the scripts of the shell's own pages, each a chunk of its own.
  writeFileSync(
    join(frontendRoot, 'shell', 'dist', 'page-files.json'),
    JSON.stringify({
      'page-home': ['page-home.7.js'],
      'page-not-found': ['page-not-found.8.js', '../x.js'],
      'lang-ar': ['lang-ar.9.js'],
    }),
  );
  // A built script with the Brotli copy the build writes next to it (packages/mfe-config/precompress.mjs).
  writeFileSync(join(frontendRoot, 'shell', 'dist', 'app.2.js'), APP_SCRIPT);
  writeFileSync(join(frontendRoot, 'shell', 'dist', 'app.2.js.br'), brotliCompressSync(APP_SCRIPT));
  mkdirSync(join(frontendRoot, 'shell', 'dist', 'fonts'), { recursive: true });
  writeFileSync(join(frontendRoot, 'shell', 'dist', 'fonts', 'arabic-400.1a2b3c4d.woff2'), 'wOF2');
  mkdirSync(join(frontendRoot, 'mfe-search', 'dist'), { recursive: true });
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

  it('preloads no font: a page the client draws alone gets its Arabic font from the client', async () => {
    for (const path of ['/ar/properties', '/properties']) {
      const body = (await app.inject(path)).body;
      expect(body, path).not.toContain('as="font"');
      expect(body, path).not.toContain('id="manzil-fonts"');
    }
  });

  it("lists what each page's client needs first, for the shell's entry script to fetch side by side", async () => {
    const links = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
    const startup = (html: string) =>
      JSON.parse(
        html.match(/<script type="application\/json" id="manzil-preloads">(.*?)<\/script>/)?.[1] ?? '[]',
      );
    const home = (await app.inject('/ar')).body;
    // The head preloads only what the first paint needs: the hero picture.
    expect(links(home)).toEqual([
      '<link rel="preload" href="/api/assets/hero-poster.jpg" as="image" fetchpriority="high" />',
    ]);
    // The shell's own start-up scripts, the right-to-left style plugin (Arabic pages only) and its home page's chunk,
    // then the remotes file and the hero search module
    // of mfe-search (its entry and own chunks, not its copy of React nor the chunks it loads later) are listed for
    // the shell's entry script.
    const shellStartup = [
      { href: '/react.1.js', as: 'script' },
      { href: '/app.2.js', as: 'script' },
    ];
    expect(startup(home)).toEqual([
      ...shellStartup,
      { href: '/lang-ar.9.js', as: 'script' },
      { href: '/page-home.7.js', as: 'script' },
      { href: '/mfe/remotes.json', as: 'fetch' },
      { href: '/mfe/mfe-search/mf-manifest.json', as: 'fetch' },
      { href: '/mfe/mfe-search/remoteEntry.js', as: 'script' },
      { href: '/mfe/mfe-search/hero.3.js', as: 'script' },
    ]);
    const properties = (await app.inject('/properties')).body;
    expect(startup(properties)).toContainEqual({ href: '/mfe/mfe-search/results.5.js', as: 'script' });
    expect(startup(properties)).not.toContainEqual({ href: '/lang-ar.9.js', as: 'script' });
    expect(links(properties)).toEqual([]);
    // mfe-property is not built here: the listing page lists the shell's scripts only.
    expect(startup((await app.inject('/property/12')).body)).toEqual(shellStartup);
    // No server renderer is built here either: the pages start with an empty root, drawn by the client.
    expect(properties).toContain('<div id="root"></div>');
    // Unknown pages (HTTP 404) start the client too, to draw the "page not found" page: the shell's scripts and
    // its 404 page's chunk.
    const missing = await app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(links(missing.body)).toEqual([]);
    expect(startup(missing.body)).toEqual([...shellStartup, { href: '/page-not-found.8.js', as: 'script' }]);
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

  it("sends the build's Brotli copy of a file as it is to a browser that accepts Brotli", async () => {
    const br = await app.inject({
      url: '/app.2.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_SCRIPT);
    const plain = await app.inject({ url: '/app.2.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
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
