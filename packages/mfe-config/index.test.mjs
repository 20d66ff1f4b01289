import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createHostConfig,
  createRemoteConfig,
  devRemotesFile,
  LAZY_SINGLETON_FILES,
  REMOTES,
  sharedSingletons,
  startupLibrariesChunk,
} from './index.mjs';

const federationOptions = (config) =>
  config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;

describe('sharedSingletons', () => {
  it('shares the real singletons, none eagerly', () => {
    const shared = sharedSingletons();
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      'styled-components',
      'i18next',
      'zustand',
      '@manzil/ui',
      '@manzil/i18n',
      '@manzil/api-client',
    ]) {
      expect(shared[name], name).toMatchObject({ singleton: true, eager: false });
    }
  });

  it('leaves react-i18next to @manzil/i18n, its only importer (one copy, tree-shaken)', () => {
    expect(sharedSingletons()['react-i18next']).toBeUndefined();
  });

  it('gives the workspace packages their version', () => {
    expect(sharedSingletons()['@manzil/ui']).toMatchObject({ version: '0.1.0' });
  });

  it('asks no version range of a singleton (no semver check at each loadShare in the browser)', () => {
    for (const [name, shared] of Object.entries(sharedSingletons())) {
      expect(shared.requiredVersion, name).toBe(false);
    }
  });

  // What the ranges checked at run time, checked once here: every build takes each singleton from the one copy
  // the repository's lockfile installs, so the page has one version of it whichever bundle provides it.
  it('has one installed copy of each third-party singleton', () => {
    const lock = JSON.parse(
      readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'package-lock.json'), 'utf8'),
    );
    // With react-router, which the react-router-dom singleton (our facade) takes its names from.
    const packages = new Set(
      [...Object.keys(sharedSingletons()), 'react-router']
        .filter((name) => !name.startsWith('@manzil/'))
        .map((name) =>
          (name.startsWith('@') ? name.split('/').slice(0, 2) : name.split('/').slice(0, 1)).join('/'),
        ),
    );
    for (const name of packages) {
      const copies = Object.keys(lock.packages).filter((path) => path.endsWith(`node_modules/${name}`));
      expect(copies, name).toEqual([`node_modules/${name}`]);
    }
  });
});

