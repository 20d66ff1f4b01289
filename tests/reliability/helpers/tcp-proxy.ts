import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP relay between a client and a real server (PostgreSQL, NATS), so a test can cut the network: `down()`
 * closes the port and every open connection (the client sees a dropped connection, then connection refused),
 * `up()` opens the same port again. The machine's servers are never touched.
 */
export interface TcpProxy {
  readonly port: number;
  readonly url: (template: string) => string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = new Socket();
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        upstream.connect(targetPort, targetHost, () => {
          client.pipe(upstream);
          upstream.pipe(client);
        });
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });

  const down = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    url: (template) => template.replace('{port}', String(port)),
    down,
    up: () => (server ? Promise.resolve() : listen()),
    close: down,
  };
}
