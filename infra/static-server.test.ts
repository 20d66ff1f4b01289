import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The frontends image's static server, run as the image runs it (`node static-server.mjs`).
const script = join(import.meta.dirname, 'docker', 'static-server.mjs');
let site: string;
let child: ChildProcess;
let base: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'manzil-static-'));
  mkdirSync(join(site, 'mfe_search'));
  writeFileSync(join(site, 'mfe_search', 'remoteEntry.js'), 'export {};');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [script], {
    env: { ...process.env, SITE_DIR: site, PORT: String(port) },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the static server did not start');
});

afterAll(() => {
  child?.kill();
  rmSync(site, { recursive: true, force: true });
});

describe('infra/docker/static-server.mjs', () => {
  it('answers 400 to a badly encoded path and keeps serving', async () => {
    const bad = await fetch(`${base}/mfe/mfe_search/%E0%A4%A.js`);
    expect(bad.status).toBe(400);
    const again = await fetch(`${base}/mfe/%ZZ`);
    expect(again.status).toBe(400);
    expect(child.exitCode).toBeNull();
    const good = await fetch(`${base}/mfe/mfe_search/remoteEntry.js`);
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('export {};');
  });

  it('still refuses paths that climb out of the site', async () => {
    const response = await fetch(`${base}/mfe/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
  });
});
