import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing.tsx';
import { DEFAULT_MAP_SETTINGS, fetchMapSettings } from './map-settings.ts';

describe('fetchMapSettings', () => {
  it("reads the deployment's tiles and credit from /mfe/settings.json", async () => {
    const fetchImpl = vi.fn(async () =>
      jsonResponse({ map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example' } }),
    );
    expect(await fetchMapSettings(fetchImpl as unknown as typeof fetch)).toEqual({
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Example',
      attributionUrl: undefined,
    });
    expect(fetchImpl).toHaveBeenCalledWith('/mfe/settings.json', { credentials: 'same-origin' });
  });

  it("uses OpenStreetMap's tiles and credit when the settings are missing, wrong or unreachable", async () => {
    const answer = (response: () => Promise<Response>) =>
      fetchMapSettings(response as unknown as typeof fetch);
    expect(await answer(async () => new Response('', { status: 404 }))).toEqual(DEFAULT_MAP_SETTINGS);
    expect(await answer(async () => jsonResponse({ map: { tileUrl: '' } }))).toEqual(DEFAULT_MAP_SETTINGS);
    expect(
      await answer(async () => {
        throw new TypeError('offline');
      }),
    ).toEqual(DEFAULT_MAP_SETTINGS);
    expect(DEFAULT_MAP_SETTINGS.attributionUrl).toBe('https://www.openstreetmap.org/copyright');
  });
});
