import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The frontends image's static server, run as the image runs it (`node static-server.mjs`).
const script = join(import.meta.dirname, 'docker', 'static-server.mjs');
let site: string;
let child: ChildProcess;
const LARGE = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
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
  // A built file with the copies the build writes next to it (packages/mfe-config/precompress.mjs).
  writeFileSync(join(site, 'mfe_search', 'main.1a2b.js'), LARGE);
  writeFileSync(join(site, 'mfe_search', 'main.1a2b.js.br'), brotliCompressSync(LARGE));
  writeFileSync(join(site, 'mfe_search', 'main.1a2b.js.gz'), gzipSync(LARGE));
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

  it("sends the build's Brotli copy to a browser that accepts it, gzip to one that accepts only gzip", async () => {
    const url = `${base}/mfe/mfe_search/main.1a2b.js`;
    // Chromium's header; Node's fetch decodes what it gets.
    const br = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(await br.text()).toBe(LARGE);
    const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(LARGE);
  });

  it('sends the file as it is where no encoding is accepted or the build has no copy', async () => {
    const plain = await fetch(`${base}/mfe/mfe_search/main.1a2b.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(LARGE));
    expect(await plain.text()).toBe(LARGE);
    const small = await fetch(`${base}/mfe/mfe_search/remoteEntry.js`);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('export {};');
  });
});
