import { type AddressInfo, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { dockerEngineAnswers, natsForTests, postgresForTests } from '../src/external-services.ts';

describe('servers for integration tests', () => {
  it('use the URL from the environment first', async () => {
    expect(await postgresForTests({ DATABASE_URL: 'postgresql://db/x' })).toMatchObject({
      url: 'postgresql://db/x',
      source: 'env',
      description: 'PostgreSQL: DATABASE_URL (db)',
    });
    expect(await natsForTests({ NATS_URL: 'nats://n:4222' })).toMatchObject({
      url: 'nats://n:4222',
      source: 'env',
    });
  });

  it('use the embedded adapter, at once and saying why, when no Docker engine answers', async () => {
    // No socket, a refused port, and a server that takes the connection and never answers: none hangs.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hosts = ['unix:///nonexistent/docker.sock', 'tcp://127.0.0.1:1', `tcp://127.0.0.1:${port}`];
    for (const DOCKER_HOST of hosts) {
      expect(await dockerEngineAnswers({ DOCKER_HOST }, 1_000)).toBe(false);
      const started = Date.now();
      const postgres = await postgresForTests({ DOCKER_HOST });
      expect(Date.now() - started).toBeLessThan(1_900);
      expect(postgres).toMatchObject({ url: undefined, source: 'embedded' });
      expect(postgres.description).toBe(
        `PostgreSQL: embedded PGlite (DATABASE_URL is not set, no Docker engine answered at DOCKER_HOST ${DOCKER_HOST}; set DATABASE_URL to use a server)`,
      );
      expect((await natsForTests({ DOCKER_HOST })).description).toMatch(
        /^NATS: the in-process bus \(NATS_URL is not set, no Docker engine answered/,
      );
    }
    silent.close();
  });

  it('start a container only where a Docker engine answers', async () => {
    const docker = await dockerEngineAnswers();
    console.info(`[test server] Docker engine ${docker ? 'answers' : 'does not answer'} here`);
    if (docker) return; // where Docker runs, the container branch is what the integration tests use
    expect((await postgresForTests({})).source).toBe('embedded');
  });
});
