import type { FastifyInstance } from 'fastify';
import { StartupError } from '../config/config-error.ts';
import type { KitConfig } from '../config/kit-config.ts';

/** Turns the errors of `listen` an operator can fix into one line that says how. */
export function listenErrorMessage(
  error: NodeJS.ErrnoException,
  config: Pick<KitConfig, 'host' | 'port'>,
): string | null {
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${config.port} is already in use. Stop the other process or start with PORT=<free port>.`;
    case 'EACCES':
      return `Not allowed to listen on port ${config.port}. Use a port above 1023, e.g. PORT=3000.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `Cannot listen on HOST=${config.host}: no such address on this machine. Use HOST=127.0.0.1 or HOST=0.0.0.0.`;
    default:
      return null;
  }
}

export interface RunOptions {
  exit?: (code: number) => void;
  write?: (line: string) => void;
}

/**
 * Runs a server's `main`: a StartupError (bad env, port in use, unreachable server) prints its one line and
 * exits 1 without a stack trace; anything else prints the stack and exits 1.
 */
export async function runOrExit(main: () => Promise<unknown>, options: RunOptions = {}): Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  try {
    await main();
  } catch (error) {
    write(error instanceof StartupError ? error.message : ((error as Error).stack ?? String(error)));
    exit(1);
  }
}

/**
 * Starts listening on HOST:PORT and returns the address. A failure an operator can fix (port in use...) prints
 * one line saying how and exits 1; with a stubbed `exit` it throws a StartupError instead of returning.
 */
export async function listen(
  app: Pick<FastifyInstance, 'listen'>,
  config: Pick<KitConfig, 'host' | 'port'>,
  options: RunOptions = {},
): Promise<string> {
  try {
    return await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const message = listenErrorMessage(error as NodeJS.ErrnoException, config);
    if (!message) throw error;
    (options.write ?? ((line: string) => process.stderr.write(`${line}\n`)))(message);
    (options.exit ?? ((code: number) => process.exit(code)))(1);
    throw new StartupError(message, { cause: error });
  }
}
