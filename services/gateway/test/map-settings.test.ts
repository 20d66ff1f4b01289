import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceApp } from '@manzil/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/build.ts';
import { DEFAULT_MAP_SETTINGS, readMapSettings, tileOrigin } from '../src/frontend/map-settings.ts';

describe('the map tile source (MAP_TILE_URL)', () => {
  it("defaults to OpenStreetMap's standard tiles with their attribution", () => {
    expect(readMapSettings({})).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
    expect(tileOrigin(DEFAULT_MAP_SETTINGS.tileUrl)).toBe('https://tile.openstreetmap.org');
  });

  it('takes another tile server with its attribution, and allows pictures from its host only', () => {
    const settings = readMapSettings({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/base/{z}/{x}/{y}@2x.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
    });
    expect(settings).toEqual({
      tileUrl: 'https://{s}.tiles.example.com/base/{z}/{x}/{y}@2x.png',
      attribution: '© Example Maps',
    });
    expect(tileOrigin(settings.tileUrl)).toBe('https://*.tiles.example.com');
  });

  it('stops the start on a template without {z}/{x}/{y}, or another source without its credit', () => {
    expect(() => readMapSettings({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => readMapSettings({ MAP_TILE_URL: 'ftp://x/{z}/{x}/{y}' })).toThrow(/http\(s\)/);
    expect(() => readMapSettings({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_ATTRIBUTION/,
    );
  });
});

describe('the gateway with the default tile source', () => {
  let gateway: ServiceApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'manzil-gw-map-'));
    mkdirSync(join(root, 'frontends', 'shell', 'dist'), { recursive: true });
    writeFileSync(
      join(root, 'frontends', 'shell', 'dist', 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>Manzil</title></head><body><div id="root"></div></body></html>',
    );
    const upstreams = Object.fromEntries(
      ['CATALOG', 'SEARCH', 'CONTENT', 'CONTACT', 'AUTH', 'AI', 'MEDIA'].map((s) => [
        `${s}_SERVICE_URL`,
        'http://127.0.0.1:9',
      ]),
    );
    gateway = await buildGateway({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: join(root, 'data'),
      FRONTEND_DIR: join(root, 'frontends'),
      GATEWAY_MODE: 'distributed',
      ...upstreams,
    });
  });

  afterAll(async () => {
    await gateway?.app.close();
    await gateway?.ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the frontends the tile source at /mfe/settings.json and lets pages load those tiles only', async () => {
    const settings = await gateway.app.inject({ url: '/mfe/settings.json' });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['cache-control']).toBe('no-cache');
    expect(settings.json()).toEqual({ map: DEFAULT_MAP_SETTINGS });
    const page = await gateway.app.inject({ url: '/properties?view=map' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org(;|$)/);
    // Pictures only: connections fall back to `default-src 'self'`.
    expect(csp).toMatch(/^default-src 'self';/);
    expect(csp).not.toContain('connect-src');
  });
});
