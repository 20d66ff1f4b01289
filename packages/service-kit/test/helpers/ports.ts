import { createServer } from 'node:net';

/** A port that was free a moment ago: listen on 0, note the port, close. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A port where nothing listens, for "cannot reach" tests. */
export const closedPort = freePort;
