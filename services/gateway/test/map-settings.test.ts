import { describe, expect, it } from 'vitest';
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
