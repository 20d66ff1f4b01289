import { ConfigError } from '@manzil/service-kit';

/*
 * The map's tile source, set at deploy time like the remotes file (ADR 0004): the gateway serves it to the
 * frontends at /mfe/settings.json and lets the page load pictures from that host (CSP img-src), nothing else.
 */

import { DEFAULT_MAP_SETTINGS, type MapSettings } from '@manzil/contracts';

export { DEFAULT_MAP_SETTINGS, type MapSettings };

/**
 * MAP_TILE_URL (an http(s) template with {z}, {x} and {y}) and MAP_TILE_ATTRIBUTION (the credit the tile provider
 * asks for, shown on every map; required with another tile source). A bad value stops the start.
 */
export function readMapSettings(env: NodeJS.ProcessEnv = process.env): MapSettings {
  const tileUrl = env.MAP_TILE_URL?.trim();
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim();
  if (!tileUrl) return attribution ? { ...DEFAULT_MAP_SETTINGS, attribution } : DEFAULT_MAP_SETTINGS;
  if (!/^https?:\/\//.test(tileUrl) || !['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part))) {
    throw new ConfigError(
      'MAP_TILE_URL',
      'MAP_TILE_URL must be an http(s) tile template with {z}, {x} and {y}, e.g. MAP_TILE_URL=https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
  }
  tileOrigin(tileUrl);
  if (tileUrl === DEFAULT_MAP_SETTINGS.tileUrl)
    return { ...DEFAULT_MAP_SETTINGS, ...(attribution ? { attribution } : {}) };
  if (!attribution) {
    throw new ConfigError(
      'MAP_TILE_ATTRIBUTION',
      'MAP_TILE_ATTRIBUTION must be set with MAP_TILE_URL: the credit your tile provider requires, e.g. MAP_TILE_ATTRIBUTION="© OpenStreetMap contributors"',
    );
  }
  return { tileUrl, attribution };
}

/** The origin the CSP allows pictures from: `https://tile.example.com`, or `https://*.example.com` for {s}. */
export function tileOrigin(tileUrl: string): string {
  try {
    const url = new URL(tileUrl.replaceAll('{s}', 'a').replace(/\{[a-z]\}/g, '0'));
    const host = tileUrl.includes('{s}') ? url.host.replace(/^a\./, '*.') : url.host;
    return `${url.protocol}//${host}`;
  } catch {
    throw new ConfigError('MAP_TILE_URL', `MAP_TILE_URL is not a valid URL: ${tileUrl}`);
  }
}

/** The body of /mfe/settings.json: the frontends' runtime settings. */
export const frontendSettings = (map: MapSettings) => ({ map });
