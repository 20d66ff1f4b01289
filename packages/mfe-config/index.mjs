// The rspack + Module Federation configuration shared by the shell (host) and every remote.
// One place decides the loaders, output names, dev server and, above all, the shared singletons: a remote
// built with a different list would load its own React or router and break hooks and context in the shell.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ByteBudgetPlugin } from './budgets.mjs';
import { CompileHintsPlugin } from './compile-hints.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { ServerRendererPlugin } from './server-renderer.mjs';
import { StartupFilesPlugin } from './startup-files.mjs';
import { styledComponentsSwcPlugin } from './styled-ids.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const packagesDir = join(here, '..');

/** Where the gateway listens in development; the dev servers proxy /api and /media to it. */
export const GATEWAY_URL = 'http://127.0.0.1:3000';

/**
 * Every remote: its Module Federation name, its folder (also its path under /mfe/), its dev port. The contracts'
 * one list (packages/contracts/src/remotes.json), also read by the shell, the gateway and mfe-property.
 */
export const REMOTES = createRequire(import.meta.url)('@manzil/contracts/remotes.json');

export const SHELL_PORT = 3010;

/** Third-party singletons: one copy on the page, whichever bundle provides it first. */
const LIBRARY_SINGLETONS = [
  'react',
  // Subpaths of React are separate modules for Module Federation; the JSX runtime and the client renderer
  // must be the same copies as `react` and `react-dom`, so they are shared too.
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'styled-components',
  'i18next',
  // Not react-i18next: only @manzil/i18n imports it (its useTranslation, Trans and initReactI18next), and that
  // package is a singleton itself, so the page has one copy of the binding either way; inside it the binding is
  // tree-shaken to what it uses (a shared module is kept whole: 10.4 KB gzip for react-i18next).
  'zustand',
];

/** Our own shared packages (they export TypeScript source and have no registry version, so state it). */
const WORKSPACE_SINGLETONS = {
  '@manzil/ui': 'ui',
  '@manzil/i18n': 'i18n',
  '@manzil/api-client': 'api-client',
};

const require = createRequire(import.meta.url);

/**
 * The router singleton is our own subset of React Router (react-router-dom.mjs), with the package's version. Named
 * by its package path, not its file's: the build writes this name into the bundle, which must not depend on (nor
 * tell) where the repository was checked out.
 */
const ROUTER_FACADE = '@manzil/mfe-config/react-router-dom';
const routerVersion = () =>
  JSON.parse(readFileSync(require.resolve('react-router-dom/package.json'), 'utf8')).version;

/** React Router ships its production build (no development warnings) at a path its exports map hides. */
function reactRouterProductionBuild() {
  const development = require.resolve('react-router');
  return join(dirname(development), '..', 'production', 'index.mjs');
}

function workspaceVersion(folder) {
  return JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8')).version;
}

/**
 * What a consumer asks of a shared singleton's version: nothing. The shell and every remote are built from this
 * repository's one lockfile and this one list, so each singleton has one version on the page; and a singleton is
 * used whatever its version (without `strictVersion`, a range it does not satisfy only logs a warning). With a
 * range, the federation runtime checked it at every `loadShare` on every page: its semver code builds its large
 * regular expressions anew on each call, 8 to 16 ms of main thread per page start on this machine (issue 26).
 */
const ANY_VERSION = false;

/** The one shared-singletons list, used by the host and by every remote. */
export function sharedSingletons() {
  const shared = {};
  for (const name of LIBRARY_SINGLETONS) {
    shared[name] = { singleton: true, eager: false, requiredVersion: ANY_VERSION };
  }
  shared['react-router-dom'] = {
    singleton: true,
    eager: false,
    import: ROUTER_FACADE,
    version: routerVersion(),
    requiredVersion: ANY_VERSION,
  };
  for (const [name, folder] of Object.entries(WORKSPACE_SINGLETONS)) {
    shared[name] = {
      singleton: true,
      eager: false,
      version: workspaceVersion(folder),
      requiredVersion: ANY_VERSION,
    };
  }
  return shared;
}

function swcRule(isProd) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: !isProd } },
        // Class names that do not depend on the order modules ran, so the browser hydrates the server's markup.
        experimental: { plugins: [styledComponentsSwcPlugin()] },
      },
    },
  };
}