describe('createRemoteConfig', () => {
  const make = (mode) =>
    createRemoteConfig({
      name: 'mfe_search',
      dir: '/repo/mfe-search',
      exposes: { './HeroSearch': './src/exposed/HeroSearch.tsx' },
      port: 3011,
    })({}, { mode });

  it('builds a remote with a manifest, remoteEntry.js and the shared list', () => {
    const config = make('production');
    const mf = federationOptions(config);
    expect(mf).toMatchObject({ name: 'mfe_search', filename: 'remoteEntry.js', manifest: true, dts: false });
    expect(mf.exposes).toEqual({ './HeroSearch': './src/exposed/HeroSearch.tsx' });
    expect(mf.shared).toEqual(sharedSingletons());
    expect(config.output).toMatchObject({ path: '/repo/mfe-search/dist', publicPath: 'auto' });
    expect(config.output.filename).toContain('[contenthash');
    expect(config.optimization.minimize).toBe(true);
  });

  it('compiles TypeScript with the automatic JSX runtime', () => {
    const rule = make('production').module.rules[0];
    expect(rule.loader).toBe('builtin:swc-loader');
    expect(rule.test.test('x.tsx')).toBe(true);
    expect(rule.options.jsc.transform.react.runtime).toBe('automatic');
  });

  it('serves alone in development with CORS and the API proxied to the gateway', () => {
    const config = make('development');
    expect(config.optimization.minimize).toBe(false);
    expect(config.devServer.port).toBe(3011);
    expect(config.devServer.historyApiFallback).toBe(true);
    expect(config.devServer.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(config.devServer.proxy[0]).toMatchObject({
      context: ['/api', '/media'],
      target: 'http://127.0.0.1:3000',
    });
  });
});

describe('createHostConfig', () => {
  it('builds the shell with no build-time remotes and the same shared list', () => {
    const config = createHostConfig({ dir: '/repo/shell' })({}, { mode: 'production' });
    const mf = federationOptions(config);
    expect(mf.name).toBe('shell');
    expect(mf.remotes).toEqual({});
    expect(mf.shared).toEqual(sharedSingletons());
    expect(config.devServer.port).toBe(3010);
  });

  it('puts the shared singletons in one file in production only, and no remote does', () => {
    const host = (mode) => createHostConfig({ dir: '/repo/shell' })({}, { mode });
    expect(host('production').optimization.splitChunks.cacheGroups.libraries).toMatchObject({
      name: 'libraries',
      chunks: 'async',
    });
    expect(host('development').optimization.splitChunks).toBeUndefined();
    const remote = createRemoteConfig({
      name: 'mfe_search',
      dir: '/repo/mfe-search',
      exposes: {},
      port: 3011,
    });
    expect(remote({}, { mode: 'production' }).optimization.splitChunks).toBeUndefined();
  });

  it('points the dev remotes file at each remote dev server', () => {
    expect(devRemotesFile().remotes.mfe_search).toBe('http://127.0.0.1:3011/mf-manifest.json');
    expect(Object.keys(devRemotesFile().remotes)).toEqual(Object.keys(REMOTES));
  });
});

describe('the react-router-dom singleton', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const sourceDirs = ['shell', ...Object.values(REMOTES).map((remote) => remote.folder)]
    .map((folder) => join(root, folder, 'src'))
    .concat(['ui', 'i18n', 'api-client'].map((name) => join(root, 'packages', name, 'src')));

  function sourceFiles(dir) {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) => {
      const path = join(dir, entry.name);
      // Server renderers (src/server.tsx, packages/ui/src/server) are bundled for Node with the real package.
      if (entry.isDirectory()) return entry.name === 'server' ? [] : sourceFiles(path);
      if (/^server\.tsx?$/.test(entry.name)) return [];
      // Tests and their helpers run in vitest with the real package, never in a browser bundle.
      if (/\.test\.|^testing\.tsx$|^test-setup\.ts$/.test(entry.name)) return [];
      return /\.(?:ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
    });
  }

  it('is our subset of React Router, with the real version', () => {
    const shared = sharedSingletons()['react-router-dom'];
    expect(shared).toMatchObject({ singleton: true, eager: false, requiredVersion: false });
    // By its package path, so the bundle does not depend on where the repository is.
    expect(shared.import).toBe('@manzil/mfe-config/react-router-dom');
    expect(createRequire(import.meta.url).resolve(shared.import)).toBe(
      join(dirname(fileURLToPath(import.meta.url)), 'react-router-dom.mjs'),
    );
    expect(shared.version).toMatch(/^7\.\d+\.\d+$/);
  });

  it('exports every name a frontend imports from react-router-dom', async () => {
    const facade = await import('./react-router-dom.mjs');
    const imported = new Set();
    for (const file of sourceDirs.flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)) {
        if (match[1]) continue;
        for (const part of (match[2] ?? '').split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name && !name.startsWith('type ')) imported.add(name);
        }
      }
      expect(text, file).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s*'react-router(?:-dom)?'/);
    }
    expect(imported.size).toBeGreaterThan(5);
    for (const name of imported) expect(facade[name], name).toBeDefined();
  });
});

