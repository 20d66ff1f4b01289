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
  writeFileSync(join(frontendRoot, 'mfe-search', 'dist', 'mf-manifest.json'), '{"name":"mfe_search"}');
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
    expect((await app.inject('/properties')).body).not.toContain('rel="preload"');
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
