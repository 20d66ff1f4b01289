import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessBus } from '../adapters/events/in-process-bus.ts';
import { loadConfig } from '../config/kit-config.ts';
import { createServer, type KitServer } from '../http/server.ts';
import { createLogger } from '../log/logger.ts';
import { Metrics } from './metrics.ts';
import { metricsRoutes } from './metrics-routes.ts';

const config = loadConfig('catalog', { NODE_ENV: 'test' });
let app: KitServer | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The value of one series in the text format, e.g. `seriesValue(text, 'x_total{a="b",c="d"}')`, labels in any order. */
function seriesValue(text: string, series: string): number | undefined {
  const parse = (value: string) => {
    const match = /^([a-z_:]+)(?:\{(.*)\})?$/.exec(value);
    const labels = (match?.[2] ?? '')
      .split(/,(?=[a-z_]+=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    return `${match?.[1]}{${labels}}`;
  };
  const wanted = parse(series);
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line) continue;
    const at = line.lastIndexOf(' ');
    if (parse(line.slice(0, at)) === wanted) return Number(line.slice(at + 1));
  }
  return undefined;
}

async function scrape(server: KitServer): Promise<string> {
  const response = await server.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

describe('GET /metrics', () => {
  it('serves request latency histograms per route template and status, in the Prometheus text format', async () => {
    const metrics = new Metrics({ service: 'catalog' });
    app = createServer(config, { metrics });
    await app.register(metricsRoutes, { metrics });
    app.get('/api/properties/:id', async (request) => ({ id: (request.params as { id: string }).id }));
    await app.inject({ url: '/api/properties/1' });
    await app.inject({ url: '/api/properties/2' });
    await app.inject({ url: '/api/nowhere' });

    const text = await scrape(app);
    expect(text).toContain('# TYPE manzil_http_request_duration_seconds histogram');
    const ok = 'method="GET",route="/api/properties/:id",status_code="200",service="catalog"';
    expect(seriesValue(text, `manzil_http_request_duration_seconds_count{${ok}}`)).toBe(2);
    expect(seriesValue(text, `manzil_http_request_duration_seconds_bucket{le="+Inf",${ok}}`)).toBe(2);
    // Raw URLs never become labels: unknown paths share one series.
    expect(text).not.toContain('/api/properties/1"');
    expect(
      seriesValue(
        text,
        'manzil_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404",service="catalog"}',
      ),
    ).toBe(1);
    // Scrapes do not measure themselves.
    expect(text).not.toContain('route="/metrics"');
  });

  it('reports the outbox backlog and the relay counts read at scrape time', async () => {
    const metrics = new Metrics({ service: 'catalog' });
    let waiting = 7;
    metrics.trackOutbox('catalog', {
      backlog: async () => waiting,
      stats: () => ({ published: 3, failures: 2 }),
    });
    app = createServer(config, { metrics });
    await app.register(metricsRoutes, { metrics });

    let text = await scrape(app);
    expect(seriesValue(text, 'manzil_outbox_backlog{schema="catalog",service="catalog"}')).toBe(7);
    expect(seriesValue(text, 'manzil_outbox_published{schema="catalog",service="catalog"}')).toBe(3);
    expect(seriesValue(text, 'manzil_outbox_publish_failures{schema="catalog",service="catalog"}')).toBe(2);
    waiting = 0;
    text = await scrape(app);
    expect(seriesValue(text, 'manzil_outbox_backlog{schema="catalog",service="catalog"}')).toBe(0);
  });

  it('counts handled events by outcome, their lag and each consumer backlog', async () => {
    const metrics = new Metrics({ service: 'search' });
    const bus = createInProcessBus({ metrics, retryDelayMs: () => 5 });
    let failuresLeft = 1;
    const subscription = await bus.subscribe(
      { durable: 'indexer', subjects: ['catalog.>'], maxDeliver: 2 },
      async (event) => {
        if (event.key === 'poison') throw new Error('cannot index');
        if (failuresLeft-- > 0) throw new Error('index busy');
      },
    );
    const occurredAt = new Date(Date.now() - 1500).toISOString();
    await bus.publish({
      id: 'e1',
      type: 'catalog.property.upserted.v1',
      key: 'p1',
      version: 1,
      occurredAt,
      data: {},
    });
    await bus.publish({
      id: 'e2',
      type: 'catalog.property.upserted.v1',
      key: 'poison',
      version: 1,
      occurredAt,
      data: {},
    });
    await bus.idle();

    const text = await metrics.text();
    const series = (outcome: string) =>
      `manzil_events_handled_total{consumer="indexer",type="catalog.property.upserted.v1",outcome="${outcome}",service="search"}`;
    expect(seriesValue(text, series('ok'))).toBe(1);
    expect(seriesValue(text, series('retry'))).toBe(2);
    expect(seriesValue(text, series('deadletter'))).toBe(1);
    const lag = 'consumer="indexer",type="catalog.property.upserted.v1",service="search"';
    expect(seriesValue(text, `manzil_event_lag_seconds_count{${lag}}`)).toBe(2);
    expect(seriesValue(text, `manzil_event_lag_seconds_sum{${lag}}`)).toBeGreaterThanOrEqual(3);
    expect(seriesValue(text, 'manzil_event_consumer_pending{consumer="indexer",service="search"}')).toBe(0);
    expect(
      seriesValue(
        text,
        'manzil_events_published_total{type="catalog.property.upserted.v1",service="search"}',
      ),
    ).toBe(2);

    // A stopped consumer's backlog grows with what is published meanwhile.
    await subscription.stop();
    await bus.publish({
      id: 'e3',
      type: 'catalog.area.upserted.v1',
      key: 'a1',
      version: 1,
      occurredAt,
      data: {},
    });
    expect(
      seriesValue(await metrics.text(), 'manzil_event_consumer_pending{consumer="indexer",service="search"}'),
    ).toBe(1);
    await bus.close();
  });

  it('adds process metrics when asked (real processes)', async () => {
    const metrics = new Metrics({ service: 'gateway', defaults: true });
    expect(await metrics.text()).toContain('manzil_process_resident_memory_bytes');
  });
});

describe('request ids in logs', () => {
  it('every line logged while a request is answered carries its id, also from the service logger', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logger = createLogger({ service: 'catalog', logLevel: 'info' }, destination);
    app = createServer(config, { logger });
    app.post('/api/things', async (request) => {
      logger.info({ body: request.body }, 'service logger inside a route');
      return { ok: true };
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'x-request-id': 'req-42', 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 1 }),
    });
    expect(response.headers['x-request-id']).toBe('req-42');
    const line = lines.find((candidate) => candidate.msg === 'service logger inside a route');
    expect(line?.requestId).toBe('req-42');
    // Fastify's own request log is not doubled.
    const completed = lines.find((candidate) => candidate.msg === 'request completed');
    expect(completed?.requestId).toBe('req-42');
  });
});
