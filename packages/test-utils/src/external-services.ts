import { existsSync } from 'node:fs';

/** A server for integration tests: from the environment, from a container, or absent with the reason. */
export interface TestServer {
  /** Connection URL, or undefined when the tests needing it should be skipped. */
  url: string | undefined;
  source: 'env' | 'container' | 'none';
  /** Why there is no server, for `describe.skipIf(!server.url)` and the log. */
  skipReason?: string;
  /** Stops the container (nothing to do for an env URL). */
  stop(): Promise<void>;
}

interface ContainerSpec {
  image: string;
  port: number;
  env?: Record<string, string>;
  command?: string[];
  /** Log line that means the server is ready, and how many times it must appear. */
  readyLog: RegExp;
  readyTimes?: number;
  toUrl: (host: string, port: number) => string;
}

// Minimal shape of the parts of `testcontainers` used here; the package is optional.
interface StartedContainer {
  getHost(): string;
  getMappedPort(port: number): number;
  stop(): Promise<unknown>;
}
interface ContainerBuilder {
  withExposedPorts(...ports: number[]): ContainerBuilder;
  withEnvironment(env: Record<string, string>): ContainerBuilder;
  withCommand(command: string[]): ContainerBuilder;
  withWaitStrategy(strategy: unknown): ContainerBuilder;
  start(): Promise<StartedContainer>;
}
interface TestcontainersModule {
  GenericContainer: new (image: string) => ContainerBuilder;
  Wait: { forLogMessage(message: RegExp, times?: number): unknown };
}

const none = (skipReason: string): TestServer => ({
  url: undefined,
  source: 'none',
  skipReason,
  stop: async () => {},
});

function dockerAvailable(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

/** The testcontainers pattern: a container only where Docker exists and no URL is given. */
async function fromContainer(name: string, variable: string, spec: ContainerSpec): Promise<TestServer> {
  const hint = `set ${variable} to run them against a ${name} server`;
  if (!dockerAvailable())
    return none(`${name} tests skipped: ${variable} is not set and Docker is not available (${hint}).`);
  let testcontainers: TestcontainersModule;
  try {
    const moduleName = 'testcontainers'; // optional dependency: resolved at run time only
    testcontainers = (await import(moduleName)) as TestcontainersModule;
  } catch {
    return none(
      `${name} tests skipped: ${variable} is not set and the testcontainers package is not installed (${hint}).`,
    );
  }
  try {
    let builder = new testcontainers.GenericContainer(spec.image)
      .withExposedPorts(spec.port)
      .withWaitStrategy(testcontainers.Wait.forLogMessage(spec.readyLog, spec.readyTimes ?? 1));
    if (spec.env) builder = builder.withEnvironment(spec.env);
    if (spec.command) builder = builder.withCommand(spec.command);
    const container = await builder.start();
    return {
      url: spec.toUrl(container.getHost(), container.getMappedPort(spec.port)),
      source: 'container',
      stop: async () => {
        await container.stop();
      },
    };
  } catch (error) {
    return none(
      `${name} tests skipped: could not start a ${spec.image} container (${(error as Error).message}); ${hint}.`,
    );
  }
}

/** PostgreSQL for integration tests: DATABASE_URL when set, else a container where Docker runs, else none. */
export async function postgresUrlForTests(
  env: Record<string, string | undefined> = process.env,
): Promise<TestServer> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, source: 'env', stop: async () => {} };
  return fromContainer('PostgreSQL', 'DATABASE_URL', {
    image: 'postgres:16-alpine',
    port: 5432,
    env: { POSTGRES_HOST_AUTH_METHOD: 'trust', POSTGRES_DB: 'test' },
    readyLog: /database system is ready to accept connections/,
    readyTimes: 2, // the first time is the init server
    toUrl: (host, port) => `postgresql://postgres@${host}:${port}/test`,
  });
}

/** NATS with JetStream for integration tests: NATS_URL when set, else a container where Docker runs, else none. */
export async function natsUrlForTests(
  env: Record<string, string | undefined> = process.env,
): Promise<TestServer> {
  if (env.NATS_URL) return { url: env.NATS_URL, source: 'env', stop: async () => {} };
  return fromContainer('NATS', 'NATS_URL', {
    image: 'nats:2.10-alpine',
    port: 4222,
    command: ['-js'],
    readyLog: /Server is ready/,
    toUrl: (host, port) => `nats://${host}:${port}`,
  });
}