/**
 * @manzil/contracts has no side effects and its schema builders are pure, so the browser bundles keep only the
 * constants and helpers they import (not TypeBox and every schema of the API).
 */
function contractsRule() {
  return {
    test: /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/,
    sideEffects: false,
    use: [{ loader: join(here, 'pure-schemas-loader.cjs') }],
  };
}

/**
 * TypeBox's package does not say it is free of side effects, so a bare `import Type from 'typebox'` kept its
 * module set-up code (parser, hashing, settings: about 3 KB gzip) in every bundle that imports a contract. Its
 * modules only define things; a bundle that uses a schema still gets what the schema needs.
 */
function typeboxRule() {
  return { test: /[\\/]node_modules[\\/]typebox[\\/]/, sideEffects: false };
}

/** Self-hosted font files (packages/ui/src/fonts): emitted with a content hash, imported as their URL. */
function fontRule() {
  return {
    test: /\.woff2?$/,
    type: 'asset/resource',
    generator: { filename: 'fonts/[name].[contenthash:8][ext]' },
  };
}

/**
 * The Module Federation runtime (runtime-core, sdk, the bundler runtime) in its ES module build. The plugin
 * brings it in as CommonJS (an absolute path to `dist/index.cjs`, and an alias of `@module-federation/runtime` to
 * its .cjs file), which the minifier cannot prune: the Node.js script loader and the other unused branches that
 * `experiments.optimization.target: 'web'` turns off stayed in every page's first script (about 5 KB gzip).
 * The ESM files are the same release's other build, so behaviour is unchanged.
 */
function federationRuntimeEsmPlugins() {
  const runtimeEsm = join(dirname(require.resolve('@module-federation/runtime')), 'index.js');
  return [
    new rspack.NormalModuleReplacementPlugin(
      /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].*\.cjs$/,
      (resource) => {
        resource.request = resource.request.replace(/\.cjs$/, '.js');
      },
    ),
    new rspack.NormalModuleReplacementPlugin(/^@module-federation\/runtime$/, (resource) => {
      resource.request = runtimeEsm;
    }),
  ];
}

/** Inside the federation runtime, its own packages resolve to their ES module builds too. */
function federationRuntimeEsmRule() {
  return {
    test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
    resolve: { conditionNames: ['import', 'module', 'browser', 'default'] },
  };
}

/** The third-party packages of the shared singletons (LIBRARY_SINGLETONS and what they import). */
const SINGLETON_LIBRARY_FILES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|zustand)[\\/]/;
/** Our shared packages (WORKSPACE_SINGLETONS), which are provided whole, and the router's facade (ROUTER_FACADE). */
const SINGLETON_WORKSPACE_FILES =
  /[\\/]packages[\\/]((ui|api-client|i18n)[\\/]src[\\/]|mfe-config[\\/]react-router-dom\.mjs$)/;
/**
 * What those packages load only when a page needs it (their `import()`s), kept in chunks of their own: the
 * right-to-left style plugin (`lang-ar`, Arabic pages) and the site content's built-in copy (when the server
 * cannot answer). A unit test fails when one of those packages gains an `import()` not named here.
 */
export const LAZY_SINGLETON_FILES = /[\\/](rtl-plugin|site-content-defaults)\.ts$/;

/**
 * The host's shared singletons in one file (`libraries.*.js`). Module Federation gives each shared module a chunk
 * of its own: 11 files that every page start loads, each a request the page's main thread starts (0.5 to 1.3 ms
 * each on this machine) and a script tag the loader writes. Every page needs all of them, so one file costs no
 * byte more; the remotes still get each singleton through the share scope.
 */
export function startupLibrariesChunk() {
  return {
    cacheGroups: {
      libraries: {
        name: 'libraries',
        test: (module) => {
          const file = module.resource ?? '';
          if (LAZY_SINGLETON_FILES.test(file)) return false;
          return SINGLETON_LIBRARY_FILES.test(file) || SINGLETON_WORKSPACE_FILES.test(file);
        },
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
    },
  };
}

function devServer(port, extra = {}) {
  return {
    port,
    host: '127.0.0.1',
    hot: true,
    historyApiFallback: true,
    // Remotes are fetched cross-origin by the shell's dev server (another port).
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    },
    proxy: [{ context: ['/api', '/media'], target: GATEWAY_URL, changeOrigin: true }],
    ...extra,
  };
}

