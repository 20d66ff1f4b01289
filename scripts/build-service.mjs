// Bundles one service (`src/server.ts`) into `dist/server.js` with esbuild.
// Workspace packages (@manzil/*) are TypeScript source, so they are bundled in; every other dependency stays
// external and is loaded from node_modules at run time (native addons like sharp, WASM like PGlite).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const service = process.argv[2];
if (!service || !existsSync(join(root, 'services', service, 'src', 'server.ts'))) {
  console.error(`Usage: node scripts/build-service.mjs <service>  (no services/${service}/src/server.ts)`);
  process.exit(2);
}

/** Bundle workspace packages, keep registry packages external. */
const externalizeRegistryPackages = {
  name: 'externalize-registry-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@manzil/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
const result = await build({
  metafile: true,
  entryPoints: [join(root, 'services', service, 'src', 'server.ts')],
  outfile: join(root, 'services', service, 'dist', 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalizeRegistryPackages],
  // Bundled CommonJS helpers may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// Each bundled service finds its SQL migrations in dist/migrations/<name> (service-kit's migrationsDirFor): the
// gateway bundles every service, a service bundles only itself.
const migrationsOut = join(root, 'services', service, 'dist', 'migrations');
rmSync(migrationsOut, { recursive: true, force: true });
const bundled = service === 'gateway' ? readdirSync(join(root, 'services')) : [service];
for (const name of bundled) {
  const source = join(root, 'services', name, 'prisma', 'migrations');
  if (existsSync(source)) cpSync(source, join(migrationsOut, name), { recursive: true });
}
// dist/package.json: exactly the registry packages the bundle imports, at the versions installed here, so a
// container installs production dependencies only (`npm install --omit=dev` in dist/).
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
const externals = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path, external } of output.imports) {
    if (external && !path.startsWith('node:')) externals.add(packageOf(path));
  }
}
const versionOf = (name) => {
  for (const dir of [join(root, 'services', service), root]) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  throw new Error(`${name} is imported by services/${service} but not installed`);
};
const dependencies = Object.fromEntries([...externals].sort().map((name) => [name, versionOf(name)]));
writeFileSync(
  join(root, 'services', service, 'dist', 'package.json'),
  `${JSON.stringify({ name: `@manzil/${service}-service-dist`, private: true, type: 'module', main: 'server.js', engines: { node: '>=20.19' }, dependencies }, null, 2)}\n`,
);
console.log(`built services/${service}/dist/server.js in ${Date.now() - started} ms`);
