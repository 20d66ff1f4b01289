import { createServer as createNetServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, StartupError } from '../config/config-error.ts';
import { loadConfig } from '../config/kit-config.ts';
import { listen, runOrExit } from './listen.ts';
import { createServer, type KitServer } from './server.ts';
import { shutdown } from './shutdown.ts';

let app: KitServer | undefined;
afterEach(async () => {
  await app?.close();
});

describe('listen', () => {
  it('turns a port in use into one line and a non-zero exit', async () => {
    const blocker = createNetServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const config = loadConfig('gateway', { NODE_ENV: 'test', PORT: String(port) });
    app = createServer(config);
    const lines: string[] = [];
    const exits: number[] = [];
    await expect(
      listen(app, config, { write: (line) => lines.push(line), exit: (code) => exits.push(code) }),
    ).rejects.toThrow(StartupError);
    expect(lines).toEqual([
      `Port ${port} is already in use. Stop the other process or start with PORT=<free port>.`,
    ]);
    expect(exits).toEqual([1]);
    await new Promise((resolve) => blocker.close(resolve));
  });

  it('returns the address it listens on', async () => {
    const config = loadConfig('gateway', { NODE_ENV: 'test', PORT: '1' });
    app = createServer(config);
    const address = await listen(app, { host: '127.0.0.1', port: 0 });
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('runOrExit', () => {
  it('prints a StartupError as its one line, without a stack', async () => {
    const lines: string[] = [];
    const exits: number[] = [];
    await runOrExit(
      async () => {
        throw new ConfigError(
          'PORT',
          'PORT must be a number between 1 and 65535 (got "abc"). Set PORT=3000 or unset it.',
        );
      },
      { write: (line) => lines.push(line), exit: (code) => exits.push(code) },
    );
    expect(lines).toEqual([
      'PORT must be a number between 1 and 65535 (got "abc"). Set PORT=3000 or unset it.',
    ]);
    expect(exits).toEqual([1]);
  });
});

describe('shutdown', () => {
  it('finishes in-flight requests before running the close hooks', async () => {
    const config = loadConfig('gateway', { NODE_ENV: 'test' });
    app = createServer(config);
    const order: string[] = [];
    let started: () => void = () => {};
    const inHandler = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/api/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push('request finished');
      return { ok: true };
    });
    const address = await listen(app, { host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${address}/api/slow`);
    await inHandler;
    await shutdown({
      app,
      close: async () => {
        order.push('hooks ran');
      },
    });
    expect((await inFlight).status).toBe(200);
    expect(order).toEqual(['request finished', 'hooks ran']);
    app = undefined;
  });
});