describe('production bundles', () => {
  const remote = (mode) =>
    createRemoteConfig({ name: 'mfe_chat', dir: '/repo/mfe-chat', exposes: {}, port: 3014 })({}, { mode });
  const host = (mode) => createHostConfig({ dir: '/repo/shell' })({}, { mode });

  it('built remotes use the federation runtime the shell provides; dev remotes keep their own', () => {
    expect(federationOptions(remote('production')).experiments).toEqual({ externalRuntime: true });
    expect(federationOptions(remote('development')).experiments).toEqual({});
    // The shell's runtime only ever runs in a browser: its Node.js code paths are left out.
    expect(federationOptions(host('production')).experiments).toEqual({
      provideExternalRuntime: true,
      optimization: { target: 'web' },
    });
  });

  it('checks the byte budgets in production builds only', () => {
    const names = (config) => config.plugins.map((plugin) => plugin.constructor.name);
    expect(names(remote('production'))).toContain('ByteBudgetPlugin');
    expect(names(host('production'))).toContain('ByteBudgetPlugin');
    expect(names(remote('development'))).not.toContain('ByteBudgetPlugin');
  });

  it('marks the contracts side-effect free with pure schema builders, and emits fonts hashed', async () => {
    const rules = remote('production').module.rules;
    const contracts = rules.find((rule) => rule.sideEffects === false);
    expect(contracts.test.test('/repo/packages/contracts/src/catalog.ts')).toBe(true);
    expect(contracts.test.test('/repo/packages/ui/src/index.ts')).toBe(false);
    const typebox = rules.filter((rule) => rule.sideEffects === false)[1];
    expect(typebox.test.test('/repo/node_modules/typebox/build/index.mjs')).toBe(true);
    const { default: loader } = await import('./pure-schemas-loader.cjs');
    expect(loader('export const A = Type.Object({ a: Type.String(), b: nullable("x") });')).toBe(
      'export const A = /*#__PURE__*/ Type.Object({ a: /*#__PURE__*/ Type.String(), b: /*#__PURE__*/ nullable("x") });',
    );
    const fonts = rules.find((rule) => rule.type === 'asset/resource');
    expect(fonts.test.test('x.woff2')).toBe(true);
    expect(fonts.generator.filename).toContain('[contenthash');
  });
});

describe('startupLibrariesChunk', () => {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const { test } = startupLibrariesChunk().cacheGroups.libraries;
  const takes = (file) => test({ resource: join(repo, file) });

  it('takes the singletons the start-up loads: the libraries and our shared packages', () => {
    expect(takes('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(takes('node_modules/styled-components/dist/styled-components.browser.esm.js')).toBe(true);
    expect(takes('node_modules/i18next/dist/esm/i18next.js')).toBe(true);
    expect(takes('packages/ui/src/components/Button.tsx')).toBe(true);
    expect(takes('packages/api-client/src/query/query.ts')).toBe(true);
    expect(takes('packages/i18n/src/instance.ts')).toBe(true);
    expect(takes('packages/mfe-config/react-router-dom.mjs')).toBe(true);
  });

  it('leaves the app, the contracts, other packages and what loads on demand', () => {
    expect(takes('shell/src/App.tsx')).toBe(false);
    expect(takes('packages/contracts/src/routes.ts')).toBe(false);
    expect(takes('packages/mfe-config/index.mjs')).toBe(false);
    expect(takes('node_modules/cssjanus/src/cssjanus.js')).toBe(false);
    expect(takes('node_modules/reactive-thing/index.js')).toBe(false);
    expect(takes('packages/ui/src/rtl-plugin.ts')).toBe(false);
    expect(takes('packages/api-client/src/site-content-defaults.ts')).toBe(false);
  });

  // A shared package's import() is a file a page loads only when it needs it: the start-up must not take it.
  it('knows every import() of the shared packages', () => {
    for (const folder of ['ui', 'api-client', 'i18n']) {
      const src = join(repo, 'packages', folder, 'src');
      for (const entry of readdirSync(src, { recursive: true })) {
        const file = join(src, String(entry));
        if (!/\.tsx?$/.test(file) || /\.test\.|[\\/]server[\\/]/.test(file)) continue;
        for (const [, target] of readFileSync(file, 'utf8').matchAll(
          /import\((?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'\)/g,
        )) {
          expect(join(dirname(file), target), file).toMatch(LAZY_SINGLETON_FILES);
        }
      }
    }
  });
});
