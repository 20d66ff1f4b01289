// `npm start`: builds what is missing or stale, then runs the whole site in one process (embedded mode) at
// http://localhost:3000 (PORT to change), with all state under DATA_DIR (default ./data).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './workspaces.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `Manzil needs Node.js 20.19 or newer (this is ${process.versions.node}). Install a current LTS.`,
  );
  process.exit(1);
}

const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-all.mjs'), '--if-stale'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

// The gateway runs as a child so this script's only job is to build and hand over (signals pass through).
const gateway = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'services', 'gateway', 'dist', 'server.js')],
  {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
