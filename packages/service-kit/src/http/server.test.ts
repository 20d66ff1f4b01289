import { Writable } from 'node:stream';
import Type from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/kit-config.ts';
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '../errors.ts';
import { createLogger } from '../log/logger.ts';
import { createServer, type KitServer } from './server.ts';

const config = loadConfig('catalog', { NODE_ENV: 'test' });
let app: KitServer;

afterEach(async () => {
  await app?.close();
});

/** A logger whose lines are kept, to check what reaches the log. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ service: 'catalog', logLevel: 'info' }, destination) };
}

describe('request ids', () => {
  it('echoes an incoming x-request-id', async () => {
    app = createServer(config);
    app.get('/api/ping', async (request) => ({ id: request.id }));
    const response = await app.inject({ url: '/api/ping', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.json()).toEqual({ id: 'abc-123' });
  });

  it('generates one when absent or unsafe', async () => {
    app = createServer(config);
    app.get('/api/ping', async () => 'pong');
    const plain = await app.inject({ url: '/api/ping' });
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await app.inject({
      url: '/api/ping',
      headers: { 'x-request-id': 'bad id\r\nInjected: yes' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('validation errors', () => {
  it('answers 400 naming each parameter', async () => {
    app = createServer(config);
    app.get(
      '/api/items',
      {
        schema: {
          querystring: Type.Object({
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            sort: Type.Optional(Type.Union([Type.Literal('price'), Type.Literal('date')])),
          }),
        },
      },
      async (request) => request.query,
    );
    const response = await app.inject({ url: '/api/items?limit=500&sort=name' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation',
      message:
        'Query parameter "limit" must be at most 100. Query parameter "sort" must be one of: price, date.',
      details: [
        { location: 'querystring', field: 'limit', message: 'must be at most 100' },
        { location: 'querystring', field: 'sort', message: 'must be one of: price, date' },
      ],
    });
  });

  it('names missing and mistyped body fields', async () => {
    app = createServer(config);
    app.post(
      '/api/items',
      { schema: { body: Type.Object({ name: Type.String({ minLength: 1 }), price: Type.Number() }) } },
      async () => ({ ok: true }),
    );
    const response = await app.inject({ method: 'POST', url: '/api/items', payload: { price: 'cheap' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.details).toEqual(
      expect.arrayContaining([
        { location: 'body', field: 'name', message: 'is required' },
        { location: 'body', field: 'price', message: 'must be a number' },
      ]),
    );
    expect(body.message).toContain('Field "name" is required.');
  });

  it('says so when the body is not JSON', async () => {
    app = createServer(config);
    app.post('/api/items', async () => ({ ok: true }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation',
      message: 'The request body is not valid JSON.',
      details: [],
    });
  });
});

describe('error classes', () => {
  it.each([
    [
      new NotFoundError('Property 12 does not exist.'),
      404,
      { error: 'not_found', message: 'Property 12 does not exist.' },
    ],
    [new ConflictError('That slug is taken.'), 409, { error: 'conflict', message: 'That slug is taken.' }],
    [
      new ValidationError('Price must be positive.', [
        { location: 'body', field: 'price', message: 'must be positive' },
      ]),
      400,
      {
        error: 'validation',
        message: 'Price must be positive.',
        details: [{ location: 'body', field: 'price', message: 'must be positive' }],
      },
    ],
  ])('maps %s', async (error, status, body) => {
    app = createServer(config);
    app.get('/api/fail', async () => {
      throw error;
    });
    const response = await app.inject({ url: '/api/fail' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('sends Retry-After with 429', async () => {
    app = createServer(config);
    app.get('/api/fail', async () => {
      throw new TooManyRequestsError(30);
    });
    const response = await app.inject({ url: '/api/fail' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json().error).toBe('too_many_requests');
  });

  it('hides the details of an unexpected error but logs them with the request id', async () => {
    const { lines, logger } = capturingLogger();
    app = createServer(config, { logger });
    app.get('/api/fail', async () => {
      throw new Error('connection to 10.0.0.5 refused');
    });
    const response = await app.inject({ url: '/api/fail', headers: { 'x-request-id': 'req-42' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'req-42',
    });
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ requestId: 'req-42', err: { message: 'connection to 10.0.0.5 refused' } });
  });

  it('answers 503 with its message and the request id', async () => {
    app = createServer(config);
    app.get('/api/fail', async () => {
      throw new ServiceUnavailableError(undefined, { cause: new Error('meili down'), retryAfterSeconds: 5 });
    });
    const response = await app.inject({ url: '/api/fail', headers: { 'x-request-id': 'r1' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: 'service_unavailable',
      message: 'This service is temporarily unavailable. Please try again shortly.',
      requestId: 'r1',
    });
  });
});

describe('not found', () => {
  it('answers unknown API paths with JSON', async () => {
    app = createServer(config);
    const response = await app.inject({ url: '/api/nothing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'not_found',
      message: 'No API route matches GET /api/nothing.',
    });
  });

  it('leaves other paths to a plugin that sets its own not-found handler', async () => {
    app = createServer(config);
    await app.register(async (pages) => {
      pages.setNotFoundHandler((_request, reply) =>
        reply.code(404).type('text/html').send('<h1>Not found</h1>'),
      );
    });
    expect((await app.inject({ url: '/en/nowhere' })).body).toBe('<h1>Not found</h1>');
    expect((await app.inject({ url: '/api/nowhere' })).json().error).toBe('not_found');
  });
});

describe('logging', () => {
  it('redacts credentials', async () => {
    const { lines, logger } = capturingLogger();
    app = createServer(config, { logger });
    app.post('/api/login', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'login attempt');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { authorization: 'Bearer secret-token', cookie: 'sid=secret-cookie' },
      payload: { username: 'admin', password: 'secret-password' },
    });
    const text = JSON.stringify(lines);
    expect(text).toContain('login attempt');
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('secret-cookie');
    expect(text).not.toContain('secret-password');
  });
});
