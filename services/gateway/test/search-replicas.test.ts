import { BACKEND_SERVICES, createServer } from '@manzil/service-kit';
import { buildTestContext, type TestContext } from '@manzil/test-utils';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gatewayApp from '../src/app.ts';
import { UpstreamPool } from '../src/upstream-pool.ts';

/** A stand-in search process that says which one answered. */
async function searchProcess(name: string): Promise<{ url: string; server: FastifyInstance }> {
  const server = Fastify();
  server.get('/api/properties/search', async () => ({ answeredBy: name }));
  server.get('/api/search/locations', async () => ({ answeredBy: name }));
  server.get('/readyz', async () => ({ status: 'ready' }));
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url, server };
}

describe('several search processes behind the gateway', () => {
  let gateway: FastifyInstance;
  let ctx: TestContext;
  let first: Awaited<ReturnType<typeof searchProcess>>;
  let second: Awaited<ReturnType<typeof searchProcess>>;

  beforeAll(async () => {
    first = await searchProcess('first');
    second = await searchProcess('second');
    const others = Object.fromEntries(
      BACKEND_SERVICES.filter((service) => service !== 'search').map((service) => [
        `${service.toUpperCase()}_SERVICE_URL`,
        'http://127.0.0.1:9',
      ]),
    );
    ctx = await buildTestContext({
      env: { GATEWAY_MODE: 'distributed', SEARCH_SERVICE_URL: `${first.url},${second.url}`, ...others },
    });
    gateway = createServer(ctx.config, { logger: ctx.log, metrics: ctx.metrics });
    await gateway.register(gatewayApp, { ctx, frontendRoot: '/nonexistent' });
    await gateway.ready();
  });

  afterAll(async () => {
    await gateway?.close();
    await ctx?.cleanup();
    await first?.server.close();
    await second?.server.close();
  });

  const answers = async (path: string, times: number) => {
    const names: string[] = [];
    for (let i = 0; i < times; i++) {
      const response = await gateway.inject(path);
      expect(response.statusCode, response.body).toBe(200);
      names.push(response.json().answeredBy);
    }
    return names;
  };

  it('sends listing searches and location suggestions to each process in turn', async () => {
    const names = await answers('/api/properties/search?listingType=sale', 6);
    expect(names.filter((name) => name === 'first')).toHaveLength(3);
    expect(names.filter((name) => name === 'second')).toHaveLength(3);
    expect(new Set(await answers('/api/search/locations?q=reem', 4))).toEqual(new Set(['first', 'second']));
  });

  it('is ready while one process is, and says how many are', async () => {
    const search = (await ctx.health.report()).dependencies.find((d) => d.name === 'service:search');
    expect(search).toMatchObject({ ok: true, detail: '2 of 2 processes ready' });
  });

  it('skips a process that stopped: no visitor sees an error', async () => {
    await second.server.close();
    expect(await answers('/api/properties/search', 8)).toEqual(Array(8).fill('first'));
    const search = (await ctx.health.report()).dependencies.find((d) => d.name === 'service:search');
    expect(search).toMatchObject({ ok: true, detail: '1 of 2 processes ready' });
  });

  it('answers 503 with Retry-After when no process answers', async () => {
    await first.server.close();
    const response = await gateway.inject('/api/properties/search');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().message).toMatch(/search service is not answering/);
  });
});

describe('UpstreamPool', () => {
  it('takes the upstreams in turn, skips one marked down until its pause is over', () => {
    let now = 0;
    const pool = new UpstreamPool(['a', 'b', 'c'], () => now);
    expect([pool.pick(), pool.pick(), pool.pick(), pool.pick()]).toEqual(['a', 'b', 'c', 'a']);
    pool.markDown('b');
    expect(new Set([pool.pick(), pool.pick(), pool.pick(), pool.pick()])).toEqual(new Set(['a', 'c']));
    expect(pool.pick('a')).toBe('c');
    now += 5_000;
    expect(new Set(Array.from({ length: 6 }, () => pool.pick()))).toEqual(new Set(['a', 'b', 'c']));
  });

  it('tries every upstream again when all are down rather than none', () => {
    const pool = new UpstreamPool(['a', 'b'], () => 0);
    pool.markDown('a');
    pool.markDown('b');
    expect(new Set([pool.pick(), pool.pick()])).toEqual(new Set(['a', 'b']));
  });
});
