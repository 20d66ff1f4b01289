import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

/**
 * A server for a test, chosen in this order: the URL in its variable (DATABASE_URL, NATS_URL); else a container
 * started with testcontainers where a Docker engine answers; else none, and the test uses the embedded adapter
 * (PGlite, the in-process bus). The choice is printed once per test file.
 */
export interface TestServer {
  /** Connection URL; undefined when the embedded adapter is used. */
  url: string | undefined;
  source: 'env' | 'container' | 'embedded';
  /** Which server runs and why, e.g. `PostgreSQL: embedded PGlite (DATABASE_URL is not set, no Docker engine …)`. */
  description: string;
  /** Stops the container (nothing to do otherwise). */
  stop(): Promise<void>;
}

interface ContainerSpec {
  /** e.g. PostgreSQL */
  name: string;
  variable: string;
  /** What runs without a server, e.g. `embedded PGlite`. */
  embedded: string;
  image: string;
  port: number;
  env?: Record<string, string>;
  command?: string[];
  /** Log line that means the server is ready, and how many times it must appear. */
  readyLog: RegExp;
  readyTimes?: number;
  toUrl: (host: string, port: number) => string;
}

type Env = Record<string, string | undefined>;

/** Where the Docker engine listens: DOCKER_HOST (unix:// or tcp://), else the usual sockets that exist. */
function dockerEndpoint(env: Env): { socketPath: string } | { host: string; port: number } | undefined {
  const host = env.DOCKER_HOST;
  if (host?.startsWith('unix://')) return { socketPath: host.slice('unix://'.length) };
  if (host?.startsWith('tcp://')) {
    const url = new URL(host.replace(/^tcp:/, 'http:'));
    return { host: url.hostname, port: Number(url.port) || 2375 };
  }
  if (host) return undefined;
  const sockets = ['/var/run/docker.sock', env.XDG_RUNTIME_DIR && join(env.XDG_RUNTIME_DIR, 'docker.sock')];
  const socketPath = sockets.find((path): path is string => Boolean(path) && existsSync(path as string));
  return socketPath ? { socketPath } : undefined;
}

/**
 * Whether a Docker engine answers `GET /_ping` within `timeoutMs` (a socket file alone is not enough: the daemon
 * may be stopped). Never waits longer than that.
 */
export async function dockerEngineAnswers(env: Env = process.env, timeoutMs = 1_000): Promise<boolean> {
  const endpoint = dockerEndpoint(env);
  if (!endpoint) return false;
  return new Promise((resolve) => {
    const done = (answer: boolean) => {
      clearTimeout(timer);
      resolve(answer);
      ping.destroy();
    };
    const ping = request({ ...endpoint, path: '/_ping', method: 'GET' }, (response) => {
      response.resume();
      done(response.statusCode === 200);
    });
    const timer = setTimeout(() => done(false), timeoutMs);
    ping.on('error', () => done(false));
    ping.end();
  });
}

const noDocker = (env: Env) =>
  env.DOCKER_HOST
    ? `no Docker engine answered at DOCKER_HOST ${env.DOCKER_HOST}`
    : 'no Docker engine answered (no DOCKER_HOST, /var/run/docker.sock absent or not answering)';

async function chooseServer(env: Env, spec: ContainerSpec): Promise<TestServer> {
  const given = env[spec.variable];
  if (given) {
    return {
      url: given,
      source: 'env',
      description: `${spec.name}: ${spec.variable} (${new URL(given).host})`,
      stop: async () => {},
    };
  }
  const embedded = (why: string): TestServer => ({
    url: undefined,
    source: 'embedded',
    description: `${spec.name}: ${spec.embedded} (${spec.variable} is not set, ${why}; set ${spec.variable} to use a server)`,
    stop: async () => {},
  });
  if (!(await dockerEngineAnswers(env))) return embedded(noDocker(env));
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    let builder = new GenericContainer(spec.image)
      .withExposedPorts(spec.port)
      .withWaitStrategy(Wait.forLogMessage(spec.readyLog, spec.readyTimes ?? 1));
    if (spec.env) builder = builder.withEnvironment(spec.env);
    if (spec.command) builder = builder.withCommand(spec.command);
    const container = await builder.start();
    const url = spec.toUrl(container.getHost(), container.getMappedPort(spec.port));
    return {
      url,
      source: 'container',
      description: `${spec.name}: a ${spec.image} container at ${new URL(url).host} (testcontainers; ${spec.variable} is not set)`,
      stop: async () => {
        await container.stop();
      },
    };
  } catch (error) {
    return embedded(`a ${spec.image} container did not start: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** Chooses the server and prints the choice (the test's output says which one ran). */
async function announced(env: Env, spec: ContainerSpec): Promise<TestServer> {
  const server = await chooseServer(env, spec);
  console.info(`[test server] ${server.description}`);
  return server;
}

/** PostgreSQL for a test: DATABASE_URL, else a container where Docker answers, else PGlite (url undefined). */
export function postgresForTests(env: Env = process.env): Promise<TestServer> {
  return announced(env, {
    name: 'PostgreSQL',
    variable: 'DATABASE_URL',
    embedded: 'embedded PGlite',
    image: 'postgres:16-alpine',
    port: 5432,
    env: { POSTGRES_HOST_AUTH_METHOD: 'trust', POSTGRES_DB: 'test' },
    readyLog: /database system is ready to accept connections/,
    readyTimes: 2, // the first time is the init server
    toUrl: (host, port) => `postgresql://postgres@${host}:${port}/test`,
  });
}

/** NATS with JetStream for a test: NATS_URL, else a container where Docker answers, else the in-process bus. */
export function natsForTests(env: Env = process.env): Promise<TestServer> {
  return announced(env, {
    name: 'NATS',
    variable: 'NATS_URL',
    embedded: 'the in-process bus',
    image: 'nats:2.10-alpine',
    port: 4222,
    command: ['-js'],
    readyLog: /Server is ready/,
    toUrl: (host, port) => `nats://${host}:${port}`,
  });
}