function baseConfig({ name, dir, port, mode, template, federation, devServerExtra, kind }) {
  const isProd = mode === 'production';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2022'],
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(dir, 'dist'),
      // Chunks load relative to the script that asked for them, so a remote works under any URL prefix.
      publicPath: 'auto',
      uniqueName: name,
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: isProd ? { 'react-router$': reactRouterProductionBuild() } : {},
    },
    module: {
      rules: [swcRule(isProd), fontRule(), contractsRule(), typeboxRule(), federationRuntimeEsmRule()],
    },
    optimization: {
      minimize: isProd,
      // The host's shared singletons in one file (see startupLibrariesChunk).
      ...(isProd && kind === 'host' ? { splitChunks: startupLibrariesChunk() } : {}),
    },
    performance: { hints: false },
    plugins: [
      ...federationRuntimeEsmPlugins(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        shared: sharedSingletons(),
        ...federation,
      }),
      new rspack.HtmlRspackPlugin({
        template,
        chunks: ['main'],
        // The page is served for deep links (/ar/property/12), so its scripts need absolute URLs.
        publicPath: '/',
      }),
      // Each script compiled while it downloads, off the main thread (compile-hints.mjs).
      ...(isProd ? [new CompileHintsPlugin()] : []),
      ...(isProd ? [new ByteBudgetPlugin({ kind })] : []),
      // The host lists its start-up scripts for the gateway's preloads (the shell's steps load one after another).
      ...(kind === 'host' ? [new StartupFilesPlugin()] : []),
      // Where the browser build's files are served: the shell at the root, a remote under /mfe/<folder>/.
      ...(isProd
        ? [new ServerRendererPlugin({ dir, publicBase: kind === 'host' ? '/' : `/mfe/${basename(dir)}/` })]
        : []),
      // Brotli and gzip copies of the text files, which the servers send as they are (precompress.mjs).
      ...(isProd ? [new PrecompressPlugin()] : []),
    ],
    devServer: devServer(port, devServerExtra),
  };
}

function modeOf(argv) {
  return argv?.mode ?? process.env.NODE_ENV ?? 'development';
}

/**
 * A remote: exposes its modules through `remoteEntry.js` and `mf-manifest.json` in `dist/`, and serves a
 * standalone page (its `src/bootstrap.tsx`) on its own port in development.
 * @param {{ name: string, dir: string, exposes: Record<string, string>, port?: number }} options (the port:
 *   the remote's in REMOTES unless given)
 */
export function createRemoteConfig({ name, dir, exposes, port = REMOTES[name]?.port }) {
  if (!port) throw new Error(`${name} is not in the remotes list (packages/contracts/src/remotes.json)`);
  return (_env, argv) =>
    baseConfig({
      name,
      dir,
      port,
      mode: modeOf(argv),
      template: join(here, 'standalone.html'),
      kind: 'remote',
      federation: {
        exposes,
        // Built remotes use the shell's copy of the federation runtime instead of shipping their own (about 25 KB
        // gzip each); the standalone dev pages have no shell, so they keep theirs.
        experiments: modeOf(argv) === 'production' ? { externalRuntime: true } : {},
      },
    });
}

/** The remotes file the shell's dev server answers at /mfe/remotes.json: the remotes' own dev servers. */
export function devRemotesFile() {
  const remotes = {};
  for (const [name, { port }] of Object.entries(REMOTES)) {
    remotes[name] = `http://127.0.0.1:${port}/mf-manifest.json`;
  }
  return { remotes };
}

/**
 * The host (shell): no remotes at build time; it reads `/mfe/remotes.json` at run time and registers them.
 * @param {{ dir: string, port?: number }} options
 */
export function createHostConfig({ dir, port = SHELL_PORT }) {
  return (_env, argv) =>
    baseConfig({
      name: 'shell',
      dir,
      port,
      mode: modeOf(argv),
      template: join(dir, 'public', 'index.html'),
      kind: 'host',
      // The shell provides its federation runtime to the remotes (they are built with externalRuntime).
      federation: {
        remotes: {},
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      },
      devServerExtra: {
        // In development the gateway may not be running: point the shell at the remotes' dev servers.
        setupMiddlewares(middlewares) {
          middlewares.unshift({
            name: 'manzil-dev-remotes',
            path: '/mfe/remotes.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.end(JSON.stringify(devRemotesFile()));
            },
          });
          return middlewares;
        },
      },
    });
}
