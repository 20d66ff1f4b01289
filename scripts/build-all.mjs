// Builds every micro-frontend (rspack) and every service (esbuild bundle).
//   node scripts/build-all.mjs             build everything
//   node scripts/build-all.mjs --if-stale  build only what is missing or older than its sources (npm start)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS, root, SERVICES } from './workspaces.mjs';

const onlyStale = process.argv.includes('--if-stale');
const SHARED_PACKAGES = [
  'packages/ui',
  'packages/i18n',
  'packages/api-client',
  'packages/contracts',
  'packages/mfe-config',
];
const BACKEND_PACKAGES = [
  'packages/contracts',
  'packages/service-kit',
  'packages/images',
  ...SERVICES.map((s) => `services/${s}`),
];

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > built);
}

function run(label, command, args, cwd) {
  const started = Date.now();
  process.stdout.write(`building ${label}... `);
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    console.log('FAILED');
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (!existsSync(join(root, 'services', 'catalog', 'src', 'generated')) || !onlyStale) {
  run('Prisma clients', process.execPath, [join(root, 'scripts', 'prisma-generate.mjs')], root);
}

const rspack = join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
for (const frontend of FRONTENDS) {
  const manifest = join(root, frontend, 'dist', frontend === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (onlyStale && !isStale(manifest, [frontend, ...SHARED_PACKAGES])) continue;
  run(frontend, process.execPath, [rspack, 'build', '--mode', 'production'], join(root, frontend));
}

for (const service of SERVICES) {
  const bundle = join(root, 'services', service, 'dist', 'server.js');
  if (onlyStale && !isStale(bundle, BACKEND_PACKAGES)) continue;
  run(`services/${service}`, process.execPath, [join(root, 'scripts', 'build-service.mjs'), service], root);
}
