// The server renderer of a micro-frontend: its `src/server.tsx` bundled for Node into `dist-server/render.mjs`
// (React, styled-components and the shared packages included, nothing to install), built after every production
// browser build so both always come from the same sources. The gateway imports it to draw the page's first screen
// (@manzil/contracts/server-render). It is not under dist/, so it is never served to browsers.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { styledIdsEsbuildPlugin } from './styled-ids.mjs';

export const SERVER_ENTRY = join('src', 'server.tsx');
export const SERVER_OUT_FILE = join('dist-server', 'render.mjs');

/**
 * An esbuild plugin: a font file imports as the URL the browser build gave it (its content hash included), so
 * the server's @font-face rules name the files the site serves.
 * @param {Record<string, string>} fontUrls file name without hash -> public URL
 */
function fontUrlsPlugin(fontUrls) {
  return {
    name: 'manzil-font-urls',
    setup(build) {
      build.onResolve({ filter: /\.woff2?$/ }, (args) => ({
        path: basename(args.path),
        namespace: 'font-url',
      }));
      build.onLoad({ filter: /.*/, namespace: 'font-url' }, (args) => ({
        contents: `export default ${JSON.stringify(fontUrls[args.path] ?? '')};`,
        loader: 'js',
      }));
    },
  };
}

/**
 * Bundles `<dir>/src/server.tsx` into `<dir>/dist-server/render.mjs`. Does nothing for a micro-frontend without one.
 * @param {{ dir: string, fontUrls?: Record<string, string> }} options
 * @returns {Promise<string | null>} the file written
 */
export async function buildServerRenderer({ dir, fontUrls = {} }) {
  const entry = join(dir, SERVER_ENTRY);
  if (!existsSync(entry)) return null;
  const { build } = await import('esbuild');
  const outfile = join(dir, SERVER_OUT_FILE);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    jsx: 'automatic',
    // The ES module builds of React Router and styled-components (their CommonJS builds lose named exports).
    mainFields: ['module', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    // Bundled CommonJS code (react-dom/server) requires Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    plugins: [fontUrlsPlugin(fontUrls), styledIdsEsbuildPlugin()],
    sourcemap: 'linked',
    minify: true,
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return outfile;
}

/** The URL of each font file a browser build emitted, by its name without the content hash. */
export function emittedFontUrls(assetNames, publicBase) {
  const urls = {};
  for (const name of assetNames) {
    const match = /(?:^|\/)([^/]+?)\.[0-9a-f]{8}(\.woff2?)$/.exec(name);
    if (match) urls[`${match[1]}${match[2]}`] = `${publicBase}${name}`;
  }
  return urls;
}

/** Builds the server renderer after each production browser build of a micro-frontend that has one. */
export class ServerRendererPlugin {
  /** @param {{ dir: string, publicBase: string }} options */
  constructor({ dir, publicBase }) {
    this.dir = dir;
    this.publicBase = publicBase;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServerRendererPlugin', async (compilation) => {
      const fontUrls = emittedFontUrls(Object.keys(compilation.assets), this.publicBase);
      try {
        await buildServerRenderer({ dir: this.dir, fontUrls });
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`Server renderer: ${error.message}`));
      }
    });
  }
}
