import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { registerEmbeddedServices } from './embedded.ts';
import { AFTER_PAINT_LOADER_HASH } from './frontend/after-paint.ts';
import { FONT_FACES_LOADER_HASH } from './frontend/inline-fonts.ts';
import { frontendSettings, readMapSettings, tileOrigin } from './frontend/map-settings.ts';
import { createPageHandler } from './frontend/page-handler.ts';
import { readRemotes } from './frontend/remotes.ts';
import { registerStaticAssets } from './frontend/static-assets.ts';
import { registerServiceProxies } from './proxy.ts';
import { registerUpstreamChecks } from './upstream-health.ts';

export interface GatewayOptions {
  ctx: ServiceContext;
  /** Folder holding shell/ and mfe-*\/ builds; defaults to the repository root. */
  frontendRoot?: string;
}

// src/app.ts and dist/server.js both sit one level below the gateway package, two below the repository root.
const defaultFrontendRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The gateway: the one public entry. It mounts (embedded) or proxies (distributed) every service under `/api`,
 * serves the built micro-frontends and the runtime remotes file, and answers every page with the shell's HTML
 * in the page's language and direction.
 */
const gatewayApp: FastifyPluginAsync<GatewayOptions> = async (app, { ctx, frontendRoot }) => {
  const root = ctx.config.frontendDir ?? frontendRoot ?? defaultFrontendRoot;
  const mapSettings = readMapSettings();

  // Pages and API answers are compressed per request (the built files carry their own copies at the best level).
  // Brotli quality 5, not the plugin's 4: a server-drawn page (about 200 KB) is 3 KB smaller for 0.3 ms more.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
  });
  // The page policy goes on every answer (about 20 a page), so it names only what differs from `default-src`:
  // connections and font files fall back to it ('self'), and inline event handlers are refused by `script-src`
  // (hashes, no 'unsafe-hashes'), so helmet's `font-src`, `script-src-attr` and a `connect-src 'self'` go.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The two inline scripts, by their hashes: the loader that starts a server-drawn page's scripts after its
        // first paint, and the one that adds the page's fonts from its head.
        scriptSrc: ["'self'", AFTER_PAINT_LOADER_HASH, FONT_FACES_LOADER_HASH],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The map's tiles (MAP_TILE_URL) are the one outside source of pictures.
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(mapSettings.tileUrl)],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: null,
        scriptSrcAttr: null,
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Remotes are fetched by the shell from the same origin; keep CORP permissive for dev servers on other ports.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });

  if (ctx.config.gatewayMode === 'distributed') {
    const upstreams = ctx.config.requireServiceUrls();
    registerUpstreamChecks(ctx.health, upstreams, ctx.config.opsPort);
    await registerServiceProxies(app, upstreams);
  } else {
    await registerEmbeddedServices(app, ctx);
  }

  // Distributed deploys may serve the remotes' builds from their own static server (infra/docker/frontends).
  if (ctx.config.frontendsUrl) {
    await app.register(fastifyHttpProxy, {
      upstream: ctx.config.frontendsUrl,
      prefix: '/mfe',
      rewritePrefix: '/mfe',
      http2: false,
    });
  }

  app.get('/mfe/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return readRemotes(ctx.config.remotesFile);
  });

  // The frontends' runtime settings (the map's tile source), like the remotes file: set at deploy time.
  app.get('/mfe/settings.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return frontendSettings(mapSettings);
  });

  const pageHandler = createPageHandler(root, {
    publicUrl: ctx.config.publicUrl,
    preloads: { remotesFile: ctx.config.remotesFile, localRemotes: !ctx.config.frontendsUrl },
  });
  // `/` is the shell's build folder for the static plugin (which would answer 403); it is the home page.
  app.get('/', pageHandler);
  await registerStaticAssets(app, root, { remotes: !ctx.config.frontendsUrl });
  app.setNotFoundHandler(pageHandler);
};

export default gatewayApp;
