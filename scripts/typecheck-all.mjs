// Runs `tsc --noEmit` in every workspace that has a tsconfig.json, a few at a time, and fails if any fails.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listWorkspaces } from './workspaces.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const targets = listWorkspaces().filter((ws) => existsSync(join(root, ws, 'tsconfig.json')));

const run = (ws) =>
  new Promise((resolve) => {
    const child = spawn(tsc, ['--noEmit', '-p', join(root, ws)], { cwd: root });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ ws, code, out }));
  });

const failures = [];
const queue = [...targets];
const workers = Array.from({ length: 2 }, async () => {
  while (queue.length) {
    const ws = queue.shift();
    const { code, out } = await run(ws);
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${ws}`);
    if (code !== 0) failures.push(out.trim());
  }
});
await Promise.all(workers);
if (failures.length) {
  console.error(`\n${failures.join('\n\n')}`);
  process.exit(1);
}
