import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from './helpers/fixtures.ts';
import { freePort } from './helpers/ports.ts';
import { eventually } from './helpers/wait.ts';

const script = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'run-service-app.ts');
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Runs the fixture service as `node server.ts` would (through tsx), collecting its output and exit code. */
async function run(env: Record<string, string>) {
  const data = await tempDir('kit-run-');
  cleanups.push(data.remove);
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: data.dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    output.stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}

describe('runService', () => {
  it('serves, then on SIGTERM drains and runs the shutdown hooks last first, exiting 0', async () => {
    const port = await freePort();
    const { child, output, exited } = await run({ PORT: String(port) });
    await eventually(async () => {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(response.status).toBe(200);
    }, 20_000);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/ping`)).json()).toEqual({ pong: true });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output.stdout).toBe('second hook\nfirst hook\n');
  });

  it('exits 1 with one line when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { output, exited } = await run({ PORT: String(port) });
      expect(await exited).toBe(1);
      expect(output.stderr).toBe(
        `Port ${port} is already in use. Stop the other process or start with PORT=<free port>.\n`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('exits 1 with one line for a bad variable', async () => {
    const { output, exited } = await run({ PORT: 'abc' });
    expect(await exited).toBe(1);
    expect(output.stderr).toBe(
      'PORT must be a number between 1 and 65535 (got "abc"). Set PORT=3000 or unset it.\n',
    );
  });
});
